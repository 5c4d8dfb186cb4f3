import { randomUUID } from 'node:crypto';
import { PAYMENT_MESSAGES } from '@fieldbook/domain/documents/documents.constants';
import { IDEMPOTENCY_MESSAGES as M } from '@fieldbook/domain/idempotency/idempotency.schemas';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, type Session, useTestApp } from '../../test/build-test-app';
import { type CompanyRecords, seedCompanyRecords } from '../../test/company-records';
import { appointmentBody, editBody } from '../appointments/appointments-test-kit';
import { individual } from '../clients/clients-test-kit';
import { documentBody } from '../documents/documents-test-kit';
import { filePart, multipart, png } from '../files/files-test-kit';

/**
 * Issue 36: every route the offline outbox replays makes its change once per Idempotency-Key. Each
 * case names a fresh record to aim at, the request, and a count of the changes made to that record.
 */

const ctx = useTestApp();
let a: CompanyRecords;
let b: CompanyRecords;
let signatureId: number;

const newKey = () => `outbox-${randomUUID()}`;
/** A record to aim at: its id, the version a queued edit starts from, and as presented. */
type Target = { id: number; updatedAt?: string; record?: Record<string, unknown> };
type Payload = Record<string, unknown>;

interface Case {
  /** A fresh record of the company for the change to aim at. */
  target(c: CompanyRecords): Promise<Target>;
  request(c: CompanyRecords, target: Target): InjectOptions;
  /** The changes made to the target so far (rows or activity entries). */
  count(c: CompanyRecords, target: Target): Promise<number>;
  /** What a repeat must answer alike (signed links carry their time, so files compare by id). */
  same?(payload: Payload): unknown;
}

async function made(c: CompanyRecords, options: InjectOptions) {
  const response = await as(ctx.t.app, c.owner, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

const rows = async (sql: string, params: unknown[]) => Number((await ctx.db.query(sql, params)).rows[0]?.n);
const logged = (c: CompanyRecords, action: string, target: Target) =>
  rows('select count(*) as n from activity_logs where company_id = $1 and action = $2 and subject_id = $3', [
    c.companyId,
    action,
    target.id,
  ]);

const newAppointment = async (c: CompanyRecords): Promise<Target> => {
  const appointment = (
    await made(c, {
      method: 'POST',
      url: '/v1/appointments',
      payload: appointmentBody({ clients: [c.ids.client], attendees: [c.ownerId] }),
    })
  ).appointment;
  return { id: appointment.id, updatedAt: appointment.updated_at, record: appointment };
};
const newReport = async (c: CompanyRecords): Promise<Target> => {
  const appointment = await newAppointment(c);
  const report = (
    await made(c, {
      method: 'POST',
      url: '/v1/reports',
      payload: {
        template_id: c.ids.reportTemplate,
        appointment_id: appointment.id,
        answers: { make: 'Rinnai', result: 'Pass' },
      },
    })
  ).report;
  return { id: report.id, updatedAt: report.updated_at };
};
const noteCount = (type: string) => (c: CompanyRecords, t: Target) =>
  rows('select count(*) as n from notes where company_id = $1 and subject_type = $2 and subject_id = $3', [
    c.companyId,
    type,
    t.id,
  ]);
const fileIds = (payload: Payload) => (payload.files as { id: number }[]).map((file) => file.id);

const CASES: Record<string, Case> = {
  'PUT /v1/appointments/status': {
    target: newAppointment,
    request: (_c, t) => ({
      method: 'PUT',
      url: '/v1/appointments/status',
      payload: { id: t.id, status: 'IN_PROGRESS' },
    }),
    count: (c, t) => logged(c, 'appointment_status', t),
  },
  'POST /v1/appointments/unscheduled/mark': {
    target: newAppointment,
    request: (_c, t) => ({ method: 'POST', url: '/v1/appointments/unscheduled/mark', payload: { id: t.id } }),
    count: (c, t) => logged(c, 'appointment_unscheduled', t),
  },
  'PUT /v1/appointments': {
    target: newAppointment,
    request: (_c, t) => ({
      method: 'PUT',
      url: '/v1/appointments',
      payload: editBody(t.record ?? {}, { description: 'Gate code 4512', updated_at: t.updatedAt }),
    }),
    count: (c, t) => logged(c, 'appointment_updated', t),
  },
  'POST /v1/appointments/notes': {
    target: newAppointment,
    request: (_c, t) => ({
      method: 'POST',
      url: '/v1/appointments/notes',
      payload: { id: t.id, value: '<p>Done</p>' },
    }),
    count: noteCount('appointment'),
  },
  'POST /v1/clients/notes': {
    target: async (c) => ({ id: (await made(c, { method: 'POST', url: '/v1/clients', payload: individual() })).id }),
    request: (_c, t) => ({ method: 'POST', url: '/v1/clients/notes', payload: { id: t.id, value: '<p>Dog</p>' } }),
    count: noteCount('client'),
  },
  'POST /v1/files/upload': {
    // An upload makes new files: its key is spent on the route alone.
    target: async () => ({ id: 0 }),
    request: () => {
      const body = multipart([filePart('meter.png', PHOTO)]);
      return { method: 'POST', url: '/v1/files/upload', payload: body.payload, headers: body.headers };
    },
    count: (c) => rows('select count(*) as n from files where company_id = $1', [c.companyId]),
    same: fileIds,
  },
  'POST /v1/appointments/attachments/save': {
    target: newAppointment,
    request: (c, t) => ({
      method: 'POST',
      url: '/v1/appointments/attachments/save',
      payload: { id: t.id, files: [c.ids.file] },
    }),
    count: (c, t) => logged(c, 'attachments_added', t),
    same: fileIds,
  },
  'POST /v1/reports': {
    target: newAppointment,
    request: (c, t) => ({
      method: 'POST',
      url: '/v1/reports',
      payload: {
        template_id: c.ids.reportTemplate,
        appointment_id: t.id,
        answers: { make: 'Rinnai', result: 'Pass', sign: c === a ? signatureId : undefined },
      },
    }),
    count: (c, t) =>
      rows('select count(*) as n from reports where company_id = $1 and appointment_id = $2', [c.companyId, t.id]),
    same: (payload) => ({ ...(payload.report as Payload), files: undefined }),
  },
  'PUT /v1/reports/:id': {
    target: newReport,
    request: (_c, t) => ({
      method: 'PUT',
      url: `/v1/reports/${t.id}`,
      payload: { answers: { make: 'Bosch', result: 'Fail' }, updated_at: t.updatedAt },
    }),
    count: (c, t) => logged(c, 'report_updated', t),
  },
  'POST /v1/reports/:id/publish': {
    target: newReport,
    request: (_c, t) => ({ method: 'POST', url: `/v1/reports/${t.id}/publish`, payload: {} }),
    count: (c, t) => logged(c, 'report_published', t),
  },
  'POST /v1/payments': {
    target: async (c) => ({
      id: (
        await made(c, {
          method: 'POST',
          url: '/v1/invoice',
          payload: documentBody('invoice', c.ids.client, { status: 'OPEN' }),
        })
      ).invoice.id,
    }),
    request: (_c, t) => ({
      method: 'POST',
      url: '/v1/payments',
      payload: { invoice_id: t.id, amount: 10, payment_date: '2026-11-20', method: 'CASH' },
    }),
    count: (c, t) =>
      rows('select count(*) as n from payments where company_id = $1 and invoice_id = $2', [c.companyId, t.id]),
  },
};

let PHOTO: Buffer;

/** The case's request as the company's owner (or `session`), with `key` in the Idempotency-Key header. */
function send(name: string, c: CompanyRecords, t: Target, key?: string, session: Session = c.owner) {
  const options = CASES[name]?.request(c, t) as InjectOptions;
  const payload =
    // Without a key a payment still needs one: the form's body field, as before.
    name === 'POST /v1/payments' && key === undefined
      ? { ...(options.payload as Payload), idempotency_key: newKey() }
      : options.payload;
  const headers = { ...options.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) };
  return as(ctx.t.app, session, { ...options, payload, headers } as InjectOptions);
}

const caseOf = (name: string) => CASES[name] as Case;
const answerOf = (name: string, body: string) => {
  const payload = JSON.parse(body).payload as Payload;
  return caseOf(name).same?.(payload) ?? payload;
};

beforeAll(async () => {
  PHOTO = await png(64, 48);
  a = await seedCompanyRecords(ctx.t.app, ctx.db, 'Keyed A');
  b = await seedCompanyRecords(ctx.t.app, ctx.db, 'Keyed B');
  const body = multipart([filePart('signature.png', await png(300, 100))]);
  signatureId = (
    await made(a, { method: 'POST', url: '/v1/files/upload', payload: body.payload, headers: body.headers })
  ).files[0].id;
});

const names = Object.keys(CASES);

describe.each(names)('%s with an Idempotency-Key', (name) => {
  const kase = () => caseOf(name);

  it('makes the change once: a repeat answers the same and changes nothing', async () => {
    const target = await kase().target(a);
    const key = newKey();
    const first = await send(name, a, target, key);
    expect(first.statusCode, first.body).toBe(200);
    const after = await kase().count(a, target);
    const second = await send(name, a, target, key);
    expect(second.statusCode, second.body).toBe(200);
    expect(answerOf(name, second.body)).toEqual(answerOf(name, first.body));
    expect(second.json().message).toBe(first.json().message);
    expect(await kase().count(a, target)).toBe(after);
  });

  it('makes the change once when two requests with one key arrive together', async () => {
    const target = await kase().target(a);
    const before = await kase().count(a, target);
    const key = newKey();
    const [one, two] = await Promise.all([send(name, a, target, key), send(name, a, target, key)]);
    expect([one.statusCode, two.statusCode], `${one.body}\n${two.body}`).toEqual([200, 200]);
    expect(answerOf(name, two.body)).toEqual(answerOf(name, one.body));
    expect(await kase().count(a, target)).toBe(before + 1);
  });

  it('refuses a malformed key, changing nothing', async () => {
    const target = await kase().target(a);
    const before = await kase().count(a, target);
    for (const key of ['short-key', `${'k'.repeat(100)}x`, 'has spaces in it, sixteen+']) {
      const response = await send(name, a, target, key);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ idempotency_key: [M.keyInvalid] });
    }
    expect(await kase().count(a, target)).toBe(before);
  });

  it('changes as before without a key', async () => {
    const target = await kase().target(a);
    const before = await kase().count(a, target);
    const response = await send(name, a, target);
    expect(response.statusCode, response.body).toBe(200);
    expect(await kase().count(a, target)).toBe(before + 1);
  });

  it('keeps each company’s keys apart: the same key string works in another company', async () => {
    const key = newKey();
    const ours = await kase().target(a);
    expect((await send(name, a, ours, key)).statusCode).toBe(200);
    const theirs = await kase().target(b);
    const before = await kase().count(b, theirs);
    const response = await send(name, b, theirs, key);
    expect(response.statusCode, response.body).toBe(200);
    expect(await kase().count(b, theirs)).toBe(before + 1);
  });

  it.skipIf(name === 'POST /v1/files/upload')('refuses a key spent on another record, changing nothing', async () => {
    const key = newKey();
    expect((await send(name, a, await kase().target(a), key)).statusCode).toBe(200);
    const other = await kase().target(a);
    const before = await kase().count(a, other);
    const response = await send(name, a, other, key);
    expect(response.statusCode).toBe(422);
    const message = name === 'POST /v1/payments' ? PAYMENT_MESSAGES.keyReused : M.keyReused;
    expect(response.json().errors).toEqual({ idempotency_key: [message] });
    expect(await kase().count(a, other)).toBe(before);
  });
});

describe('a key spent elsewhere', () => {
  const notes = caseOf('POST /v1/clients/notes');

  it.each(names.filter((name) => name !== 'POST /v1/payments'))(
    'after %s, is refused on another route',
    async (name) => {
      const key = newKey();
      expect((await send(name, a, await caseOf(name).target(a), key)).statusCode).toBe(200);
      const client = await notes.target(a);
      const response = await send('POST /v1/clients/notes', a, client, key);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ idempotency_key: [M.keyReused] });
      expect(await notes.count(a, client)).toBe(0);
    },
  );

  it('is refused for another user of the company, on the same record', async () => {
    const staff = await addStaff(ctx.t.app, a.owner, 'Administrator');
    const name = 'PUT /v1/appointments/status';
    const target = await caseOf(name).target(a);
    const key = newKey();
    expect((await send(name, a, target, key)).statusCode).toBe(200);
    const response = await send(name, a, target, key, staff);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ idempotency_key: [M.keyReused] });
    expect(await caseOf(name).count(a, target)).toBe(1);
  });
});

describe.each(['PUT /v1/appointments', 'PUT /v1/reports/:id'])('%s from a stale version', (name) => {
  it('answers 409 and keeps no key, so the same key works once the edit is redone', async () => {
    const target = await caseOf(name).target(a);
    // Someone else saves first: the queued edit's updated_at is now stale.
    expect((await send(name, a, target)).statusCode).toBe(200);
    const before = await caseOf(name).count(a, target);
    const key = newKey();
    const stale = await send(name, a, target, key);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleEdit);
    expect(await caseOf(name).count(a, target)).toBe(before);
    expect(await rows('select count(*) as n from idempotency_keys where key = $1', [key])).toBe(0);
    // The user keeps theirs: the edit is sent again from the version now stored.
    const current =
      name === 'PUT /v1/appointments'
        ? (await made(a, { method: 'GET', url: `/v1/appointments/find?id=${target.id}` })).appointment
        : (await made(a, { method: 'GET', url: `/v1/reports/${target.id}` })).report;
    const redone = await send(name, a, { ...target, updatedAt: current.updated_at }, key);
    expect(redone.statusCode, redone.body).toBe(200);
    expect(await caseOf(name).count(a, target)).toBe(before + 1);
  });
});

describe('payments’ two places for the key', () => {
  it('refuses a header and a body field that differ, and needs one of them', async () => {
    const name = 'POST /v1/payments';
    const invoice = await caseOf(name).target(a);
    const options = caseOf(name).request(a, invoice);
    const differ = await as(ctx.t.app, a.owner, {
      ...options,
      payload: { ...(options.payload as Payload), idempotency_key: newKey() },
      headers: { 'idempotency-key': newKey() },
    });
    expect(differ.statusCode).toBe(422);
    expect(differ.json().errors).toEqual({ idempotency_key: [M.keysDiffer] });
    const none = await as(ctx.t.app, a.owner, options);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ idempotency_key: [M.keyRequired] });
    expect(await caseOf(name).count(a, invoice)).toBe(0);
  });
});

describe('the API contract', () => {
  it('declares the Idempotency-Key header on every keyed route', async () => {
    const docs = (await ctx.t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const name of names) {
      const [method = '', path = ''] = name.split(' ');
      const operation = docs.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      const header = operation?.parameters?.find((p: { in: string; name: string }) => p.in === 'header');
      expect(header?.name, name).toBe('idempotency-key');
      expect(header?.required, name).toBeFalsy();
    }
  });
});
