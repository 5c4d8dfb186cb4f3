import { FORM_LIMITS } from '../forms/forms.constants';
import type { PermissionKey } from '../permissions/permissions.constants';
/** A report's life: filled as a DRAFT, then PUBLISHED (read-only, with its PDF). */
export const REPORT_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_LIMITS = {
  referenceMax: 50,
  messageMax: 5000,
  subjectMax: 200,
  recipientsMax: 10,
  pageSize: 25,
  /** No form has more fields (sections by fields each), so no answer set has more answers. */
  answersMax: FORM_LIMITS.sectionsMax * FORM_LIMITS.fieldsMax,
} as const;

export const REPORT_MESSAGES = {
  answersTooMany: `A report can have at most ${FORM_LIMITS.sectionsMax * FORM_LIMITS.fieldsMax} answers.`,
  notFound: 'Report not found',
  created: 'Report successfully created',
  saved: 'Report successfully saved',
  published: 'Report successfully published',
  publishedAndSent: 'Report successfully published and sent',
  sent: 'Report successfully sent',
  /** reports_send_before_invoice_payment off: the PDF waits for the appointment's invoice to be paid. */
  heldUntilPaid: 'Report published. It will be emailed to the client once the invoice for its appointment is paid.',
  sendHeld: 'The report will be emailed to the client once the invoice for its appointment is paid.',
  archived: 'Report successfully archived',
  restored: 'Report successfully restored',
  archivedReadOnly: 'This report is archived; restore it to change it.',
  publishedReadOnly: 'This report is published and can no longer be changed.',
  notPublished: 'Publish the report before sending it.',
  templateRequired: 'The template field is required.',
  templateNotFound: 'The selected template could not be found.',
  templateArchived: 'The selected template is archived.',
  clientRequired: 'The client field is required.',
  clientNotFound: 'The selected client could not be found.',
  appointmentNotFound: 'The selected appointment could not be found.',
  appointmentClientMismatch: 'The selected client is not on the appointment.',
  reportDateInvalid: 'The report date is not a valid date.',
  referenceTooLong: `The reference id may not be greater than ${REPORT_LIMITS.referenceMax} characters.`,
  referenceTaken: 'The reference id has already been taken.',
  imageNotFound: (label: string) => `The ${label.toLowerCase()} must be an image from the files.`,
  sendNoEmail: 'The client has no email address; enter one to send the report to.',
  emailInvalid: 'The email must be a valid email address.',
  recipientsTooMany: `A report may be sent to at most ${REPORT_LIMITS.recipientsMax} addresses.`,
  messageTooLong: `The message may not be greater than ${REPORT_LIMITS.messageMax} characters.`,
  subjectTooLong: `The subject may not be greater than ${REPORT_LIMITS.subjectMax} characters.`,
} as const;

/** What the web keeps of a report being filled until the server has it (a lost connection loses nothing). */
/**
 * Who may email a report to an address that is neither one of the client's nor a staff member's: the
 * client-management permission (canEditClients: Office, Administrator and Owner by default), which Field
 * Staff lack — they fill and send reports, but a report of theirs never relays its text elsewhere.
 */
export const REPORT_OUTSIDE_RECIPIENT_PERMISSION: PermissionKey = 'canEditClients';

export const REPORT_DRAFT_STORAGE_PREFIX = 'fieldbook.report-draft.';
