import fp from 'fastify-plugin';
import { createInvoiceReminderWorker, INVOICE_REMINDER_QUEUE } from './invoice-reminders';
import { invoicesRoutes } from './invoices.routes';

/** Invoices: their routes and the payment reminders' queue. */
export const invoicesModule = fp(
  async (app) => {
    const { db, jobs, config, communications, storage } = app;
    await jobs.work(INVOICE_REMINDER_QUEUE, createInvoiceReminderWorker({ db, jobs, config, communications, storage }));
    await app.register(invoicesRoutes);
  },
  { name: 'invoices-module', dependencies: ['jobs', 'messaging', 'storage'], encapsulate: true },
);
