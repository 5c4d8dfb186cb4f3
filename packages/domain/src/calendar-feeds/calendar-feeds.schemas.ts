import { positiveId } from '../http/schema-helpers';
import { z } from '../zod';

/** A feed is one staff member's appointments (those they attend) or the whole company's. */
export const CALENDAR_FEED_KINDS = ['STAFF', 'COMPANY'] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];

export const CALENDAR_FEED_MESSAGES = {
  kindInvalid: 'Choose a staff member’s feed or the company’s feed.',
  userRequired: 'Choose the staff member whose appointments the feed shows.',
  userNotForCompany: 'A company feed is not for one staff member.',
  userNotFound: 'That staff member was not found.',
  exists: 'That calendar already has a feed: copy its link, or regenerate it for a new one.',
  notFound: 'That calendar feed was not found.',
  created: 'Calendar feed created.',
  revoked: 'Calendar feed revoked: calendars subscribed to it stop updating.',
  regenerated: 'A new link was made: calendars subscribed to the old one stop updating.',
} as const;

/** POST v1/calendarFeeds. */
export const createCalendarFeedBodySchema = z
  .object({
    kind: z.enum(CALENDAR_FEED_KINDS, { error: CALENDAR_FEED_MESSAGES.kindInvalid }),
    user_id: positiveId.nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'STAFF' && body.user_id == null)
      ctx.addIssue({ code: 'custom', path: ['user_id'], message: CALENDAR_FEED_MESSAGES.userRequired });
    if (body.kind === 'COMPANY' && body.user_id != null)
      ctx.addIssue({ code: 'custom', path: ['user_id'], message: CALENDAR_FEED_MESSAGES.userNotForCompany });
  });
export type CreateCalendarFeedBody = z.infer<typeof createCalendarFeedBodySchema>;

/** DELETE v1/calendarFeeds and POST v1/calendarFeeds/regenerate. */
export const calendarFeedIdBodySchema = z.object({ id: positiveId });

/** A live feed as listed: its subscription link is the secret, shown to those who manage feeds. */
export const calendarFeedSchema = z.object({
  id: z.number(),
  kind: z.enum(CALENDAR_FEED_KINDS),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  url: z.string(),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** GET v1/calendarFeeds. */
export const calendarFeedListSchema = z.object({
  feeds: z.array(calendarFeedSchema),
  /** Active staff, whose feeds can be made. */
  staff: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type CalendarFeedList = z.infer<typeof calendarFeedListSchema>;

/** A feed made, regenerated or read (mine: null while the user has none). */
export const calendarFeedAnswerSchema = z.object({ feed: calendarFeedSchema });
export const myCalendarFeedSchema = z.object({ feed: calendarFeedSchema.nullable() });
