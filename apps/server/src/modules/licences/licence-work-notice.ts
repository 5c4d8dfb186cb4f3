import { dateIn } from '@fieldbook/domain/dates/date-codec';
import { formatDayDate, formatDayDateTime } from '@fieldbook/domain/format/en-au';
import { LICENCE_WORK_MESSAGES } from '@fieldbook/domain/licences/licences.constants';
import type { Executor } from '../../db/database';
import { notifyUser } from '../notifications/index';
import { holderAndStaffManagers } from '../users/index';
import { licenceTypesNamed } from './licence-types.service';
import type { LicenceWithHolder } from './licences.repository';
import { lockLicence, markWorkNoticed } from './licences.repository';

/**
 * Booked work a lapsing licence leaves its holder unqualified for. The appointments module answers
 * it; the composition root (api-modules.ts) hands it to this module, which must not import appointments.
 */
export type WorkAtRisk = (
  db: Executor,
  licence: { companyId: number; userId: number; licenceTypeId: number; expiryDate: string },
  timezone: string,
) => Promise<{ referenceId: string; title: string; startAt: Date }[]>;

/**
 * Tells the staff managers (not the holder, who has the expiry notice) which booked appointments the
 * licence's expiry leaves without it: once per licence and expiry date, the licence row locked so two
 * notices running at once cannot both send it.
 */
export async function noticeWorkAtRisk(
  tx: Executor,
  workAtRisk: WorkAtRisk,
  found: LicenceWithHolder,
  timezone: string,
) {
  const licence = await lockLicence(tx, found.licence.companyId, found.licence.id);
  if (!licence?.expiryDate || licence.licenceTypeId === null || licence.workNoticeExpiry === licence.expiryDate) return;
  const { companyId, userId, licenceTypeId, expiryDate } = licence;
  const work = await workAtRisk(tx, { companyId, userId, licenceTypeId, expiryDate }, timezone);
  if (work.length === 0) return;
  const [type] = await licenceTypesNamed(tx, companyId, [licenceTypeId]);
  const holder = `${found.holder.firstName} ${found.holder.lastName}`.trim();
  const title = LICENCE_WORK_MESSAGES.title(holder, type?.name ?? '', formatDayDate(expiryDate));
  const body = LICENCE_WORK_MESSAGES.body(
    work.map((a) => `${a.referenceId} ${a.title} (${formatDayDateTime(a.startAt.toISOString(), timezone)})`),
  );
  for (const manager of await holderAndStaffManagers(tx, companyId, userId)) {
    if (manager.id === userId) continue;
    await notifyUser(tx, { companyId, userId: manager.id, title, body, about: { type: 'licence', id: licence.id } });
  }
  await markWorkNoticed(tx, licence, expiryDate);
}
