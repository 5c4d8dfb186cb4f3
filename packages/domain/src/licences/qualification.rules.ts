import { formatDayDate } from '../format/en-au';
import { QUALIFICATION_MESSAGES } from './licences.constants';

/**
 * Whether a staff member holds every licence type a job requires, valid on the job's date (issue 37).
 * Pure: the server's refuse check, the appointment form, the calendar, the availability suggestions
 * and online booking all ask this one rule.
 */

/** A licence type a job requires, with the name the reason shows. */
export interface RequiredLicenceType {
  id: number;
  name: string;
}

/** What the rule reads of a staff member's licence. */
export interface HeldLicence {
  licence_type_id: number | null;
  /** yyyy-MM-dd, or null when it does not expire. */
  expiry_date: string | null;
  archived: boolean;
}

/** A required licence type the staff member lacks on the date: none held, or only ones expiring before it. */
export type LicenceShortfall =
  | { licence_type_id: number; name: string; kind: 'MISSING' }
  | { licence_type_id: number; name: string; kind: 'EXPIRES'; expiry_date: string };

export interface Qualification {
  qualified: boolean;
  shortfalls: LicenceShortfall[];
  /** The shortfalls in words ("Has no Gasfitter Type A licence"), null when qualified. */
  reason: string | null;
}

/** A licence is valid on a date (yyyy-MM-dd) when not archived and it does not expire before that date. */
export const isLicenceValidOn = (licence: HeldLicence, onDate: string): boolean =>
  !licence.archived && (licence.expiry_date === null || licence.expiry_date >= onDate);

function shortfallOf(type: RequiredLicenceType, licences: readonly HeldLicence[], onDate: string) {
  const held = licences.filter((licence) => licence.licence_type_id === type.id && !licence.archived);
  if (held.some((licence) => isLicenceValidOn(licence, onDate))) return null;
  // Every one held expires before the date: name the latest expiry, the one a renewal would extend.
  const latest = held.reduce<string | null>(
    (last, licence) => (licence.expiry_date && (!last || licence.expiry_date > last) ? licence.expiry_date : last),
    null,
  );
  const shortfall: LicenceShortfall = latest
    ? { licence_type_id: type.id, name: type.name, kind: 'EXPIRES', expiry_date: latest }
    : { licence_type_id: type.id, name: type.name, kind: 'MISSING' };
  return shortfall;
}

export const shortfallReason = (shortfall: LicenceShortfall): string =>
  shortfall.kind === 'MISSING'
    ? QUALIFICATION_MESSAGES.missing(shortfall.name)
    : QUALIFICATION_MESSAGES.expiresBefore(shortfall.name, formatDayDate(shortfall.expiry_date));

/**
 * Qualified, or why not, for a job on onDate (yyyy-MM-dd in the company's time zone: the date the job
 * ends, so a licence lapsing mid-job counts). Required types are checked in the order given.
 */
export function staffQualification(
  required: readonly RequiredLicenceType[],
  licences: readonly HeldLicence[],
  onDate: string,
): Qualification {
  const shortfalls = required
    .map((type) => shortfallOf(type, licences, onDate))
    .filter((shortfall): shortfall is LicenceShortfall => shortfall !== null);
  return {
    qualified: shortfalls.length === 0,
    shortfalls,
    reason: shortfalls.length === 0 ? null : shortfalls.map(shortfallReason).join('; '),
  };
}
