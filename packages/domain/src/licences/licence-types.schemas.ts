import { positiveId, queryFlag } from '../http/schema-helpers';
import { z } from '../zod';
import { LICENCE_TYPE_MESSAGES, LICENCE_TYPE_NAME_MAX } from './licences.constants';

/** The company's catalogue of licence types (v1/business/company/licences/types; canManageUsers). */

const name = z
  .string({ error: LICENCE_TYPE_MESSAGES.nameRequired })
  .trim()
  .min(1, LICENCE_TYPE_MESSAGES.nameRequired)
  .max(LICENCE_TYPE_NAME_MAX, LICENCE_TYPE_MESSAGES.nameTooLong);

/** GET .../types: the live types, and the archived ones too with include_archived. */
export const licenceTypesQuerySchema = z.object({ include_archived: queryFlag.optional() });

/** POST .../types. */
export const createLicenceTypeBodySchema = z.object({ name });
export type CreateLicenceTypeBody = z.infer<typeof createLicenceTypeBodySchema>;

/** PUT .../types: renames the type. */
export const renameLicenceTypeBodySchema = z.object({ licence_type_id: positiveId, name });
export type RenameLicenceTypeBody = z.infer<typeof renameLicenceTypeBodySchema>;

/** DELETE .../types: archives the type, or restores an archived one. */
export const licenceTypeIdSchema = z.object({ licence_type_id: positiveId });

/** Licence type ids a licence or an appointment type names (each checked to be the company's own). */
export const licenceTypeIdsSchema = z
  .array(z.coerce.number({ error: LICENCE_TYPE_MESSAGES.typesInvalid }).int().positive(), {
    error: LICENCE_TYPE_MESSAGES.typesInvalid,
  })
  .max(20, LICENCE_TYPE_MESSAGES.typesInvalid)
  .transform((ids) => [...new Set(ids)]);

export const licenceTypePayloadSchema = z.object({
  id: z.number(),
  name: z.string(),
  archived: z.boolean(),
});
export type LicenceTypePayload = z.infer<typeof licenceTypePayloadSchema>;

export const licenceTypeOnePayloadSchema = z.object({ licence_type: licenceTypePayloadSchema });
export const licenceTypeListPayloadSchema = z.object({ licence_types: z.array(licenceTypePayloadSchema) });

/** Whether a staff member may do a job, and why not (the qualification rule, as the API answers it). */
export const staffQualificationPayloadSchema = z.object({
  qualified: z.boolean(),
  reason: z.string().nullable(),
});
export type StaffQualificationPayload = z.infer<typeof staffQualificationPayloadSchema>;
