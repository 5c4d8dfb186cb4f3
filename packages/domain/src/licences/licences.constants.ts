/** Licence number limit (spec section 9). */
export const LICENCE_NUMBER_MAX = 50;
export const LICENCE_DESCRIPTOR_MAX = 100;

/** Days before expiry that the first notice goes out; the second goes on the day (issue 5). */
export const LICENCE_EXPIRY_NOTICE_DAYS = 30;

/** Where a licence was issued: Australian states and territories and New Zealand (state_id). */
export const LICENCE_STATES = [
  { id: 1, code: 'ACT', name: 'Australian Capital Territory', country: 'Australia' },
  { id: 2, code: 'NSW', name: 'New South Wales', country: 'Australia' },
  { id: 3, code: 'NT', name: 'Northern Territory', country: 'Australia' },
  { id: 4, code: 'QLD', name: 'Queensland', country: 'Australia' },
  { id: 5, code: 'SA', name: 'South Australia', country: 'Australia' },
  { id: 6, code: 'TAS', name: 'Tasmania', country: 'Australia' },
  { id: 7, code: 'VIC', name: 'Victoria', country: 'Australia' },
  { id: 8, code: 'WA', name: 'Western Australia', country: 'Australia' },
  { id: 9, code: 'NZ', name: 'New Zealand', country: 'New Zealand' },
] as const;
export type LicenceState = (typeof LICENCE_STATES)[number];

export function licenceState(id: number): LicenceState | undefined {
  return LICENCE_STATES.find((state) => state.id === id);
}

export const LICENCE_MESSAGES = {
  notFound: 'Licence not found',
  saved: 'Licence successfully saved',
  created: 'Licence successfully created',
  archived: 'Licence successfully archived',
  restored: 'Licence successfully restored',
  userRequired: 'The staff member field is required.',
  userNotFound: 'The selected staff member could not be found.',
  userDeactivated: 'The selected staff member is deactivated; their licences are read-only.',
  stateRequired: 'The state field is required.',
  stateInvalid: 'The selected state is invalid.',
  numberRequired: 'The licence number field is required.',
  numberTooLong: `The licence number may not be greater than ${LICENCE_NUMBER_MAX} characters.`,
  descriptorTooLong: `The descriptor may not be greater than ${LICENCE_DESCRIPTOR_MAX} characters.`,
  expiryInvalid: 'The expiry date is not a valid date.',
  imageNotFound: 'The selected document could not be found.',
  archivedReadOnly: 'This licence is archived and cannot be edited.',
  cancelQuestion: 'Are you sure you want to back? This licence will not be saved and any changes will be lost.',
} as const;

/** A licence type's name limit (the company's catalogue, e.g. "Gasfitter Type A"). */
export const LICENCE_TYPE_NAME_MAX = 100;

export const LICENCE_TYPE_MESSAGES = {
  notFound: 'Licence type not found',
  created: 'Licence type successfully created',
  saved: 'Licence type successfully saved',
  archived: 'Licence type successfully archived',
  restored: 'Licence type successfully restored',
  nameRequired: 'The name field is required.',
  nameTooLong: `The name may not be greater than ${LICENCE_TYPE_NAME_MAX} characters.`,
  nameTaken: 'A licence type with this name already exists.',
  typeInvalid: 'The selected licence type is invalid.',
  typesInvalid: 'The selected licences are invalid.',
} as const;

/** What assigning staff without a required licence does (company setting licence_check). */
export const LICENCE_CHECK_MODES = ['WARN', 'REFUSE'] as const;
export type LicenceCheckMode = (typeof LICENCE_CHECK_MODES)[number];
export const DEFAULT_LICENCE_CHECK: LicenceCheckMode = 'WARN';

/** Why a staff member may not do a job that requires licence types (the qualification rule's reasons). */
export const QUALIFICATION_MESSAGES = {
  missing: (licenceType: string) => `Has no ${licenceType} licence`,
  expiresBefore: (licenceType: string, expiry: string) =>
    `${licenceType} licence expires ${expiry}, before this appointment`,
  /** A warned assignment (licence check WARN): the staff member and the reason. */
  warned: (staffName: string, reason: string) => `${staffName}: ${reason}`,
  /** A refused assignment (licence check REFUSE): the staff member and the reason. */
  refused: (staffName: string, reason: string) => `${staffName} cannot be assigned: ${reason}.`,
} as const;

/** The managers' notice when a licence lapses before work its holder is booked for (once per expiry). */
export const LICENCE_WORK_MESSAGES = {
  title: (holder: string, licenceType: string, expiry: string) =>
    `${holder}'s ${licenceType} licence expires ${expiry}, before booked work`,
  body: (appointments: string[]) =>
    `Appointments affected: ${appointments.join('; ')}. Renew the licence or assign someone qualified.`,
} as const;
