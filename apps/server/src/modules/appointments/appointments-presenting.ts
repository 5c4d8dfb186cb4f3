import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import type { Appointment } from '@fieldbook/domain/appointments/appointments.payloads';
import { APPOINTMENT_MESSAGES as M } from '@fieldbook/domain/appointments/appointments.schemas';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { notFound } from '../../http/http-error';
import { shapedList } from '../../http/response-serializer';
import { creatorNames as creatorNamesOf } from '../clients/index';
import * as detailsRepo from './appointment-details.repository';
import type { OnlineBookingOf } from './appointment-online-booking';
import * as seriesRepo from './appointment-series.repository';
import { presentAppointment, presentCalendarAppointment, sqlDateIn, viewerOf } from './appointments.presenter';
import * as repo from './appointments.repository';
import * as calendarRepo from './calendar.repository';

/** The appointments service's answers: lists (the calendar's among them), and one appointment with its series and its online booking. */
export function appointmentPresenting(db: Database, onlineBookingOf: OnlineBookingOf) {
  async function creatorNames(dbx: Database, companyId: number, rows: Pick<repo.AppointmentRow, 'createdBy'>[]) {
    const ids = [...new Set(rows.flatMap((row) => (row.createdBy === null ? [] : [row.createdBy])))];
    // The clients' prepared creator_names statement: the same names ("first last", trimmed).
    const found = await creatorNamesOf(dbx, companyId, ids);
    return new Map([...found].map(([id, creator]) => [id, creator.name]));
  }

  /** A list's appointments, their details and creators in one statement (detailsRepo.listDetailsAndCreators). */
  async function presentMany(auth: AuthContext, rows: repo.ListedAppointment[]) {
    const ids = rows.map((row) => row.id);
    const { details, creators } = await detailsRepo.listDetailsAndCreators(db, auth.companyId, ids);
    const viewer = viewerOf(auth);
    return rows.map((row) => presentAppointment(row, details, viewer, creators));
  }

  /** The calendar's page as the calendar holds it (calendarAppointmentSchema): its details in one statement. */
  async function presentCalendar(auth: AuthContext, rows: calendarRepo.CalendarRow[]) {
    const details = await calendarRepo.calendarDetails(
      db,
      auth.companyId,
      rows.map((row) => row.id),
    );
    const viewer = viewerOf(auth);
    return shapedList(rows.map((row) => presentCalendarAppointment(row, details.get(row.id), viewer)));
  }

  /** The answer's series (the Appointments Beforehand / Afterward lists) and booking (for its Approve). */
  function withSeriesAndBooking(
    appointment: Appointment,
    row: repo.AppointmentRow,
    series: Awaited<ReturnType<typeof seriesRepo.seriesOf>>,
    onlineBooking: Appointment['online_booking'],
  ): Appointment {
    // Object.assign, not a spread into a new literal: the presenter's literal keeps its fast shape.
    return Object.assign(appointment, {
      online_booking: onlineBooking,
      recurring_appointments: series.map((s) => ({
        id: s.id,
        start_date: sqlDateIn(s.startAt, row.timezone),
        status: s.status as AppointmentStatus,
      })),
    });
  }

  const seriesOf = (auth: AuthContext, row: repo.AppointmentRow) =>
    row.recurrenceId === null ? [] : seriesRepo.seriesOf(db, auth.companyId, row.recurrenceId);

  /**
   * One appointment from the row a write's own transaction saved: its details in one statement
   * (detailsRepo.listDetails), read at once with its creator, its series and its booking.
   */
  async function presentRow(auth: AuthContext, row: repo.AppointmentRow): Promise<Appointment> {
    const [details, creators, series, onlineBooking] = await Promise.all([
      detailsRepo.listDetails(db, auth.companyId, [row.id]),
      creatorNames(db, auth.companyId, [row]),
      seriesOf(auth, row),
      onlineBookingOf(db, auth.companyId, row.id),
    ]);
    return withSeriesAndBooking(presentAppointment(row, details, viewerOf(auth), creators), row, series, onlineBooking);
  }

  /**
   * One appointment by its id (find): the id is known, so its details, its creator's name and its booking
   * are read beside the row (one round trip, or two for a series, which waits for the row).
   */
  async function presentOne(auth: AuthContext, id: number): Promise<Appointment> {
    const [row, { details, creators }, onlineBooking] = await Promise.all([
      repo.findAppointment(db, auth.companyId, id),
      detailsRepo.listDetailsAndCreators(db, auth.companyId, [id]),
      onlineBookingOf(db, auth.companyId, id),
    ]);
    if (!row) throw notFound(M.notFound);
    const series = await seriesOf(auth, row);
    return withSeriesAndBooking(presentAppointment(row, details, viewerOf(auth), creators), row, series, onlineBooking);
  }

  /** A write's answer: the row its transaction saved, or (a repeated key, or none saved) the appointment as it stands. */
  const presentSaved = (auth: AuthContext, id: number, saved: repo.AppointmentRow | undefined) =>
    saved ? presentRow(auth, saved) : presentOne(auth, id);

  return { presentMany, presentCalendar, presentOne, presentSaved };
}
