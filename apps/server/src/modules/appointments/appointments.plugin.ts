import fp from 'fastify-plugin';
import type { OnlineBookingOf } from './appointment-online-booking';
import { createReminderWorker, REMINDER_QUEUE } from './appointment-reminders';
import { appointmentsRoutes } from './appointments.routes';
import { reminderUnsubscribeLinks } from './reminder-unsubscribe';

/** Appointments: their routes and the clients' reminders' queue. */
export const appointmentsModule = fp<{ onlineBookingOf: OnlineBookingOf }>(
  async (app, options) => {
    const { db, jobs, communications, config } = app;
    const unsubscribeLink = reminderUnsubscribeLinks(config).link;
    await jobs.workBatches(REMINDER_QUEUE, createReminderWorker({ db, jobs, communications, unsubscribeLink }));
    await app.register(appointmentsRoutes, { onlineBookingOf: options.onlineBookingOf });
  },
  { name: 'appointments-module', dependencies: ['jobs', 'messaging', 'realtime', 'weather'], encapsulate: true },
);
