import { BOOKING_MESSAGES as M } from '@fieldbook/domain/booking/booking.constants';
import { instantIn } from '@fieldbook/domain/dates/date-codec';
import { formatLongDateTime } from '@fieldbook/domain/format/en-au';
import type { Config } from '../../config';
import type { Executor } from '../../db/database';
import { connectLink } from '../../messaging/links';
import { renderCompanyTemplate } from '../communication-templates/index';
import type { CommunicationSender, Deliveries } from '../communications/index';
import type { CompanyRow } from '../company/index';
import { notifyUser } from '../notifications/index';
import { holderAndStaffManagers } from '../users/index';

export interface BookingNotice {
  company: CompanyRow;
  appointment: { id: number; title: string; startAt: Date; address: string };
  clientId: number;
  person: { name: string; email: string; mobile: string };
  pending: boolean;
  /** Web paths of the manage links (BOOKING_PATHS). */
  links: { reschedule: string; cancel: string };
}

/**
 * The visitor's confirmation (email and SMS from the company's booking_confirmation templates), sent
 * only to the email and mobile just entered — never to contacts a matched client record holds — and
 * queued in the booking's transaction.
 */
export async function queueConfirmation(
  tx: Executor,
  deps: { config: Config; communications: CommunicationSender },
  notice: BookingNotice,
  deliveries: Deliveries,
) {
  const { company, appointment } = notice;
  const values = {
    'client.name': notice.person.name,
    'client.first_name': notice.person.name.split(/\s+/)[0] ?? notice.person.name,
    'company.name': company.companyName,
    'appointment.title': appointment.title,
    'appointment.start': formatLongDateTime(instantIn(appointment.startAt, company.timezone)),
    'appointment.address': appointment.address,
    'appointment.description': '',
    'booking.state': notice.pending ? 'requested, waiting for approval' : 'confirmed',
    'booking.reschedule_link': connectLink(deps.config, notice.links.reschedule),
    'booking.cancel_link': connectLink(deps.config, notice.links.cancel),
  };
  for (const [via, to] of [
    ['EMAIL', notice.person.email],
    ['SMS', notice.person.mobile],
  ] as const) {
    const message = await renderCompanyTemplate(tx, company.id, 'booking_confirmation', via, values);
    // The booking's own confirmation is never refused by the hourly cap (that would undo the booking):
    // the booking routes' rate limits bound how many a visitor can set off.
    await deps.communications.queue(
      tx,
      {
        companyId: company.id,
        via,
        kind: 'MESSAGE',
        appointmentId: appointment.id,
        clientId: notice.clientId,
        userId: null,
        to,
        subject: message.subject,
        text: message.text,
        createdBy: null,
      },
      deliveries,
      { capped: false },
    );
  }
}

/** Tells the business: the staff member it was given, the owner and the staff managers. */
export async function notifyBusiness(
  tx: Executor,
  companyId: number,
  staffId: number,
  appointmentId: number,
  title: string,
  body: string,
) {
  for (const user of await holderAndStaffManagers(tx, companyId, staffId))
    await notifyUser(tx, {
      companyId,
      userId: user.id,
      title,
      body,
      about: { type: 'appointment', id: appointmentId },
    });
}

export const bookedNoticeTitle = (pending: boolean, client: string, service: string) =>
  pending ? M.noticeRequested(client, service) : M.noticeBooked(client, service);
