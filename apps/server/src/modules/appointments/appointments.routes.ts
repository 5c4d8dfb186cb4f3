import {
  appointmentAnswerSchema,
  appointmentClimateSchema,
  appointmentDefaultsSchema,
  appointmentFindSchema,
  appointmentNotifiedSchema,
  appointmentSearchResultSchema,
  appointmentStaffSchema,
  calendarSearchResultSchema,
  deletedAppointmentsSchema,
  staffAvailabilitySchema,
} from '@fieldbook/domain/appointments/appointments.payloads';
import {
  appointmentIdSchema,
  appointmentLockBodySchema,
  appointmentSearchBodySchema,
  appointmentStatusBodySchema,
  availabilityBodySchema,
  createAppointmentBodySchema,
  deleteAppointmentBodySchema,
  APPOINTMENT_MESSAGES as M,
  updateAppointmentBodySchema,
} from '@fieldbook/domain/appointments/appointments.schemas';
import { runsheetBodySchema } from '@fieldbook/domain/appointments/runsheets.schemas';
import { COMMUNICATION_MESSAGES, notifyBodySchema } from '@fieldbook/domain/communications/communications.schemas';
import { idempotencyHeadersSchema as headers } from '@fieldbook/domain/idempotency/idempotency.schemas';
import { z } from '@fieldbook/domain/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { freshList } from '../../http/fresh-lists';
import { replies } from '../../http/responses';
import { travelEstimateOf } from '../addresses/index';
import { keyedChange } from '../idempotency/index';
import { recordTimelineRoutes } from '../timeline/index';
import { appointmentEvents } from './appointment-events';
import { createAppointmentNotifyService } from './appointment-notify.service';
import type { OnlineBookingOf } from './appointment-online-booking';
import { createAppointmentStaffService } from './appointment-staff.service';
import { createAppointmentsService } from './appointments.service';
import { runsheetSearch } from './runsheets';

const PREFIX = '/appointments';
/** The appointment and, for a series, every one of it (the calendars show them all). */
const seriesIds = (appointment: { id: number; recurring_appointments?: { id: number }[] }) =>
  appointment.recurring_appointments?.length ? appointment.recurring_appointments.map((a) => a.id) : [appointment.id];
const defaultsQuerySchema = z.object({
  client_id: z.coerce.number().int().positive().optional(),
  quotation_id: z.coerce.number().int().positive().optional(),
});

/**
 * Appointments (appointments spec section 7): every call needs
 * canAccessCalendar; who may change which appointment is decided per record (section 6).
 */
export const appointmentsRoutes: FastifyPluginAsyncZod<{ onlineBookingOf: OnlineBookingOf }> = async (app, options) => {
  const appointments = createAppointmentsService({
    db: app.db,
    jobs: app.jobs,
    onlineBookingOf: options.onlineBookingOf,
  });
  const staff = createAppointmentStaffService({ db: app.db, travel: travelEstimateOf(app.config) });
  const notify = createAppointmentNotifyService({ db: app.db, communications: app.communications, appointments });
  const tags = ['appointments'];
  const calendar = requirePermission('canAccessCalendar');
  const { timeline } = app.recordTimeline;
  const events = appointmentEvents(app.realtime);
  app.realtime.guard('appointment', (auth, id) => appointments.assertAppointment(auth, id));

  app.get(
    `${PREFIX}/find`,
    {
      preValidation: calendar,
      schema: { tags, querystring: appointmentIdSchema, response: replies(appointmentFindSchema) },
    },
    async (request) => {
      const auth = authOf(request);
      // The timeline reads only the company's rows for this id, so it runs beside the appointment (one
      // round trip fewer); an unknown id still answers presentOne's 404 and the page is dropped.
      const subject = { companyId: auth.companyId, type: 'appointment', id: request.query.id };
      const [appointment, page] = await Promise.all([
        appointments.presentOne(auth, request.query.id),
        timeline.entries(auth, subject, { page: 1, collated: false }),
      ]);
      return ok({ appointment, timeline: page.timeline });
    },
  );

  // Ours: the weather loads apart from find, so a slow or unreachable provider never holds up the appointment.
  app.get(
    `${PREFIX}/climate`,
    {
      preValidation: calendar,
      schema: { tags, querystring: appointmentIdSchema, response: replies(appointmentClimateSchema) },
    },
    async (request) => {
      const appointment = await appointments.presentOne(authOf(request), request.query.id);
      const { latitude, longitude } = appointment.address ?? {};
      const climate =
        typeof latitude === 'number' && typeof longitude === 'number'
          ? await app.weather.daily({ latitude, longitude }, appointment.start_date.slice(0, 10), appointment.timezone)
          : null;
      return ok({ climate });
    },
  );

  app.get(
    `${PREFIX}/defaults/values`,
    {
      preValidation: calendar,
      schema: { tags, querystring: defaultsQuerySchema, response: replies(appointmentDefaultsSchema) },
    },
    async (request) => ok(await appointments.defaults(authOf(request), request.query)),
  );

  app.post(
    PREFIX,
    {
      preValidation: calendar,
      schema: { tags, body: createAppointmentBodySchema, response: replies(appointmentAnswerSchema) },
    },
    async (request) => {
      const appointment = await appointments.create(authOf(request), request.body);
      events.added(request, seriesIds(appointment));
      return ok({ appointment }, M.created);
    },
  );

  app.put(
    PREFIX,
    {
      preValidation: calendar,
      schema: { tags, headers, body: updateAppointmentBodySchema, response: replies(appointmentAnswerSchema) },
    },
    async (request) => {
      const keyed = keyedChange(request, `appointment:${request.body.id}`);
      const appointment = await appointments.update(authOf(request), request.body, keyed);
      events.updated(request, request.body.update_recurring === 'none' ? [appointment.id] : seriesIds(appointment));
      return ok({ appointment }, M.updated);
    },
  );

  app.put(
    `${PREFIX}/status`,
    {
      preValidation: calendar,
      schema: { tags, headers, body: appointmentStatusBodySchema, response: replies(appointmentAnswerSchema) },
    },
    async (request) => {
      const { id, status } = request.body;
      const appointment = await appointments.setStatus(
        authOf(request),
        id,
        status,
        keyedChange(request, `appointment:${id}`),
      );
      events.status(request, appointment.id, appointment.status);
      return ok({ appointment }, M.statusChanged);
    },
  );

  app.post(
    `${PREFIX}/unscheduled/mark`,
    {
      preValidation: calendar,
      schema: { tags, headers, body: appointmentIdSchema, response: replies(appointmentAnswerSchema) },
    },
    async (request) => {
      const { id } = request.body;
      const appointment = await appointments.markUnscheduled(
        authOf(request),
        id,
        keyedChange(request, `appointment:${id}`),
      );
      events.status(request, appointment.id, appointment.status);
      return ok({ appointment }, M.markedUnscheduled);
    },
  );

  app.put(
    `${PREFIX}/lock`,
    {
      preValidation: calendar,
      schema: { tags, body: appointmentLockBodySchema, response: replies(appointmentAnswerSchema) },
    },
    async (request) => {
      const appointment = await appointments.setLock(authOf(request), request.body.id, request.body.state);
      events.lock(request, appointment.id, appointment.is_locked);
      return ok({ appointment }, appointment.is_locked ? M.locked : M.unlocked);
    },
  );

  app.delete(
    PREFIX,
    {
      preValidation: calendar,
      schema: { tags, body: deleteAppointmentBodySchema, response: replies(deletedAppointmentsSchema) },
    },
    async (request) => {
      const removed = await appointments.remove(authOf(request), request.body.id, request.body.delete_action);
      events.removed(request, removed.deleted_ids);
      return ok(removed, M.deleted);
    },
  );

  app.delete(
    `${PREFIX}/upcoming`,
    {
      preValidation: calendar,
      schema: { tags, body: appointmentIdSchema, response: replies(deletedAppointmentsSchema) },
    },
    async (request) => {
      const removed = await appointments.removeUpcoming(authOf(request), request.body.id);
      events.removed(request, removed.deleted_ids);
      return ok(removed, M.upcomingDeleted);
    },
  );

  app.post(
    `${PREFIX}/notify`,
    { preValidation: calendar, schema: { tags, body: notifyBodySchema, response: replies(appointmentNotifiedSchema) } },
    async (request) => ok(await notify.notify(authOf(request), request.body), COMMUNICATION_MESSAGES.sent),
  );

  // Both read the calendar's tables; the search dialog's default sorts by distance from now, so its
  // answer may change by the minute.
  const searchFresh = freshList(
    [
      'appointments',
      'appointment_attendees',
      'appointment_clients',
      'appointment_reminders',
      'appointment_type_links',
      'appointment_types',
      'clients',
    ],
    (request) => ((request.body as { sortBy?: string }).sortBy === 'closest' ? Math.floor(Date.now() / 60_000) : null),
  );

  app.post(
    `${PREFIX}/search`,
    {
      preValidation: calendar,
      ...searchFresh,
      schema: { tags, body: appointmentSearchBodySchema, response: replies(appointmentSearchResultSchema) },
    },
    async (request) => ok(await appointments.search(authOf(request), request.body)),
  );

  // The same search, each appointment as the calendar holds it (calendarAppointmentSchema).
  app.post(
    `${PREFIX}/calendar`,
    {
      preValidation: calendar,
      ...searchFresh,
      schema: { tags, body: appointmentSearchBodySchema, response: replies(calendarSearchResultSchema) },
    },
    async (request) => ok(await appointments.calendar(authOf(request), request.body)),
  );

  // The printable per-staff sheets are their own permission on top of the calendar.
  app.post(
    `${PREFIX}/runsheets`,
    {
      preValidation: requirePermission('canAccessCalendar', 'canGenerateRunsheets'),
      schema: { tags, body: runsheetBodySchema, response: replies(appointmentSearchResultSchema) },
    },
    async (request) => ok(await appointments.search(authOf(request), runsheetSearch(request.body))),
  );

  app.get(
    `${PREFIX}/staff`,
    {
      preValidation: calendar,
      schema: {
        tags,
        querystring: z.object({ search: z.string().trim().max(100).default('') }),
        response: replies(appointmentStaffSchema),
      },
    },
    async (request) => ok({ users: await staff.staff(authOf(request), request.query.search) }),
  );

  app.post(
    `${PREFIX}/staff/availability`,
    {
      preValidation: calendar,
      schema: { tags, body: availabilityBodySchema, response: replies(staffAvailabilitySchema) },
    },
    async (request) => ok(await staff.availability(authOf(request), request.body)),
  );

  await app.register(recordTimelineRoutes, {
    prefix: PREFIX,
    subjectType: 'appointment',
    permission: 'canAccessCalendar',
    tags,
    assertSubject: appointments.assertAppointment,
    assertWritable: appointments.assertWritable,
  });
};
