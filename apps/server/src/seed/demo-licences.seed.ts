import { DateTime } from 'luxon';
import type { Executor } from '../db/database';
import type { JobRunner } from '../jobs/job-runner';
import { insertLicence, insertLicenceType, rescheduleExpiryNotices, updateLicence } from '../modules/licences/index';

/** The demo company's licence types: gas work requires the first (demo-appointments.seed.ts). */
export const DEMO_LICENCE_TYPES = { gas: 'Gasfitter Type A', plumber: 'Licensed plumber' } as const;
type DemoLicenceType = keyof typeof DEMO_LICENCE_TYPES;

/**
 * The demo staff's licences: one expires within 30 days (its notice goes out at once), one is
 * archived. Priya's gas licence is the only one, so gas jobs after it lapses are work at risk.
 */
const DEMO_LICENCES: readonly {
  holder: string;
  number: string;
  descriptor: string;
  stateId: number;
  days: number;
  type?: DemoLicenceType;
  archived?: true;
}[] = [
  { holder: 'priya', number: 'PL-40311', descriptor: 'Licensed plumber', stateId: 7, days: 400, type: 'plumber' },
  {
    holder: 'priya',
    number: 'GF-88120',
    descriptor: 'Gasfitter (Type A appliances)',
    stateId: 7,
    days: 21,
    type: 'gas',
  },
  { holder: 'jack', number: 'WWC-1190455', descriptor: 'Working with Children Check', stateId: 7, days: 900 },
  { holder: 'mia', number: 'PL-51207', descriptor: 'Registered plumber', stateId: 7, days: 200, type: 'plumber' },
  { holder: 'mia', number: 'L-2231-NSW', descriptor: 'Plumber (NSW)', stateId: 2, days: -40, archived: true },
];

export async function seedDemoLicences(
  tx: Executor,
  jobs: JobRunner,
  company: { id: number; timezone: string },
  ownerId: number,
  staffIds: Record<string, number>,
) {
  const today = DateTime.now().setZone(company.timezone).startOf('day');
  const typeIds = {} as Record<DemoLicenceType, number>;
  for (const [key, name] of Object.entries(DEMO_LICENCE_TYPES) as [DemoLicenceType, string][]) {
    typeIds[key] = (await insertLicenceType(tx, company.id, name)).id;
  }
  for (const demo of DEMO_LICENCES) {
    const userId = staffIds[demo.holder];
    if (userId === undefined) throw new Error(`No demo staff member ${demo.holder}`);
    let licence = await insertLicence(tx, company.id, ownerId, {
      userId,
      licenceNumber: demo.number,
      descriptor: demo.descriptor,
      licenceTypeId: demo.type ? typeIds[demo.type] : null,
      stateId: demo.stateId,
      expiryDate: today.plus({ days: demo.days }).toISODate(),
      imageFileId: null,
    });
    if (demo.archived) licence = await updateLicence(tx, licence, { archivedAt: new Date() });
    const expiryJobIds = await rescheduleExpiryNotices(jobs, tx, licence, company.timezone);
    await updateLicence(tx, licence, { expiryJobIds });
  }
  return typeIds;
}
