import { reminderSchema } from '../appointments/appointments.schemas';
import { AUTH_MESSAGES } from '../auth/auth.constants';
import { z } from '../zod';
import { CUSTOM_SMS_MAX } from './sms.rules';

export const COMMUNICATION_VIAS = ['EMAIL', 'SMS'] as const;
export type CommunicationVia = (typeof COMMUNICATION_VIAS)[number];
/** The Send Message dialog's choice: the appointment's usual reminder text, or the user's own. */
export const MESSAGE_TYPES = ['DEFAULT', 'CUSTOM'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
/** Who a message goes to right now: the appointment's staff, or one of its clients. */
export const NOTIFY_KEYS = ['staff', 'clients'] as const;

export const COMMUNICATION_MESSAGES = {
  noRecipients: 'Select at least one recipient to send this message to',
  /** A real-time reminder list allows at most 1 (spec section 5): one message per recipient. */
  oneMessageEach: 'Send one message to each recipient.',
  noStaff: 'This appointment has no staff members to message.',
  noAddress: 'None of the chosen recipients has an email address or mobile number for this message.',
  customEmailRequired: 'Please enter the message to email.',
  customSmsRequired: 'Please enter the SMS message.',
  customSmsTooLong: `The SMS message may not be greater than ${CUSTOM_SMS_MAX} characters.`,
  sent: 'Appointment message successfully sent',
  loadFailed: 'Could not load message contents',
  sendFailed: 'Failed sending this message',
  notFound: 'This message could not be found.',
  /** A report or document to an address that is neither the client's nor a staff member's (403). */
  outsideRecipient: 'You do not have permission to send to an address that is not one of the client’s or your staff’s.',
  /** Over the company's hourly message cap (429; the platform's text). */
  tooMany: AUTH_MESSAGES.tooManyRequests,
} as const;
const M = COMMUNICATION_MESSAGES;

/** One recipient of POST v1/appointments/notify: a reminder (its offset, if sent, is ignored). */
export const notifyRecipientSchema = reminderSchema.extend({
  key: z.enum(NOTIFY_KEYS),
  reminder_offset: z.number().int().optional(),
});
export type NotifyRecipient = z.infer<typeof notifyRecipientSchema>;

/** POST v1/appointments/notify. */
export const notifyBodySchema = z
  .object({
    id: z.number().int().positive(),
    message_type: z.enum(MESSAGE_TYPES).default('DEFAULT'),
    reminders: z.array(notifyRecipientSchema).max(50).default([]),
    custom_email: z.string().trim().max(10_000).nullish(),
    custom_sms: z.string().trim().max(CUSTOM_SMS_MAX, M.customSmsTooLong).nullish(),
  })
  .superRefine((body, ctx) => {
    const vias = new Set(body.reminders.map((reminder) => reminder.type).filter((type) => type !== 'NONE'));
    if (vias.size === 0) ctx.addIssue({ code: 'custom', path: ['reminders'], message: M.noRecipients });
    if (body.message_type !== 'CUSTOM') return;
    if (vias.has('EMAIL') && !body.custom_email)
      ctx.addIssue({ code: 'custom', path: ['custom_email'], message: M.customEmailRequired });
    if (vias.has('SMS') && !body.custom_sms)
      ctx.addIssue({ code: 'custom', path: ['custom_sms'], message: M.customSmsRequired });
  });
export type NotifyBody = z.infer<typeof notifyBodySchema>;

/** A communication as the timelines show it (spec: Timeline entry, communication). */
export const communicationSchema = z.object({
  id: z.number(),
  via: z.enum(COMMUNICATION_VIAS),
  /** 'REMINDER' sent automatically, 'MESSAGE' through Send Message. */
  kind: z.enum(['REMINDER', 'MESSAGE']),
  recipient_address: z.string(),
  /** The reference of the recipient's msg/{referenceUrl} page. */
  reference_id: z.string(),
  subject: z.string().nullable(),
  /** The first lines; `complete_msg` says whether that is all of it. */
  content: z.string(),
  complete_msg: z.boolean(),
  /** The whole text: only from GET v1/communications/message/contents. */
  content_long: z.string().nullable(),
  failed: z.boolean(),
  error_msg: z.string().nullable(),
  is_read: z.boolean(),
  /** Whether the recipient has a page to read it on (emails link to it). */
  is_viewable: z.boolean(),
  files: z.array(z.object({ id: z.number(), file_name: z.string(), url: z.string() })),
  /** Who sent it from the Send Message dialog; null for automatic reminders. */
  sender: z.string().nullable(),
  created_at: z.string(),
});
export type Communication = z.infer<typeof communicationSchema>;

export const messageContentsQuerySchema = z.object({ id: z.coerce.number().int().positive() });
export const messageContentsSchema = z.object({
  communication: communicationSchema.pick({ id: true, via: true, subject: true, content: true, files: true }).extend({
    content_long: z.string(),
  }),
});

/** The recipient's page, msg/{referenceUrl}: the message without an account. */
export const publicMessageSchema = z.object({
  message: z.object({
    via: z.enum(COMMUNICATION_VIAS),
    subject: z.string().nullable(),
    content_long: z.string(),
    company_name: z.string(),
    sent_at: z.string(),
    timezone: z.string(),
  }),
});
export type PublicMessage = z.infer<typeof publicMessageSchema>['message'];

/** How much of a message the timeline shows before "View Message". */
export const COMMUNICATION_PREVIEW_CHARS = 200;
