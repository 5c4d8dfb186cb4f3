import { appointmentBody } from '../modules/appointments/appointments-test-kit';
import { individual } from '../modules/clients/clients-test-kit';
import { documentBody, type Kind, line } from '../modules/documents/documents-test-kit';
import { formBody } from '../modules/forms/forms-test-kit';
import { itemBody } from '../modules/inventory/inventory-test-kit';
import { licenceBody } from '../modules/licences/licences-test-kit';
import { staffBody } from '../modules/staff/staff-test-kit';
import { SUBJECT_BASE, type Subject } from './company-records';
import { type RequestParts, type RouteTarget, target } from './route-target';
import { FIELD_WORK_TARGETS } from './route-targets-field-work';

/**
 * How to aim each server route at a record (the table of http/route-matrices.test.ts). Every route the
 * server serves is in exactly one of: ROUTE_TARGETS (staff routes) or PORTAL_TARGETS (Client Connect
 * routes), naming each id it reads and a request valid in every other respect; or NO_ID_ROUTES, with
 * the reason it reads no record id. The matrices fail on a route in none of them.
 */

export type { RequestParts, RouteTarget } from './route-target';

/** The timeline, notes and attachments calls of one kind of record (modules/timeline). */
function subjectTargets(subject: Subject): Record<string, RouteTarget> {
  const base = SUBJECT_BASE[subject];
  const note = `${subject}Note` as const;
  const attachment = `${subject}Attachment` as const;
  return {
    [`GET ${base}/timeline`]: target({ id: subject }, (i) => ({ query: { id: i.id } })),
    [`POST ${base}/notes`]: target({ id: subject }, (i) => ({ body: { id: i.id, value: '<p>Sneaky</p>' } })),
    [`PUT ${base}/notes`]: target({ id: note }, (i) => ({ body: { id: i.id, value: '<p>Sneaky</p>' } })),
    [`DELETE ${base}/notes`]: target({ id: note }, (i) => ({ body: { id: i.id } })),
    [`POST ${base}/notes/pin`]: target({ id: note }, (i) => ({ body: { id: i.id, is_pinned: true } })),
    [`POST ${base}/attachments/save`]: target(
      { id: subject, file: 'file' },
      (i) => ({ body: { id: i.id, files: [i.file] } }),
      { file: 'field' },
    ),
    [`DELETE ${base}/attachments`]: target({ model_id: subject, id: attachment }, (i) => ({
      body: { model_id: i.model_id, id: i.id, key: 'attachments' },
    })),
    [`POST ${base}/attachments/pin`]: target({ model_id: subject, id: attachment }, (i) => ({
      body: { model_id: i.model_id, id: i.id, is_pinned: true },
    })),
  };
}

/** A quotation's or invoice's own calls (modules/documents). */
function documentTargets(kind: Kind): Record<string, RouteTarget> {
  const base = `/v1/${kind}`;
  const status = kind === 'quotation' ? 'ACCEPTED' : 'PAID';
  // The seeded invoice has a payment, so it stays open.
  const editStatus = kind === 'quotation' ? 'DRAFT' : 'OPEN';
  const lineOf = (item: number) => line({ item_id: item });
  return {
    [`GET ${base}`]: target({ id: kind }, (i) => ({ query: { id: i.id } })),
    [`GET ${base}/pdf`]: target({ id: kind }, (i) => ({ query: { id: i.id } })),
    // The appointment's client wins over client_id, so each is walked alone.
    [`GET ${base}/defaults/values`]: target(
      { client_id: 'client', appointment_id: 'appointment' },
      (i) => ({ query: { client_id: i.client_id, appointment_id: i.appointment_id } }),
      { client_id: 'field' },
      true,
    ),
    [`POST ${base}`]: target(
      { client_id: 'client', appointment_id: 'appointment', item: 'item' },
      (i) => ({
        body: documentBody(kind, i.client_id, { appointment_id: i.appointment_id, line_items: [lineOf(i.item)] }),
      }),
      { client_id: 'field', appointment_id: 'field', item: 'field' },
    ),
    [`PUT ${base}`]: target(
      { id: kind, client_id: 'client' },
      (i) => ({ body: documentBody(kind, i.client_id, { id: i.id, title: 'Sneaky', status: editStatus }) }),
      { client_id: 'field' },
    ),
    [`DELETE ${base}`]: target({ id: kind }, (i) => ({ body: { id: i.id } })),
    [`POST ${base}/status`]: target({ id: kind }, (i) => ({ body: { id: i.id, status } })),
    [`POST ${base}/send`]: target({ id: kind }, (i) => ({ body: { id: i.id, to: ['sneaky@example.com'] } })),
    [`POST ${base}/search`]: target(
      { client_id: 'client', appointment_id: 'appointment' },
      (i) => ({ body: { client_id: i.client_id, appointment_id: i.appointment_id } }),
      { client_id: 'lenient', appointment_id: 'lenient' },
    ),
    ...subjectTargets(kind),
  };
}

export const USERS = '/v1/business/company/users';
const LICENCES = '/v1/business/company/licences';

/** The appointment search's filters by id, the same for the search dialog's route and the calendar's. */
const appointmentSearch = target(
  { user: 'user', client: 'client', type: 'appointmentType', creator: 'user' },
  (i) => ({ body: { users: [i.user], clients: [i.client], appointment_types: [i.type], creator: i.creator } }),
  { user: 'lenient', client: 'lenient', type: 'lenient', creator: 'lenient' },
);

export const ROUTE_TARGETS: Record<string, RouteTarget> = {
  ...FIELD_WORK_TARGETS,
  // Clients
  'GET /v1/clients': target({ id: 'client' }, (i) => ({ query: { id: i.id } })),
  'PUT /v1/clients': target({ id: 'client' }, (i) => ({ body: individual({ id: i.id, first_name: 'Sneaky' }) })),
  'DELETE /v1/clients': target({ id: 'client' }, (i) => ({ body: { id: i.id } })),
  'GET /v1/clients/addresses': target({ id: 'client' }, (i) => ({ query: { id: i.id } })),
  'GET /v1/clients/emails': target({ id: 'client' }, (i) => ({ query: { id: i.id } })),
  'GET /v1/clients/phones': target({ id: 'client' }, (i) => ({ query: { id: i.id } })),
  'GET /v1/clients/groups': target({ id: 'clientGroup' }, (i) => ({ query: { id: i.id } })),
  'POST /v1/clients/search': target({ parent_of_client: 'client' }, (i) => ({
    body: { parent_of_client: i.parent_of_client },
  })),
  'POST /v1/refer/email/resend': target({ client_id: 'client' }, (i) => ({ body: { client_id: i.client_id } })),
  ...subjectTargets('client'),

  // Calendar feeds
  'POST /v1/calendarFeeds': target({ user_id: 'user' }, (i) => ({ body: { kind: 'STAFF', user_id: i.user_id } }), {
    user_id: 'field',
  }),
  'GET /v1/accounting/log': target({ id: 'accountingLog' }, (i) => ({ query: { id: i.id } })),
  'POST /v1/accounting/logs/error/resolve': target({ id: 'accountingLog' }, (i) => ({ body: { id: i.id } })),
  'POST /v1/clients/provider/sync': target({ id: 'client' }, (i) => ({ body: { id: i.id } })),
  'GET /v1/accounting/status': target({ id: 'client' }, (i) => ({ query: { record_type: 'client', id: i.id } })),
  'DELETE /v1/calendarFeeds': target({ id: 'calendarFeed' }, (i) => ({ body: { id: i.id } })),
  'POST /v1/calendarFeeds/regenerate': target({ id: 'calendarFeed' }, (i) => ({ body: { id: i.id } })),

  // Staff and licences
  [`GET ${USERS}`]: target({ user_id: 'user' }, (i) => ({ query: { user_id: i.user_id } })),
  [`PUT ${USERS}`]: target(
    { user_id: 'user', image: 'file' },
    (i) => ({ body: { user_id: i.user_id, first_name: 'Sneaky', last_name: 'Staff', image: { id: i.image } } }),
    { image: 'field' },
  ),
  [`DELETE ${USERS}`]: target({ user_id: 'user' }, (i) => ({ body: { user_id: i.user_id } })),
  [`GET ${USERS}/logs`]: target({ user_id: 'user' }, (i) => ({ query: { user_id: i.user_id } })),
  ...subjectTargets('user'),
  [`GET ${LICENCES}`]: target({ licence_id: 'licence' }, (i) => ({ query: { licence_id: i.licence_id } })),
  [`POST ${LICENCES}`]: target(
    { user_id: 'user', image: 'file', licence_type_id: 'licenceType' },
    (i) => ({ body: licenceBody(i.user_id, { image_location: i.image, licence_type_id: i.licence_type_id }) }),
    { user_id: 'field', image: 'field', licence_type_id: 'field' },
  ),
  [`PUT ${LICENCES}`]: target(
    { licence_id: 'licence', user_id: 'user', licence_type_id: 'licenceType' },
    (i) => ({
      body: licenceBody(i.user_id, {
        licence_id: i.licence_id,
        licence_number: 'SNEAKY-1',
        licence_type_id: i.licence_type_id,
      }),
    }),
    { user_id: 'field', licence_type_id: 'field' },
  ),
  [`PUT ${LICENCES}/types`]: target({ licence_type_id: 'licenceType' }, (i) => ({
    body: { licence_type_id: i.licence_type_id, name: 'Sneaky type' },
  })),
  [`DELETE ${LICENCES}/types`]: target({ licence_type_id: 'licenceType' }, (i) => ({
    body: { licence_type_id: i.licence_type_id },
  })),
  [`DELETE ${LICENCES}`]: target({ licence_id: 'licence' }, (i) => ({ body: { licence_id: i.licence_id } })),
  [`GET ${LICENCES}/all`]: target({ user_id: 'user' }, (i) => ({ query: { user_id: i.user_id } }), {
    user_id: 'lenient',
  }),
  ...subjectTargets('licence'),

  // Files
  'GET /v1/files': target({ id: 'file' }, (i) => ({ query: { id: i.id } })),
  // Presents the files among those named that the user may see.
  'POST /v1/files': target({ id: 'file' }, (i) => ({ body: { ids: [i.id] } }), { id: 'lenient' }),
  'DELETE /v1/files': target({ id: 'file' }, (i) => ({ body: { id: i.id } })),
  'POST /v1/files/details': target(
    { id: 'file', category_id: 'fileCategory' },
    (i) => ({ body: { id: i.id, title: 'Sneaky', category_id: i.category_id } }),
    { category_id: 'field' },
  ),
  'POST /v1/files/toggleVisibility': target({ id: 'file' }, (i) => ({ body: { id: i.id } })),
  'GET /v1/files/download': target({ id: 'file' }, (i) => ({ query: { id: i.id } })),
  'GET /v1/files/search': target(
    { staff: 'user', category: 'fileCategory' },
    (i) => ({ query: { staff: [i.staff], category: i.category } }),
    { staff: 'lenient', category: 'lenient' },
  ),

  // Inventory and appointment types
  'GET /v1/inventory': target({ id: 'item' }, (i) => ({ query: { id: i.id } })),
  'POST /v1/inventory': target({ id: 'item' }, (i) => ({ body: itemBody({ id: i.id, name: 'Sneaky' }) })),
  'DELETE /v1/inventory': target({ id: 'item' }, (i) => ({ body: { id: i.id } })),

  'POST /v1/appointments/types/save': target(
    { id: 'appointmentType', item: 'item', licence: 'licenceType' },
    (i) => ({
      body: {
        id: i.id,
        name: 'Sneaky',
        time_allocation: 30,
        inventory: [line({ item_id: i.item })],
        required_licence_type_ids: [i.licence],
      },
    }),
    { item: 'field', licence: 'field' },
  ),
  'DELETE /v1/appointments/types': target({ id: 'appointmentType' }, (i) => ({ body: { id: i.id } })),

  // Appointments
  'GET /v1/appointments/find': target({ id: 'appointment' }, (i) => ({ query: { id: i.id } })),
  'GET /v1/appointments/climate': target({ id: 'appointment' }, (i) => ({ query: { id: i.id } })),
  // Echoes the client id as the new appointment's prefill (the create checks it); the quotation it is
  // booked from is read for its client and address, so another company's is refused on its field.
  'GET /v1/appointments/defaults/values': target(
    { client_id: 'client', quotation_id: 'quotation' },
    (i) => ({ query: { client_id: i.client_id, quotation_id: i.quotation_id } }),
    { client_id: 'lenient', quotation_id: 'field' },
  ),
  'POST /v1/appointments': target(
    { client: 'client', attendee: 'user', type: 'appointmentType', quotation_id: 'quotation' },
    (i) => ({
      body: appointmentBody({
        clients: [i.client],
        attendees: [i.attendee],
        types: [i.type],
        quotation_id: i.quotation_id,
      }),
    }),
    { client: 'field', attendee: 'field', type: 'field', quotation_id: 'field' },
  ),
  'POST /v1/business/company/booking/approve': target({ appointment_id: 'appointment' }, (i) => ({
    body: { appointment_id: i.appointment_id },
  })),
  'PUT /v1/appointments': target(
    { id: 'appointment', client: 'client', attendee: 'user', type: 'appointmentType' },
    (i) => ({
      body: appointmentBody({
        id: i.id,
        status: 'SCHEDULED',
        clients: [i.client],
        attendees: [i.attendee],
        types: [i.type],
      }),
    }),
    { client: 'field', attendee: 'field', type: 'field' },
  ),
  'DELETE /v1/appointments': target({ id: 'appointment' }, (i) => ({ body: { id: i.id } })),
  'PUT /v1/appointments/status': target({ id: 'appointment' }, (i) => ({ body: { id: i.id, status: 'COMPLETE' } })),
  'POST /v1/appointments/unscheduled/mark': target({ id: 'appointment' }, (i) => ({ body: { id: i.id } })),
  'PUT /v1/appointments/lock': target({ id: 'appointment' }, (i) => ({ body: { id: i.id, state: true } })),
  'DELETE /v1/appointments/upcoming': target({ id: 'appointment' }, (i) => ({ body: { id: i.id } })),
  'POST /v1/appointments/notify': target(
    { id: 'appointment', client_id: 'client' },
    (i) => ({
      body: {
        id: i.id,
        message_type: 'CUSTOM',
        reminders: [{ key: 'clients', client_id: i.client_id, type: 'EMAIL', value: 'sneaky@example.com' }],
        custom_email: 'Sneaky',
      },
    }),
    { client_id: 'field' },
  ),
  'POST /v1/appointments/search': appointmentSearch,
  'POST /v1/appointments/calendar': appointmentSearch,
  // Unknown staff are left out of the answer; an unknown appointment to leave out is none.
  'POST /v1/appointments/staff/availability': target(
    { user: 'user', except: 'appointment' },
    (i) => ({
      body: {
        user_ids: [i.user],
        start_date: '2026-12-01 00:00:00',
        end_date: '2026-12-02 00:00:00',
        except: i.except,
      },
    }),
    { user: 'lenient', except: 'lenient' },
  ),
  ...subjectTargets('appointment'),
  'GET /v1/communications/message/contents': target({ id: 'communication' }, (i) => ({ query: { id: i.id } })),

  // Quotations, invoices and payments
  ...documentTargets('quotation'),
  'POST /v1/quotation/convert': target({ id: 'quotation' }, (i) => ({ body: { id: i.id } })),
  ...documentTargets('invoice'),
  'POST /v1/payments': target(
    { invoice_id: 'invoice' },
    (i) => ({
      body: {
        invoice_id: i.invoice_id,
        amount: 1,
        payment_date: '2026-11-21',
        method: 'CASH',
        idempotency_key: `sneaky-${Math.random().toString(36).slice(2)}`,
      },
    }),
    { invoice_id: 'field' },
  ),
  'GET /v1/payments': target({ id: 'payment' }, (i) => ({ query: { id: i.id } })),
  'POST /v1/payments/search': target(
    { invoice_id: 'invoice', client_id: 'client' },
    (i) => ({ body: { invoice_id: i.invoice_id, client_id: i.client_id } }),
    { invoice_id: 'lenient', client_id: 'lenient' },
  ),
  'POST /v1/payments/void': target({ id: 'payment' }, (i) => ({ body: { id: i.id, reason: 'Sneaky' } })),
  // The subscription (modules/billing): the company's cards and invoices; a card is a field of the body.
  'POST /v1/subscription': target(
    { card_id: 'companyCard' },
    (i) => ({
      body: {
        plan_id: 1,
        interval: 'MONTH',
        card_id: i.card_id,
        idempotency_key: `sneaky-${Math.random().toString(36).slice(2)}`,
      },
    }),
    { card_id: 'field' },
  ),
  'POST /v1/cards/default': target({ card_id: 'companyCard' }, (i) => ({ body: { card_id: i.card_id } }), {
    card_id: 'field',
  }),
  'POST /v1/cards/delete': target({ card_id: 'companyCard' }, (i) => ({ body: { card_id: i.card_id } }), {
    card_id: 'field',
  }),
  // Its id is in the path (:id), filled by the matrices.
  'GET /v1/subscription/invoices/:id/pdf': target({ id: 'subscriptionInvoice' }, () => ({})),
};

/** A signature as the pad gives it (a 1×1 PNG). */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A document as a signed-in Client Connect account names it: its business, kind and id. */
const portalDocument = (type: Kind) =>
  target({ business_id: 'company', id: type }, (i) => ({ query: { business_id: i.business_id, type, id: i.id } }));
const portalDocumentBody = (type: Kind, rest: Record<string, unknown>) =>
  target({ business_id: 'company', id: type }, (i) => ({
    body: { business_id: i.business_id, type, id: i.id, ...rest },
  }));

/**
 * The Client Connect routes that name a business, a document or a card, sent by the account of
 * another company's client: the records of a business the account is not linked to, and another
 * account's card, answer as missing ones.
 */
export const PORTAL_TARGETS: Record<string, RouteTarget> = {
  'GET /v1/clientConnect/business': target({ id: 'company' }, (i) => ({ query: { id: i.id } })),
  'GET /v1/clientConnect/document': portalDocument('quotation'),
  'GET /v1/clientConnect/document/pdf': portalDocument('invoice'),
  'POST /v1/clientConnect/quotation/accept': portalDocumentBody('quotation', { name: 'Sneaky', signature: SIGNATURE }),
  'POST /v1/clientConnect/quotation/decline': portalDocumentBody('quotation', { reason: 'Sneaky' }),
  'POST /v1/clientConnect/invoice/pay': target(
    { business_id: 'company', id: 'invoice', card_id: 'card' },
    (i) => ({
      body: {
        business_id: i.business_id,
        type: 'invoice',
        id: i.id,
        card_id: i.card_id,
        idempotency_key: `sneaky-${Math.random().toString(36).slice(2)}`,
      },
    }),
    { card_id: 'field' },
  ),
  'POST /v1/clientConnect/cards/delete': target({ card_id: 'card' }, (i) => ({ body: { card_id: i.card_id } }), {
    card_id: 'field',
  }),
};

/**
 * Valid requests for the routes behind a permission that take no id and would write, so the
 * permission matrix shows a refused one wrote nothing (the others are sent with an empty body).
 */
export const NO_ID_REQUESTS: Record<string, () => RequestParts> = {
  'POST /v1/clients': () => ({ body: individual() }),
  [`POST ${USERS}`]: () => ({ body: staffBody() }),
  'POST /v1/files/categories': () => ({ body: { name: 'Refused' } }),
  'POST /v1/forms': () => ({ body: formBody() }),
  'POST /v1/business/company/licences/types': () => ({ body: { name: 'Refused type' } }),
  'POST /v1/drawings/assets/prefills': () => ({ body: { key: 'tap' } }),
  'POST /v1/appointments/runsheets': () => ({ body: { date: '2026-12-01' } }),
  'PUT /v1/business/company/booking': () => ({
    body: { enabled: false, handle: 'refused-handle', requires_approval: false, pending_cap: 5, services: [] },
  }),
  'PUT /v1/business/company': () => ({
    body: {
      company_name: 'Refused',
      timezone: 'Australia/Sydney',
      hide_timezone_options: false,
      calendar_start_of_week: 1,
      business_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: true, start: '08:00', end: '17:00' })),
    },
  }),
};
