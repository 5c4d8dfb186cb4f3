import { QUOTATION_MESSAGES as M } from '@fieldbook/domain/documents/documents.constants';
import { LINE_MESSAGES } from '@fieldbook/domain/inventory/line-item.rules';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, expectFieldError, individual } from '../clients/clients-test-kit';
import { call, createDocument, documentBody, documentsFootprint, line } from '../documents/documents-test-kit';

const ctx = useTestApp();
let owner: Session;
let companyId: number;
let clientId: number;

const body = (overrides: Record<string, unknown> = {}) => documentBody('quotation', clientId, overrides);
const create = (overrides: Record<string, unknown> = {}) =>
  createDocument(ctx.t.app, owner, 'quotation', body(overrides));
const status = (id: number, value: string, session = owner) =>
  call(ctx.t.app, session, 'POST', '/v1/quotation/status', { id, status: value });

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  // More documents than a trial keeps (the limit's own tests: modules/billing/trial-limits.routes.test.ts).
  await ctx.t.app.db.execute(sql`update companies set subscribed = true where id = ${companyId}`);
  clientId = (
    await createClient(
      ctx.t.app,
      owner,
      individual({
        first_name: 'Harriet',
        last_name: 'Quill',
        emails: [{ type: 'PRIMARY', email_address: 'hq@example.com' }],
      }),
    )
  ).id;
  // A number typed by hand that later creates must not reuse, whatever its case.
  await createDocument(ctx.t.app, owner, 'quotation', body({ quotation_number: 'Q-TAKEN' }));
});

describe('POST v1/quotation', () => {
  it('saves a quotation with the next number, a 30 day term, its lines and totals in cents', async () => {
    const quotation = await create({
      line_items: [line({ description: 'Rheem 315L heat pump', unit_price: 3899 }), line({ quantity: 3.5 })],
    });
    expect(quotation).toMatchObject({
      quotation_number: '1001',
      quotation_date: '2026-11-02',
      expiry_date: '2026-12-02',
      term_days: 30,
      status: 'DRAFT',
      client: { id: clientId, display_name: 'Harriet Quill', email: 'hq@example.com' },
      subtotal: 4249,
      tax: 424.9,
      total: 4673.9,
      can_edit: true,
      expired_days: 0,
    });
    expect(quotation.line_items[0]).toMatchObject({ total: 4288.9, tax: 389.9, item_tax: { rate: 10 } });
    const stored = await ctx.db.query('select total_cents, tax_cents, kind from documents where id = $1', [
      quotation.id,
    ]);
    expect(stored.rows[0]).toMatchObject({ total_cents: 467390, tax_cents: 42490, kind: 'quotation' });
    expect((await create()).quotation_number).toBe('1002');
  });

  it('takes a number typed by hand and moves the counter past it; a taken one is refused', async () => {
    expect((await create({ quotation_number: '2000' })).quotation_number).toBe('2000');
    expect((await create()).quotation_number).toBe('2001');
    const before = await documentsFootprint(ctx.db, companyId);
    expectFieldError(
      await call(ctx.t.app, owner, 'POST', '/v1/quotation', body({ quotation_number: '2000' })),
      'quotation_number',
      M.numberTaken,
    );
    expect(await documentsFootprint(ctx.db, companyId)).toEqual(before);
  });

  it('never gives two of 20 concurrent creates the same number', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(ctx.t.app, owner, 'POST', '/v1/quotation', body({ quotation_number: ' ' })),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const numbers = responses.map((r) => r.json().payload.quotation.quotation_number);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.every((n: string) => /^\d+$/.test(n))).toBe(true);
    const stored = await ctx.db.query(
      `select count(*)::int as n, count(distinct lower(number))::int as distinct_numbers
         from documents where company_id = $1 and kind = 'quotation'`,
      [companyId],
    );
    expect(stored.rows[0].n).toBe(stored.rows[0].distinct_numbers);
  });

  it('starts a new quotation as a draft or published, recording when it was published', async () => {
    expect(await create()).toMatchObject({ status: 'DRAFT', sent_at: null });
    expect((await create({ status: 'SENT' })).sent_at).toMatch(/^\d{4}-\d{2}-\d{2} /);
  });

  const rules: [string, Record<string, unknown>, string, string][] = [
    ['no client', { client_id: undefined }, 'client_id', M.clientRequired],
    ['an unknown client', { client_id: 999_999 }, 'client_id', M.clientInvalid],
    ['no date', { quotation_date: '' }, 'quotation_date', M.dateRequired],
    ['a date that is not one', { quotation_date: '2026-02-30' }, 'quotation_date', M.dateInvalid],
    ['an expiry before the date', { expiry_date: '2026-11-01' }, 'expiry_date', M.termBeforeDate],
    ['a number over 20 characters', { quotation_number: 'Q'.repeat(21) }, 'quotation_number', M.numberTooLong],
    ['an unknown status', { status: 'WON' }, 'status', M.statusInvalid],
    ['a new quotation already accepted', { status: 'ACCEPTED' }, 'status', M.statusInvalid],
    ['a new quotation already rejected', { status: 'REJECTED' }, 'status', M.statusInvalid],
    ['a taken number in another case', { quotation_number: 'q-TAKEN' }, 'quotation_number', M.numberTaken],
    [
      'a line without a description',
      { line_items: [line({ description: ' ' })] },
      'line_items.0.description',
      LINE_MESSAGES.descriptionRequired,
    ],
    [
      'a line quantity over 9999',
      { line_items: [line({ quantity: 10_000 })] },
      'line_items.0.quantity',
      LINE_MESSAGES.quantityInvalid,
    ],
    [
      'a line price below a cent',
      { line_items: [line({ unit_price: 0.001 })] },
      'line_items.0.unit_price',
      LINE_MESSAGES.unitPriceInvalid,
    ],
    ['an unknown appointment', { appointment_id: 999_999 }, 'appointment_id', M.appointmentInvalid],
  ];
  for (const [what, override, field, message] of rules) {
    it(`refuses ${what} with "${message}" and stores nothing`, async () => {
      const before = await documentsFootprint(ctx.db, companyId);
      expectFieldError(await call(ctx.t.app, owner, 'POST', '/v1/quotation', body(override)), field, message);
      expect(await documentsFootprint(ctx.db, companyId)).toEqual(before);
    });
  }
});

describe('changing a quotation', () => {
  it('updates it and answers 409 to a stale edit', async () => {
    const quotation = await create();
    const edit = (changes: Record<string, unknown>) =>
      call(
        ctx.t.app,
        owner,
        'PUT',
        '/v1/quotation',
        body({ id: quotation.id, updated_at: quotation.updated_at, ...changes }),
      );
    const updated = await edit({ title: 'Heat pump supply and install' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().payload.quotation).toMatchObject({ title: 'Heat pump supply and install' });
    const stale = await edit({ title: 'Lost' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleEdit);
  });

  it('moves through the statuses the picker offers, recording who accepted and when', async () => {
    const quotation = await create();
    expect((await status(quotation.id, 'SENT')).json().payload.quotation.sent_at).not.toBeNull();
    const accepted = (await status(quotation.id, 'ACCEPTED')).json().payload.quotation;
    expect(accepted).toMatchObject({ status: 'ACCEPTED', accepted_by: expect.stringMatching(/\S/) });
    expect(accepted.accepted_at).toMatch(/^\d{4}-\d{2}-\d{2} /);
    // Draft is hidden once answered.
    const before = await documentsFootprint(ctx.db, companyId);
    expectFieldError(await status(quotation.id, 'DRAFT'), 'status', M.statusInvalid);
    expect(await documentsFootprint(ctx.db, companyId)).toEqual(before);
    expect((await status(quotation.id, 'REJECTED')).json().payload.quotation).toMatchObject({
      status: 'REJECTED',
      accepted_at: null,
      accepted_by: null,
      rejected_at: expect.stringMatching(/^\d{4}-/),
    });
    // Accepted is hidden once accepted, Rejected once rejected: choosing it again is no move at all.
    expect((await status(quotation.id, 'SENT')).json().payload.quotation).toMatchObject({
      status: 'SENT',
      rejected_at: null,
    });
  });

  it('refuses an edit that breaks a rule and changes nothing', async () => {
    const quotation = await create();
    await status(quotation.id, 'ACCEPTED');
    const before = await documentsFootprint(ctx.db, companyId);
    const edit = (changes: Record<string, unknown>) =>
      call(ctx.t.app, owner, 'PUT', '/v1/quotation', body({ id: quotation.id, status: 'ACCEPTED', ...changes }));
    expectFieldError(await edit({ status: 'DRAFT' }), 'status', M.statusInvalid);
    expectFieldError(await edit({ quotation_number: '1001' }), 'quotation_number', M.numberTaken);
    expectFieldError(await edit({ client_id: 999_999 }), 'client_id', M.clientInvalid);
    expectFieldError(
      await edit({ line_items: [line({ quantity: -1 })] }),
      'line_items.0.quantity',
      LINE_MESSAGES.quantityInvalid,
    );
    expect(await documentsFootprint(ctx.db, companyId)).toEqual(before);
  });

  it('shows how many days ago an unanswered quotation expired', async () => {
    const quotation = await create({ quotation_date: '2020-01-01', expiry_date: '2020-01-31' });
    expect(quotation.expired_days).toBeGreaterThan(365);
  });

  it('archives and restores, and an archived one refuses changes with 409', async () => {
    const quotation = await create();
    const archived = await call(ctx.t.app, owner, 'DELETE', '/v1/quotation', { id: quotation.id });
    expect(archived.json()).toMatchObject({
      message: M.archived,
      payload: { quotation: { archived: true, can_edit: false } },
    });
    const before = await documentsFootprint(ctx.db, companyId);
    expect((await status(quotation.id, 'SENT')).statusCode).toBe(409);
    const edit = await call(ctx.t.app, owner, 'PUT', '/v1/quotation', body({ id: quotation.id, title: 'No' }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(M.archivedReadOnly);
    const note = await call(ctx.t.app, owner, 'POST', '/v1/quotation/notes', { id: quotation.id, value: '<p>x</p>' });
    expect(note.statusCode).toBe(409);
    expect(await documentsFootprint(ctx.db, companyId)).toEqual(before);
    const listed = (await call(ctx.t.app, owner, 'POST', '/v1/quotation/search', { archived: true })).json().payload;
    expect(listed.quotations.map((found: { id: number }) => found.id)).toContain(quotation.id);
    const restored = await call(ctx.t.app, owner, 'DELETE', '/v1/quotation', { id: quotation.id });
    expect(restored.json().message).toBe(M.restored);
  });

  it('logs every change on its own timeline', async () => {
    const quotation = await create();
    await status(quotation.id, 'SENT');
    const read = await call(ctx.t.app, owner, 'GET', `/v1/quotation?id=${quotation.id}`);
    const logs = read.json().payload.timeline.filter((e: { timeline_type: string }) => e.timeline_type === 'log');
    expect(logs.map((e: { description: string }) => e.description)).toEqual([
      `Changed the status of quotation ${quotation.quotation_number} to Published`,
      `Created quotation ${quotation.quotation_number}`,
    ]);
  });
});

describe('tenancy', () => {
  // A user lacking a quotation permission (403) and another company's quotation or client (as a
  // missing one) are walked over every quotation route in http/route-matrices.test.ts.
  it('never lists another company’s quotation', async () => {
    const other = await registerBusiness(ctx.t.app);
    const theirClient = await createClient(ctx.t.app, other, individual());
    const theirs = await createDocument(ctx.t.app, other, 'quotation', documentBody('quotation', theirClient.id));
    const listed = (await call(ctx.t.app, owner, 'POST', '/v1/quotation/search', { rows: 100 })).json().payload
      .quotations;
    expect(listed.map((q: { id: number }) => q.id)).not.toContain(theirs.id);
  });
});
