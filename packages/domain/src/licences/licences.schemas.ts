import { blankToNull, positiveId } from '../http/schema-helpers';
import { z } from '../zod';
import {
  LICENCE_DESCRIPTOR_MAX,
  LICENCE_MESSAGES,
  LICENCE_NUMBER_MAX,
  LICENCE_STATES,
  LICENCE_TYPE_MESSAGES,
} from './licences.constants';

/** GET and DELETE /business/company/licences name the licence as licence_id. */
export const licenceIdSchema = z.object({ licence_id: positiveId });

/** GET /business/company/licences/all: the company's licences, or one staff member's. */
export const licencesListQuerySchema = z.object({ user_id: positiveId.optional() });

const licenceFields = {
  user_id: z.coerce
    .number({ error: LICENCE_MESSAGES.userRequired })
    .int({ error: LICENCE_MESSAGES.userRequired })
    .positive({ error: LICENCE_MESSAGES.userRequired }),
  licence_number: z
    .string({ error: LICENCE_MESSAGES.numberRequired })
    .trim()
    .min(1, LICENCE_MESSAGES.numberRequired)
    .max(LICENCE_NUMBER_MAX, LICENCE_MESSAGES.numberTooLong),
  descriptor: z.preprocess(
    blankToNull,
    z.string().trim().max(LICENCE_DESCRIPTOR_MAX, LICENCE_MESSAGES.descriptorTooLong).nullish(),
  ),
  // An unset select sends null or '': required, not "invalid".
  state_id: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.coerce
      .number({ error: LICENCE_MESSAGES.stateRequired })
      .int({ error: LICENCE_MESSAGES.stateRequired })
      .refine((id) => LICENCE_STATES.some((state) => state.id === id), LICENCE_MESSAGES.stateInvalid),
  ),
  /** A calendar date, yyyy-MM-dd; empty or null means it does not expire. */
  expiry_date: z.preprocess(blankToNull, z.iso.date({ error: LICENCE_MESSAGES.expiryInvalid }).nullish()),
  /** The company's licence type it is (optional; the descriptor stays free text). */
  licence_type_id: z.preprocess(
    blankToNull,
    z.coerce.number({ error: LICENCE_TYPE_MESSAGES.typeInvalid }).int().positive().nullish(),
  ),
  /** File id of the optional document. */
  image_location: z.preprocess(blankToNull, positiveId.nullish()),
};

/** POST /business/company/licences. */
export const createLicenceBodySchema = z.object(licenceFields);
export type CreateLicenceBody = z.infer<typeof createLicenceBodySchema>;

/** PUT /business/company/licences; updated_at is the version the edit started from. */
export const updateLicenceBodySchema = z.object({
  licence_id: positiveId,
  ...licenceFields,
  updated_at: z.string().optional(),
});
export type UpdateLicenceBody = z.infer<typeof updateLicenceBodySchema>;
