import { profileImageSchema } from '../files/files.schemas';
import { timelineEntrySchema } from '../timeline/timeline.schemas';
import { z } from '../zod';

/** What v1/business/company/licences answers (the server's licences presenter is typed by these; the web infers from them). */

/** A licence (the spec's Licence entity). */
export const licencePayloadSchema = z.object({
  id: z.number(),
  user: z.object({
    id: z.number(),
    name: z.string(),
    deactivated: z.boolean(),
    initials: z.string(),
    color: z.string(),
    profile_image: profileImageSchema.nullable(),
  }),
  user_id: z.number(),
  licence_number: z.string(),
  descriptor: z.string().nullable(),
  licence_type: z.object({ id: z.number(), name: z.string() }).nullable(),
  state_id: z.number(),
  administrative_area: z.string().nullable(),
  state_code: z.string().nullable(),
  country: z.string().nullable(),
  /** yyyy-MM-dd, or null when it does not expire. */
  expiry_date: z.string().nullable(),
  is_set_to_expire: z.boolean(),
  is_expired: z.boolean(),
  archived: z.boolean(),
  can_edit: z.boolean(),
  image_location: z.number().nullable(),
  image: z
    .object({
      id: z.number(),
      title: z.string().nullable(),
      signed_url: z.string(),
      signed_thumbnail_url: z.string().nullable(),
    })
    .nullable(),
  created_at: z.string(),
  /** Exact to the millisecond: PUT sends it back and a different value is a stale edit. */
  updated_at: z.string(),
});
export type LicencePayload = z.infer<typeof licencePayloadSchema>;

/** POST, PUT and DELETE licences: the licence saved, archived or restored. */
export const licenceOnePayloadSchema = z.object({ licence: licencePayloadSchema });

/** GET licences?licence_id: the licence and page 1 of its timeline. */
export const licenceDetailPayloadSchema = z.object({
  licence: licencePayloadSchema,
  timeline: z.array(timelineEntrySchema),
});

/** GET licences/all?user_id. */
export const licenceListPayloadSchema = z.object({ licences: z.array(licencePayloadSchema) });
