import { addDays, dateIn, instantOf } from '@fieldbook/domain/dates/date-codec';
import { QUALIFICATION_MESSAGES } from '@fieldbook/domain/licences/licences.constants';
import type { Qualification } from '@fieldbook/domain/licences/qualification.rules';
import type { Executor } from '../../db/database';
import { requiredLicences, requiredLicencesByType } from '../appointment-types/index';
import { type CompanyRow, settingsOf } from '../company/index';
import { staffQualifications } from '../licences/index';
import { findUser } from '../users/index';
import { bookedWorkOf } from './appointment-licences.repository';

/**
 * Licence-aware assignment (issue 37): whether the staff on a job hold the licences its types
 * require, valid on the date the job ends where the company is.
 */
export async function jobQualifications(
  db: Executor,
  companyId: number,
  job: { types: readonly number[]; userIds: readonly number[]; endAt: Date; timezone: string },
): Promise<Map<number, Qualification>> {
  const required = await requiredLicences(db, companyId, job.types);
  return staffQualifications(db, companyId, required, job.userIds, dateIn(job.endAt, job.timezone));
}

const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

/**
 * The refusal of each unqualified staff member when the company refuses such assignments, for the
 * staff field: those newly put on the job, or all of them once its date or types change.
 */
export async function licenceRefusals(
  db: Executor,
  company: CompanyRow,
  job: { types: readonly number[]; attendees: readonly number[]; endAt: Date },
  stored?: () => Promise<{ types: readonly number[]; attendees: readonly number[]; endAt: Date }>,
): Promise<string[]> {
  if (settingsOf(company).licence_check !== 'REFUSE' || job.types.length === 0) return [];
  const before = stored && (await stored());
  const sameJob =
    before !== undefined &&
    before.endAt.getTime() === job.endAt.getTime() &&
    before.types.length === job.types.length &&
    job.types.every((id) => before.types.includes(id));
  const checked = sameJob ? job.attendees.filter((id) => !before.attendees.includes(id)) : job.attendees;
  if (checked.length === 0) return [];
  const qualifications = await jobQualifications(db, company.id, {
    types: job.types,
    userIds: checked,
    endAt: job.endAt,
    timezone: company.timezone,
  });
  const refusals: string[] = [];
  for (const [userId, qualification] of qualifications) {
    if (qualification.qualified || qualification.reason === null) continue;
    // The staff were checked to be the company's before this.
    const user = await findUser(db, company.id, userId);
    if (user) refusals.push(QUALIFICATION_MESSAGES.refused(nameOf(user), qualification.reason));
  }
  return refusals;
}

/**
 * The staff member's booked appointments a lapsing licence leaves them unqualified for: those ending
 * after its expiry day whose types require its type, with no other licence of the type valid then.
 */
export async function workAtRisk(
  db: Executor,
  licence: { companyId: number; userId: number; licenceTypeId: number; expiryDate: string },
  timezone: string,
) {
  const { companyId, userId, licenceTypeId } = licence;
  const booked = await bookedWorkOf(
    db,
    companyId,
    userId,
    instantOf(`${addDays(licence.expiryDate, 1)} 00:00:00`, timezone),
  );
  const required = await requiredLicencesByType(db, companyId, [...new Set(booked.flatMap((a) => a.typeIds))]);
  const affected: typeof booked = [];
  for (const appointment of booked) {
    const type = appointment.typeIds.flatMap((id) => required.get(id) ?? []).find((t) => t.id === licenceTypeId);
    if (!type) continue;
    const qualification = await staffQualifications(
      db,
      companyId,
      [type],
      [userId],
      dateIn(appointment.endAt, timezone),
    );
    if (!qualification.get(userId)?.qualified) affected.push(appointment);
  }
  return affected;
}
