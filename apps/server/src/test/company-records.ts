import type { FastifyInstance, InjectOptions } from 'fastify';
import type pg from 'pg';
import { appointmentBody } from '../modules/appointments/appointments-test-kit';
import { individual } from '../modules/clients/clients-test-kit';
import { type ClientSession, registerClient, sendDocument } from '../modules/connect/connect-test-kit';
import { documentBody } from '../modules/documents/documents-test-kit';
import { assetParts, SAFE_SVG } from '../modules/drawing-assets/drawing-assets-test-kit';
import { drawingBody } from '../modules/drawings/drawings-test-kit';
import { filePart, multipart, PDF } from '../modules/files/files-test-kit';
import { formBody, templateBody } from '../modules/forms/forms-test-kit';
import { itemBody } from '../modules/inventory/inventory-test-kit';
import { licenceBody } from '../modules/licences/licences-test-kit';
import { staffBody } from '../modules/staff/staff-test-kit';
import { as, registerBusiness, type Session, whoIs } from './build-test-app';

/**
 * One record of every kind a route can name by id, made through the API for one company: the route
 * matrices aim each route at these (their own company's, or another's).
 */

/** The records that carry notes and attachments (the timeline plugin's subjects). */
export const SUBJECTS = ['client', 'appointment', 'user', 'licence', 'quotation', 'invoice'] as const;
export type Subject = (typeof SUBJECTS)[number];

export type RecordKind =
  | Subject
  | 'appointmentType'
  | 'licenceType'
  | 'item'
  | 'drawing'
  | 'drawingAsset'
  | 'form'
  | 'reportTemplate'
  | 'report'
  | 'file'
  | 'fileCategory'
  | 'clientGroup'
  | 'company'
  | 'card'
  | 'companyCard'
  | 'subscriptionInvoice'
  | 'payment'
  | 'communication'
  | 'calendarFeed'
  | 'accountingLog'
  | `${Subject}Note`
  | `${Subject}Attachment`;

export type RecordIds = Record<RecordKind, number>;

export interface CompanyRecords {
  owner: Session;
  /** The Client Connect account of the company's client, with a card of its own. */
  portal: ClientSession;
  companyId: number;
  ownerId: number;
  ids: RecordIds;
}

/** Sends a request as the owner and answers its payload; anything but 200 stops the set-up. */
async function made(app: FastifyInstance, owner: { token: string }, options: InjectOptions) {
  const response = await as(app, owner, options);
  if (response.statusCode !== 200) {
    throw new Error(`${options.method} ${options.url} → ${response.statusCode}: ${response.body}`);
  }
  return response.json().payload;
}

/** The base path of each subject's timeline, notes and attachments calls. */
export const SUBJECT_BASE: Record<Subject, string> = {
  client: '/v1/clients',
  appointment: '/v1/appointments',
  user: '/v1/business/company/users',
  licence: '/v1/business/company/licences',
  quotation: '/v1/quotation',
  invoice: '/v1/invoice',
};

/** Registers a subscribed business and gives it one record of every kind. */
export async function seedCompanyRecords(app: FastifyInstance, db: pg.Pool, name: string): Promise<CompanyRecords> {
  const owner = await registerBusiness(app, { company_name: name });
  const { companyId, userId: ownerId } = await whoIs(app, owner);
  // Subscribed, so trial limits never stand between a request and the check under test.
  await db.query('update companies set subscribed = true where id = $1', [companyId]);
  const post = (url: string, payload: object) =>
    made(app, owner, { method: 'POST', url, payload: payload as Record<string, unknown> });

  const clientRecord = await post(
    '/v1/clients',
    individual({
      emails: [{ type: 'PRIMARY', email_address: `c${companyId}@example.com` }],
      groups: [{ name: 'Harbour strata' }],
      // Invited to Client Connect (a refer code), so the client's account can link to it.
      send_email: true,
    }),
  );
  const client = Number(clientRecord.id);
  const clientGroup = Number(clientRecord.groups[0].id);
  const user = (await post('/v1/business/company/users', staffBody())).user.id;
  const licenceType = (await post('/v1/business/company/licences/types', { name: 'Gasfitter Type A' })).licence_type.id;
  const licence = (await post('/v1/business/company/licences', licenceBody(user, { licence_type_id: licenceType })))
    .licence.id;
  const calendarFeed = (await post('/v1/calendarFeeds', { kind: 'COMPANY' })).feed.id;
  const item = (await post('/v1/inventory', itemBody())).item.id;
  const form = (await post('/v1/forms', formBody())).form.id;
  const reportTemplate = (await post('/v1/reportTemplates', templateBody(form))).template.id;
  const appointmentType = (await post('/v1/appointments/types/save', { name: 'Service call', time_allocation: 60 }))
    .default.id;
  const appointment = (
    await post(
      '/v1/appointments',
      appointmentBody({ clients: [client], attendees: [ownerId], types: [appointmentType] }),
    )
  ).appointment.id;
  const quotation = (await post('/v1/quotation', documentBody('quotation', client))).quotation.id;
  const invoice = (await post('/v1/invoice', documentBody('invoice', client, { status: 'OPEN' }))).invoice.id;
  const payment = (
    await post('/v1/payments', {
      invoice_id: invoice,
      amount: 10,
      payment_date: '2026-11-20',
      method: 'BANK_TRANSFER',
      idempotency_key: `matrix-${companyId}-payment`,
    })
  ).payment.id;
  const report = (
    await post('/v1/reports', { template_id: reportTemplate, appointment_id: appointment, answers: { make: 'Rinnai' } })
  ).report.id;
  const drawing = (await post('/v1/drawings', drawingBody({ client_id: client, appointment_id: appointment }))).drawing
    .id;
  const assetUpload = multipart(assetParts({ name: 'meter.svg', data: SAFE_SVG }));
  const drawingAsset = (
    await made(app, owner, {
      method: 'POST',
      url: '/v1/drawings/assets',
      payload: assetUpload.payload,
      headers: assetUpload.headers,
    })
  ).asset.id;
  const fileCategory = (await post('/v1/files/categories', { name: 'Plans' })).category.id;
  const upload = multipart([filePart('plan.pdf', PDF)]);
  const file = (
    await made(app, owner, {
      method: 'POST',
      url: '/v1/files/upload',
      payload: upload.payload,
      headers: upload.headers,
    })
  ).files[0].id;
  await post('/v1/appointments/notify', {
    id: appointment,
    message_type: 'CUSTOM',
    reminders: [{ key: 'clients', client_id: client, type: 'EMAIL', value: `c${companyId}@example.com` }],
    custom_email: 'Your service call is booked.',
  });
  const { rows } = await db.query<{ id: string }>('select id from communications where company_id = $1 limit 1', [
    companyId,
  ]);
  const communication = Number(rows[0]?.id);

  // The client's Client Connect account sees the documents once they are sent.
  const { rows: invited } = await db.query<{ refer_code: string }>('select refer_code from clients where id = $1', [
    client,
  ]);
  const portal = await registerClient(app, { email: `c${companyId}@example.com` });
  await made(app, portal, {
    method: 'POST',
    url: '/v1/clientConnect/refer',
    payload: { code: invited[0]?.refer_code },
  });
  await sendDocument(app, db, owner, 'quotation', quotation);
  await sendDocument(app, db, owner, 'invoice', invoice);
  const { rows: cards } = await db.query<{ id: string }>(
    `insert into portal_cards (portal_user_id, provider, provider_ref, brand, last4, exp_month, exp_year)
     select id, 'sandbox', 'card-' || id, 'Visa', '4242', 12, 2035 from portal_users where email = $1 returning id`,
    [portal.email],
  );
  const card = Number(cards[0]?.id);
  // A subscription card and a past invoice of the company (modules/billing).
  const { rows: companyCards } = await db.query<{ id: string }>(
    `insert into company_cards (company_id, provider, provider_ref, holder_name, brand, last4, exp_month, exp_year)
     values ($1, 'sandbox', $2, 'Card Holder', 'Visa', '4242', 12, 2035) returning id`,
    [companyId, `sbx_card_Visa_4242_12_2035_0_${companyId}`],
  );
  const { rows: subscriptionInvoices } = await db.query<{ id: string }>(
    `insert into subscription_invoices (company_id, number, status, plan_id, interval, period_start, period_end, issued_on, total_cents, gst_cents)
     select $1::bigint, 'FB-T' || $1::text, 'PAID', id, 'MONTH', '2026-10-01', '2026-11-01', '2026-10-01', monthly_price_cents, 0
     from plans order by sort limit 1 returning id`,
    [companyId],
  );
  // An accounting sync error about the client, unresolved (modules/accounting); written directly, as
  // linking a provider would queue sync jobs that change the database while the matrices watch it.
  const { rows: accountingLogs } = await db.query<{ id: string }>(
    `insert into accounting_logs (company_id, provider, record_type, record_id, action, status, error_title, resolvable)
     values ($1, 'sandbox', 'client', $2, 'push', 'error', 'Rejected', true) returning id`,
    [companyId, client],
  );

  const subjects: Record<Subject, number> = { client, appointment, user, licence, quotation, invoice };
  const notes = {} as Record<`${Subject}Note`, number>;
  const attachments = {} as Record<`${Subject}Attachment`, number>;
  for (const subject of SUBJECTS) {
    const base = SUBJECT_BASE[subject];
    notes[`${subject}Note`] = (await post(`${base}/notes`, { id: subjects[subject], value: '<p>Kept</p>' })).id;
    await post(`${base}/attachments/save`, { id: subjects[subject], files: [file] });
    attachments[`${subject}Attachment`] = file;
  }
  return {
    owner,
    portal,
    companyId,
    ownerId,
    ids: {
      ...subjects,
      appointmentType,
      licenceType,
      item,
      drawing,
      drawingAsset,
      form,
      reportTemplate,
      report,
      file,
      fileCategory,
      clientGroup,
      company: companyId,
      card,
      companyCard: Number(companyCards[0]?.id),
      subscriptionInvoice: Number(subscriptionInvoices[0]?.id),
      payment,
      communication,
      calendarFeed,
      accountingLog: Number(accountingLogs[0]?.id),
      ...notes,
      ...attachments,
    },
  };
}
