import { PAYMENT_REMINDER_MESSAGE } from '@fieldbook/domain/company/company.schemas';
import { addDays, todayIn } from '@fieldbook/domain/dates/date-codec';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, expectFieldError, individual } from '../clients/clients-test-kit';
import { anHourLater, fillMessageCap, sentFootprint } from '../communications/message-test-kit';
import { call, createDocument, documentBody } from '../documents/documents-test-kit';
import { createInvoiceReminderWorker, INVOICE_REMINDER_QUEUE } from './invoice-reminders';

const ctx = useTestApp();
let owner: Session;
let companyId: number;
let clientId: number;
const today = todayIn('Australia/Melbourne');

const defaults = (reminders: unknown) =>
  as(ctx.t.app, owner, {
    method: 'PUT',
    url: '/v1/business/company/settings/defaults',
    payload: {
      gst_registered: true,
      default_gst: 'EXCLUSIVE',
      inventory_tax_type: 'EXCLUSIVE',
      rounding_method: 'HALF_EVEN',
      inventory_prefill_column: 'NAME',
      setup_prefill_inventory: false,
      invoices_default_payment_reminders: reminders,
    },
  });

/** The jobs queued for an invoice's reminders. */
const queued = async (invoiceId: number) =>
  (
    await ctx.db.query(`select data from pgboss.job where name = $1 and (data->>'invoiceId')::bigint = $2`, [
      INVOICE_REMINDER_QUEUE,
      invoiceId,
    ])
  ).rows.map((row) => row.data);

const reminders = async (invoiceId: number) =>
  (
    await ctx.db.query(`select subject, kind from communications where document_id = $1 and kind = 'REMINDER'`, [
      invoiceId,
    ])
  ).rows;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  clientId = (
    await createClient(
      ctx.t.app,
      owner,
      individual({ emails: [{ type: 'PRIMARY', email_address: 'late@example.com' }] }),
    )
  ).id;
});

describe('overdue payment reminders', () => {
  it('are days after the due date, 1 to 365, at most 5', async () => {
    expectFieldError(await defaults([0]), 'invoices_default_payment_reminders.0', PAYMENT_REMINDER_MESSAGE);
    expectFieldError(
      await defaults([1, 2, 3, 4, 5, 6]),
      'invoices_default_payment_reminders',
      'Add at most 5 payment reminders.',
    );
    expect((await defaults([3, 10])).statusCode).toBe(200);
  });

  it('are queued when an invoice is sent, and each goes to the client once, with the pay link', async () => {
    const invoice = await createDocument(
      ctx.t.app,
      owner,
      'invoice',
      documentBody('invoice', clientId, { invoice_date: today, due_date: addDays(today, 7) }),
    );
    expect(await queued(invoice.id)).toEqual([]);
    await call(ctx.t.app, owner, 'POST', '/v1/invoice/send', { id: invoice.id });
    const jobs = await queued(invoice.id);
    expect(jobs.map((job) => job.daysAfterDue).sort()).toEqual([10, 3]);

    const worker = createInvoiceReminderWorker({
      db: ctx.t.app.db,
      jobs: ctx.t.app.jobs,
      config: ctx.t.app.config,
      communications: ctx.t.app.communications,
      storage: ctx.t.app.storage,
    });
    const three = jobs.find((job) => job.daysAfterDue === 3);
    await worker(three);
    await worker(three);
    const sent = await reminders(invoice.id);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toMatch(new RegExp(`^Reminder: invoice ${invoice.invoice_number} from .+ is overdue$`));
    const { rows } = await ctx.db.query(
      `select text from email_outbox where company_id = $1 and subject like 'Reminder:%'`,
      [companyId],
    );
    expect(rows[0].text).toMatch(/View and pay it online: \S+\/connect\/pay\/invoice\/[\w-]{22,}/);

    // A reminder planned for a due date that has since moved does nothing; the paid invoice neither.
    await call(ctx.t.app, owner, 'PUT', '/v1/invoice', {
      ...documentBody('invoice', clientId, { invoice_date: today, due_date: addDays(today, 14), status: 'OPEN' }),
      id: invoice.id,
    });
    await worker(jobs.find((job) => job.daysAfterDue === 10));
    expect(await reminders(invoice.id)).toHaveLength(1);
    // The new due date has reminders of its own: three days after it, the client is reminded again, once.
    const moved = (await queued(invoice.id)).find(
      (job) => job.daysAfterDue === 3 && job.dueDate === addDays(today, 14),
    );
    expect(moved).toBeDefined();
    await worker(moved);
    await worker(moved);
    expect(await reminders(invoice.id)).toHaveLength(2);
  });

  it('are worded by the company’s template when it has its own', async () => {
    const saved = await as(ctx.t.app, owner, {
      method: 'PUT',
      url: '/v1/communication-templates',
      payload: {
        id: 'invoice_payment_reminder.EMAIL',
        subject: 'Still waiting on {{document.number}}',
        body: '{{client.first_name}}, {{document.amount_due}} was due {{document.due_date}}. Pay: {{link}}',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const due = addDays(today, 7);
    const invoice = await createDocument(
      ctx.t.app,
      owner,
      'invoice',
      documentBody('invoice', clientId, { invoice_date: today, due_date: due }),
    );
    await call(ctx.t.app, owner, 'POST', '/v1/invoice/send', { id: invoice.id });
    const worker = createInvoiceReminderWorker({
      db: ctx.t.app.db,
      jobs: ctx.t.app.jobs,
      config: ctx.t.app.config,
      communications: ctx.t.app.communications,
      storage: ctx.t.app.storage,
    });
    await worker((await queued(invoice.id)).find((job) => job.daysAfterDue === 3));
    const { rows } = await ctx.db.query(
      `select subject, text from email_outbox where company_id = $1 and subject = $2`,
      [companyId, `Still waiting on ${invoice.invoice_number}`],
    );
    const [y, m, d] = due.split('-');
    expect(rows[0].text).toMatch(
      new RegExp(`^Jane, \\$[\\d,]+\\.\\d\\d was due ${d}-${m}-${y}\\. Pay: \\S+/connect/pay/invoice/[\\w-]{22,}`),
    );
    await as(ctx.t.app, owner, {
      method: 'DELETE',
      url: '/v1/communication-templates',
      payload: { id: 'invoice_payment_reminder.EMAIL' },
    });
  });

  it('wait past the company’s hourly message cap, claiming nothing, and go an hour later', async () => {
    const invoice = await createDocument(
      ctx.t.app,
      owner,
      'invoice',
      documentBody('invoice', clientId, { invoice_date: today, due_date: addDays(today, 7) }),
    );
    await call(ctx.t.app, owner, 'POST', '/v1/invoice/send', { id: invoice.id });
    const worker = createInvoiceReminderWorker({
      db: ctx.t.app.db,
      jobs: ctx.t.app.jobs,
      config: ctx.t.app.config,
      communications: ctx.t.app.communications,
      storage: ctx.t.app.storage,
    });
    const three = (await queued(invoice.id)).filter((job) => job.daysAfterDue === 3);
    expect(three).toHaveLength(1);
    await fillMessageCap(ctx.db, companyId, ctx.t.app.config.MESSAGES_PER_HOUR);
    const before = await sentFootprint(ctx.db, companyId);
    await worker(three[0]);
    expect(await sentFootprint(ctx.db, companyId)).toEqual(before);
    // The same reminder queued again, to run later.
    const again = (await queued(invoice.id)).filter((job) => job.daysAfterDue === 3);
    expect(again).toEqual([three[0], three[0]]);
    await anHourLater(ctx.db, companyId);
    await worker(three[0]);
    expect(await reminders(invoice.id)).toHaveLength(1);
  });
});
