import { BOOKING_MESSAGES as M } from '@fieldbook/domain/booking/booking.constants';
import type { PublicService } from '@fieldbook/domain/booking/booking-public.schemas';
import { freeSlots, type SlotService } from '@fieldbook/domain/booking/slots.rules';
import { addDays } from '@fieldbook/domain/dates/date-codec';
import { staffQualification } from '@fieldbook/domain/licences/qualification.rules';
import { type Database, type Executor, readTogether } from '../../db/database';
import { notFound } from '../../http/http-error';
import { listTypes, requiredLicencesByType } from '../appointment-types/index';
import { busyAppointments } from '../appointments/index';
import { type CompanyRow, getCompany } from '../company/index';
import { heldLicencesByUser } from '../licences/index';
import { activeCompanyUserIds } from '../users/index';
import * as repo from './booking.repository';

/** A bookable service as the public page lists it: its type, rules and the staff who may take it. */
export interface BookableService extends SlotService {
  typeId: number;
  name: string;
  description: string | null;
  fromPriceCents: number | null;
  /** Every active staff member the business chose for it (whose busy time a search reads), by id: the order a booking holds their days in. */
  staffIds: number[];
}

/** A bookable service as a slot search and a booking use it: also who may take it on a date. */
export interface OpenService extends BookableService {
  /** Of the staff, who may take it on a local date: the ones holding its required licences then. */
  qualifiedOn: (date: string) => number[];
}

export interface OpenBusiness {
  company: CompanyRow;
  settings: repo.BookingSettingsRow;
}

async function enabledSettings(db: Executor, handle: string) {
  const settings = await repo.findEnabledByHandle(db, handle);
  if (!settings) throw notFound(M.businessNotFound);
  return settings;
}

/** The business a handle names while it takes bookings, else 404 (unknown and disabled alike). */
export async function openBusiness(db: Executor, handle: string): Promise<OpenBusiness> {
  const settings = await enabledSettings(db, handle);
  return { company: await getCompany(db, settings.companyId), settings };
}

/** The open business and its bookable services, read together (the public page). */
export async function openCatalogue(
  db: Executor,
  handle: string,
): Promise<OpenBusiness & { services: BookableService[] }> {
  const settings = await enabledSettings(db, handle);
  const [company, services] = await readTogether(db, [
    () => getCompany(db, settings.companyId),
    () => bookableServices(db, settings.companyId),
  ] as const);
  return { company, settings, services };
}

/** The business's bookable services (live types only), each with its active staff. */
async function bookableServices(db: Executor, companyId: number): Promise<BookableService[]> {
  // At once on the pool, one after another in a transaction (its single connection).
  const [services, types] = await readTogether(db, [
    () => repo.listServices(db, companyId),
    () => listTypes(db, companyId, false),
  ] as const);
  const active = new Set(await activeCompanyUserIds(db, companyId, [...new Set(services.flatMap((s) => s.staffIds))]));
  const byType = new Map(services.map((service) => [service.appointmentTypeId, service]));
  return types.flatMap((type) => {
    const service = byType.get(type.id);
    const staffIds = service?.staffIds.filter((id) => active.has(id)).sort((a, b) => a - b) ?? [];
    if (!service?.bookable || staffIds.length === 0) return [];
    return [
      {
        typeId: type.id,
        name: type.name,
        description: service.description,
        fromPriceCents: service.fromPriceCents,
        durationMinutes: service.durationMinutes,
        bufferMinutes: service.bufferMinutes,
        minNoticeHours: service.minNoticeHours,
        daysAhead: service.daysAhead,
        staffIds,
      },
    ];
  });
}

/** The business's bookable services, each with who may take it when (its required licences). */
async function openServices(db: Executor, companyId: number): Promise<OpenService[]> {
  const services = await bookableServices(db, companyId);
  const required = await requiredLicencesByType(
    db,
    companyId,
    services.map((service) => service.typeId),
  );
  const anyRequired = [...required.values()].some((needs) => needs.length > 0);
  const held = anyRequired
    ? await heldLicencesByUser(db, companyId, [...new Set(services.flatMap((service) => service.staffIds))])
    : new Map();
  return services.map((service) => {
    const needs = required.get(service.typeId) ?? [];
    // Only staff holding the type's licences on the job's date are offered (licences' one rule).
    const qualifiedOn = (date: string) =>
      needs.length === 0
        ? service.staffIds
        : service.staffIds.filter((id) => staffQualification(needs, held.get(id) ?? [], date).qualified);
    return Object.assign({}, service, { qualifiedOn });
  });
}

/** One bookable service of this business, else 404 (another business's type, or not bookable). */
export async function openService(db: Executor, companyId: number, typeId: number): Promise<OpenService> {
  const service = (await openServices(db, companyId)).find((s) => s.typeId === typeId);
  if (!service) throw notFound(M.serviceNotFound);
  return service;
}

export const presentService = (service: BookableService): PublicService => ({
  id: service.typeId,
  name: service.name,
  description: service.description,
  duration_minutes: service.durationMinutes,
  from_price_cents: service.fromPriceCents,
  min_notice_hours: service.minNoticeHours,
  days_ahead: service.daysAhead,
});

/** Free start times of a service for `days` local days from `from`, from the staff's busy time. */
export async function searchSlots(
  db: Database,
  company: CompanyRow,
  service: OpenService,
  from: string,
  days: number,
  now = new Date(),
) {
  const buffer = service.bufferMinutes * 60_000;
  // A local day is at most 26 hours from its UTC midnight; a day either side covers every zone's offset.
  const span = {
    start: new Date(Date.parse(`${addDays(from, -1)}T00:00:00Z`) - buffer),
    end: new Date(Date.parse(`${addDays(from, days + 1)}T00:00:00Z`) + buffer),
  };
  const busy = await busyAppointments(db, company.id, service.staffIds, span);
  return freeSlots({
    from,
    days,
    timezone: company.timezone,
    hours: company.businessHours,
    service,
    staffOn: service.qualifiedOn,
    busy: busy.map((b) => ({ userId: b.userId, start: b.startAt.getTime(), end: b.endAt.getTime() })),
    now,
  });
}
