import { coordinatesOf } from '@fieldbook/domain/addresses/travel.rules';
import type {
  AppointmentStaff,
  AvailabilityStatus,
  StaffAvailability,
} from '@fieldbook/domain/appointments/appointments.payloads';
import type { AvailabilityBody } from '@fieldbook/domain/appointments/appointments.schemas';
import { instantOf } from '@fieldbook/domain/dates/date-codec';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import type { TravelEstimate } from '../addresses/index';
import { signedInCompany } from '../company/index';
import { activeUsersMatching, companyUserIds } from '../users/index';
import {
  NEAR_SUGGESTION_MS,
  SUGGESTION_COUNT,
  suggestionWindow,
  suggestSpans,
  withinBusinessHours,
} from './appointment-availability';
import { jobQualifications } from './appointment-licences';
import { weighTravel } from './appointment-travel';
import { sqlDateIn, viewerOf } from './appointments.presenter';
import { type BusyAppointment, busyAppointments } from './busy-time.repository';

/** Spans looked for when travel may rule some out: this many for each suggestion shown. */
const TRAVEL_CANDIDATES_PER_SUGGESTION = 3;

/** Who may be put on an appointment, and who is free when (appointments spec sections 5 and 7). */
export function createAppointmentStaffService(deps: { db: Database; travel: TravelEstimate }) {
  const { db, travel } = deps;
  return {
    /**
     * GET staff: the staff an appointment may be given, by name or email (case-insensitive); only
     * oneself without canEditAppointments (spec section 5).
     */
    async staff(auth: AuthContext, search: string): Promise<AppointmentStaff[]> {
      const only = viewerOf(auth).canEditAll ? undefined : auth.userId;
      const rows = await activeUsersMatching(db, auth.companyId, search, only);
      return rows.map((u) => ({
        id: u.id,
        name: `${u.firstName} ${u.lastName}`.trim(),
        initials: `${u.firstName.charAt(0)}${u.lastName.charAt(0)}`.toUpperCase(),
        email: u.email,
        color: u.color,
      }));
    },

    /**
     * POST staff/availability: per staff member AVAILABLE / BUSY / OUTSIDE_HOURS and whether they hold
     * the licences the job's types require (qualified first), and the nearest free spans weighed by travel.
     */
    async availability(auth: AuthContext, body: AvailabilityBody): Promise<StaffAvailability> {
      const span = { start: instantOf(body.start_date, body.timezone), end: instantOf(body.end_date, body.timezone) };
      const busyWithin = async (searched: { start: Date; end: Date }): Promise<BusyAppointment[]> =>
        body.user_ids.length
          ? busyAppointments(db, auth.companyId, body.user_ids, searched, { except: body.except, titled: span })
          : [];
      const near = body.suggestions ? suggestionWindow(span, NEAR_SUGGESTION_MS) : span;
      const destination = coordinatesOf(body.destination);
      const count = destination ? SUGGESTION_COUNT * TRAVEL_CANDIDATES_PER_SUGGESTION : SUGGESTION_COUNT;
      // Other companies' staff are simply not found (nor their appointments, which are not this
      // company's): their ids answer as unknown. So the three reads need not wait for each other.
      const [company, ids, nearBusy] = await Promise.all([
        signedInCompany(db, auth),
        companyUserIds(db, auth.companyId, body.user_ids),
        busyWithin(near),
      ]);
      const suggest = (busy: BusyAppointment[], searched: { start: Date; end: Date }) =>
        suggestSpans(span, ids, busy, company.businessHours, company.timezone, new Date(), searched, count);
      let busy = nearBusy;
      let suggested = body.suggestions ? suggest(busy, near) : [];
      if (suggested === null) {
        const whole = suggestionWindow(span);
        busy = await busyWithin(whole);
        suggested = suggest(busy, whole) ?? [];
      }
      const [qualifications, weighed] = await Promise.all([
        jobQualifications(db, auth.companyId, {
          types: body.types,
          userIds: ids,
          endAt: span.end,
          timezone: company.timezone,
        }),
        weighTravel(
          db,
          auth.companyId,
          { candidates: suggested, busy, userIds: ids, timezone: company.timezone },
          destination,
          travel,
          SUGGESTION_COUNT,
        ),
      ]);
      const inHours = withinBusinessHours(span.start, span.end, company.businessHours, company.timezone);
      const results = ids.map((userId) => {
        const conflicts = busy.filter((b) => b.userId === userId && b.startAt < span.end && b.endAt > span.start);
        const status: AvailabilityStatus = conflicts.length > 0 ? 'BUSY' : inHours ? 'AVAILABLE' : 'OUTSIDE_HOURS';
        const qualification = qualifications.get(userId);
        return {
          user_id: userId,
          status,
          conflicts: conflicts.map((c) => ({
            id: c.id,
            // Every conflict overlaps the span asked about, so its title was read.
            title: c.title ?? '',
            start_date: sqlDateIn(c.startAt, body.timezone),
            end_date: sqlDateIn(c.endAt, body.timezone),
          })),
          qualified: qualification?.qualified ?? true,
          reason: qualification?.reason ?? null,
        };
      });
      // Qualified staff first, each group in the order asked (a stable sort).
      results.sort((a, b) => Number(b.qualified) - Number(a.qualified));
      const suggestions = weighed.map((s) => ({
        start_date: sqlDateIn(s.start, body.timezone),
        end_date: sqlDateIn(s.end, body.timezone),
        travel: s.travel,
      }));
      return { results, suggestions };
    },
  };
}
