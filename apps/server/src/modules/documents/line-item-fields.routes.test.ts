import { LINE_MESSAGES } from '@fieldbook/domain/inventory/line-item.rules';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, expectFieldError, individual } from '../clients/clients-test-kit';
import { call, createDocument, documentBody, documentsFootprint, type Kind, line } from './documents-test-kit';

const ctx = useTestApp();
let owner: Session;
let companyId: number;
let clientId: number;

/** A line marked up 12.5 % and booked to account 310. */
const markedUp = line({ unit_price: 112.5, item_account: '310', marked_up_percentage: 12.5 });
const storedLines = async (id: number) =>
  (await ctx.db.query('select line_items from documents where id = $1', [id])).rows[0].line_items;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  await ctx.t.app.db.execute(sql`update companies set subscribed = true where id = ${companyId}`);
  clientId = (
    await createClient(
      ctx.t.app,
      owner,
      individual({ first_name: 'Mark', last_name: 'Up', inventory_markup_percentage: 15 }),
    )
  ).id;
});

describe('line items: item_account and marked_up_percentage (clients-staff-inventory-files section 3)', () => {
  it.each(['quotation', 'invoice'] as Kind[])('are stored, returned and read back on a %s', async (kind) => {
    const document = await createDocument(
      ctx.t.app,
      owner,
      kind,
      documentBody(kind, clientId, { line_items: [markedUp, line()] }),
    );
    expect(document.line_items.map((l: Record<string, unknown>) => [l.item_account, l.marked_up_percentage])).toEqual([
      ['310', 12.5],
      [null, 0],
    ]);
    expect((await storedLines(document.id))[0]).toMatchObject({ itemAccount: '310', markedUpBasisPoints: 1250 });
    const read = await call(ctx.t.app, owner, 'GET', `/v1/${kind}?id=${document.id}`);
    expect(read.json().payload[kind].line_items[0]).toMatchObject({ item_account: '310', marked_up_percentage: 12.5 });
    // The client's inventory mark-up, for the lines the form picks from inventory.
    expect(read.json().payload[kind].client_markup_percentage).toBe(15);
  });

  it('carries them from a quotation to the invoice made from it', async () => {
    const quotation = await createDocument(
      ctx.t.app,
      owner,
      'quotation',
      documentBody('quotation', clientId, { status: 'SENT', line_items: [markedUp] }),
    );
    await call(ctx.t.app, owner, 'POST', '/v1/quotation/status', { id: quotation.id, status: 'ACCEPTED' });
    const converted = await call(ctx.t.app, owner, 'POST', '/v1/quotation/convert', { id: quotation.id });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.json().payload.invoice.line_items[0]).toMatchObject({
      item_account: '310',
      marked_up_percentage: 12.5,
      unit_price: 112.5,
    });
  });

  it("keeps them on an appointment type's lines", async () => {
    const saved = await as(ctx.t.app, owner, {
      method: 'POST',
      url: '/v1/appointments/types/save',
      payload: { name: 'Inspection', time_allocation: 60, inventory: [markedUp] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload.default.inventory[0]).toMatchObject({
      item_account: '310',
      marked_up_percentage: 12.5,
    });
  });

  it('reads lines saved before they existed as no account and no mark-up', async () => {
    const invoice = await createDocument(ctx.t.app, owner, 'invoice', documentBody('invoice', clientId));
    await ctx.db.query(
      `update documents set line_items = jsonb_build_array((line_items->0) - 'itemAccount' - 'markedUpBasisPoints') where id = $1`,
      [invoice.id],
    );
    const read = await call(ctx.t.app, owner, 'GET', `/v1/invoice?id=${invoice.id}`);
    expect(read.json().payload.invoice.line_items[0]).toMatchObject({ item_account: null, marked_up_percentage: 0 });
  });

  it.each([
    ['a mark-up over 100 %', { marked_up_percentage: 101 }, 'marked_up_percentage', LINE_MESSAGES.markupInvalid],
    ['a negative mark-up', { marked_up_percentage: -5 }, 'marked_up_percentage', LINE_MESSAGES.markupInvalid],
    ['a mark-up as text', { marked_up_percentage: 'ten' }, 'marked_up_percentage', LINE_MESSAGES.markupInvalid],
    [
      'an account code of 51 characters',
      { item_account: '4'.repeat(51) },
      'item_account',
      LINE_MESSAGES.itemAccountTooLong,
    ],
  ])('refuses %s on its line, saving nothing', async (_case, change, field, message) => {
    const before = await documentsFootprint(ctx.db, companyId);
    const response = await call(
      ctx.t.app,
      owner,
      'POST',
      '/v1/invoice',
      documentBody('invoice', clientId, { line_items: [line(), line(change)] }),
    );
    expectFieldError(response, `line_items.1.${field}`, message);
    expect(await documentsFootprint(ctx.db, companyId)).toEqual(before);
  });
});
