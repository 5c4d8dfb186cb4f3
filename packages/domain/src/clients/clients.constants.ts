export const EMAIL_TYPES = ['PRIMARY', 'BILLING', 'EXTRA'] as const;
export const PHONE_TYPES = ['DEFAULT', 'BUSINESS', 'MOBILE', 'DDI', 'FAX', 'EXTRA'] as const;
export const ADDRESS_TYPES = ['PRIMARY', 'BILLING', 'SERVICE', 'STRUCTURE', 'EXTRA'] as const;
export const COMMUNICATION_METHODS = ['EMAIL', 'SMS', 'EMAIL_AND_SMS'] as const;

export type EmailType = (typeof EMAIL_TYPES)[number];
export type PhoneType = (typeof PHONE_TYPES)[number];
export type AddressType = (typeof ADDRESS_TYPES)[number];
export type CommunicationMethod = (typeof COMMUNICATION_METHODS)[number];

export const CLIENT_LIMITS = {
  invoicingDueDateMax: 365,
  markupMax: 100,
  referenceMaxLength: 50,
  referResendTries: 3,
  searchPageSize: 25,
  searchDebounceMs: 900,
  cacheClients: 10,
} as const;

export const CLIENT_MESSAGES = {
  displayNameRequired: 'The display name field is required.',
  firstNameRequired: 'The first name field is required.',
  referenceRequired: 'The reference number field is required.',
  referenceTaken: 'The reference number has already been taken.',
  referenceTooLong: `The reference number may not be greater than ${50} characters.`,
  dueDateRange: 'The invoicing default due date must be between 0 and 365.',
  markupRange: 'The inventory markup percentage must be between 0 and 100.',
  labelRequired: 'The label field is required.',
  typeOnce: (kind: string, type: string) => `Only one ${type} ${kind} is allowed per client.`,
  phoneInvalid: 'This phone number is invalid',
  archivedReadOnly: 'This client is archived and cannot be edited.',
  notFound: 'Could not find this client',
  updated: 'Client successfully updated',
  created: 'Client successfully created',
  archived: 'Client archived',
  restored: 'Client restored',
  referNoEmail: 'This client has no email address to send the request to.',
  referLinked: 'This client has already linked their account.',
  referNoTries: 'This sign-up request cannot be sent again.',
  referSent: (remaining: number) =>
    `Sign-up request sent. ${remaining} ${remaining === 1 ? 'try remains' : 'tries remain'}.`,
} as const;
