import {
  BOOKING_LIMITS,
  BOOKING_PATHS,
  handleFromName,
  BOOKING_MESSAGES as M,
} from '@fieldbook/domain/booking/booking.constants';
import type { BookingSettingsPayload, BookingSettingsValues } from '@fieldbook/domain/booking/booking-settings.schemas';
import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { AuthContext } from '../../http/auth';
import { invalid } from '../../http/http-error';
import { recordActivity } from '../activity/index';
import { listTypes } from '../appointment-types/index';
import { getCompany } from '../company/index';
import { activeCompanyUserIds } from '../users/index';
import * as repo from './booking.repository';

/** What a service starts as before the business sets it: not bookable, the type's time allocation. */
const serviceDefaults = (timeAllocation: number) => ({
  bookable: false,
  durationMinutes: Math.min(Math.max(timeAllocation, BOOKING_LIMITS.durationMin), BOOKING_LIMITS.durationMax),
  fromPriceCents: null,
  description: null,
  minNoticeHours: BOOKING_LIMITS.noticeHoursDefault,
  daysAhead: BOOKING_LIMITS.daysAheadDefault,
  bufferMinutes: 0,
  staffIds: [] as number[],
});

/** GET/PUT business/company/booking: the business's online booking settings (canModifyCompanyDetails). */
export function createBookingSettingsService(deps: { db: Database }) {
  const { db } = deps;

  async function present(dbx: Executor, companyId: number): Promise<BookingSettingsPayload> {
    const [company, settings, services, types, pending] = await Promise.all([
      getCompany(dbx, companyId),
      repo.findSettings(dbx, companyId),
      repo.listServices(dbx, companyId),
      listTypes(dbx, companyId, false),
      repo.countPending(dbx, companyId),
    ]);
    const handle = settings?.handle ?? handleFromName(company.companyName);
    const byType = new Map(services.map((service) => [service.appointmentTypeId, service]));
    return {
      enabled: settings?.enabled ?? false,
      handle,
      public_path: BOOKING_PATHS.page(handle),
      requires_approval: settings?.requiresApproval ?? false,
      pending_cap: settings?.pendingCap ?? BOOKING_LIMITS.pendingCapDefault,
      pending_count: pending,
      services: types.map((type) => {
        const service = byType.get(type.id) ?? serviceDefaults(type.timeAllocation);
        return {
          appointment_type_id: type.id,
          name: type.name,
          color: type.color,
          bookable: service.bookable,
          duration_minutes: service.durationMinutes,
          from_price_cents: service.fromPriceCents,
          description: service.description,
          min_notice_hours: service.minNoticeHours,
          days_ahead: service.daysAhead,
          buffer_minutes: service.bufferMinutes,
          staff_ids: service.staffIds,
        };
      }),
      updated_at: settings ? formatSqlDate(settings.updatedAt, company.timezone) : null,
    };
  }

  /** Every type and staff id must be this company's (a live type, an active staff member): else 422 per field. */
  async function check(tx: Executor, auth: AuthContext, body: BookingSettingsValues) {
    const errors: Record<string, string[]> = {};
    const types = new Set((await listTypes(tx, auth.companyId, false)).map((type) => type.id));
    const staff = new Set(
      await activeCompanyUserIds(tx, auth.companyId, [
        ...new Set(body.services.flatMap((service) => service.staff_ids)),
      ]),
    );
    body.services.forEach((service, index) => {
      if (!types.has(service.appointment_type_id))
        errors[`services.${index}.appointment_type_id`] = [M.serviceTypeInvalid];
      if (service.staff_ids.some((id) => !staff.has(id))) errors[`services.${index}.staff_ids`] = [M.staffInvalid];
    });
    if (await repo.handleTakenByOther(tx, auth.companyId, body.handle)) errors.handle = [M.handleTaken];
    if (Object.keys(errors).length > 0) throw invalid(errors);
  }

  return {
    get: (auth: AuthContext) => present(db, auth.companyId),

    async save(auth: AuthContext, body: BookingSettingsValues) {
      try {
        await db.transaction(async (tx) => {
          await check(tx, auth, body);
          await repo.saveSettings(tx, {
            companyId: auth.companyId,
            enabled: body.enabled,
            handle: body.handle,
            requiresApproval: body.requires_approval,
            pendingCap: body.pending_cap,
          });
          await repo.replaceServices(
            tx,
            auth.companyId,
            body.services.map((service) => ({
              appointmentTypeId: service.appointment_type_id,
              bookable: service.bookable,
              durationMinutes: service.duration_minutes,
              fromPriceCents: service.from_price_cents,
              description: service.description,
              minNoticeHours: service.min_notice_hours,
              daysAhead: service.days_ahead,
              bufferMinutes: service.buffer_minutes,
              staffIds: [...new Set(service.staff_ids)],
            })),
          );
          await recordActivity(tx, {
            companyId: auth.companyId,
            userId: auth.userId,
            action: 'booking_settings_updated',
            subjectType: 'company',
            subjectId: auth.companyId,
            description: `Online booking ${body.enabled ? 'on' : 'off'} at ${BOOKING_PATHS.page(body.handle)}`,
          });
        });
      } catch (error) {
        // Two businesses claiming the same handle at once: the unique index decides.
        if (isUniqueViolation(error)) throw invalid({ handle: [M.handleTaken] });
        throw error;
      }
      return present(db, auth.companyId);
    },
  };
}
