import { DateTime } from 'luxon';
import type { Executor } from '../db/database';
import type { JobRunner } from '../jobs/job-runner';
import { insertLicence, rescheduleExpiryNotices, updateLicence } from '../modules/licences/index';

/** The demo staff's licences: one expires within 30 days (its notice goes out at once), one is archived. */
const DEMO_LICENCES = [
  { holder: 'priya', number: 'PL-40311', descriptor: 'Licensed plumber', stateId: 7, days: 400 },
  { holder: 'priya', number: 'GF-88120', descriptor: 'Gasfitter (Type A appliances)', stateId: 7, days: 21 },
  { holder: 'jack', number: 'WWC-1190455', descriptor: 'Working with Children Check', stateId: 7, days: 900 },
  { holder: 'mia', number: 'PL-51207', descriptor: 'Registered plumber', stateId: 7, days: 200 },
  { holder: 'mia', number: 'L-2231-NSW', descriptor: 'Plumber (NSW)', stateId: 2, days: -40, archived: true },
] as const;

export async function seedDemoLicences(
  tx: Executor,
  jobs: JobRunner,
  company: { id: number; timezone: string },
  ownerId: number,
  staffIds: Record<string, number>,
) {
  const today = DateTime.now().setZone(company.timezone).startOf('day');
  for (const demo of DEMO_LICENCES) {
    const userId = staffIds[demo.holder];
    if (userId === undefined) throw new Error(`No demo staff member ${demo.holder}`);
    let licence = await insertLicence(tx, company.id, ownerId, {
      userId,
      licenceNumber: demo.number,
      descriptor: demo.descriptor,
      stateId: demo.stateId,
      expiryDate: today.plus({ days: demo.days }).toISODate(),
      imageFileId: null,
    });
    if ('archived' in demo) licence = await updateLicence(tx, licence, { archivedAt: new Date() });
    const expiryJobIds = await rescheduleExpiryNotices(jobs, tx, licence, company.timezone);
    await updateLicence(tx, licence, { expiryJobIds });
  }
  return DEMO_LICENCES.length;
}
