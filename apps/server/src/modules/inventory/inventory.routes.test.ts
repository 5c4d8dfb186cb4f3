import { GENERAL_SERVICE, INVENTORY_LIMITS, INVENTORY_MESSAGES } from '@fieldbook/domain/inventory/inventory.constants';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { expectFieldError } from '../staff/staff-test-kit';
import {
  createItem,
  getItem,
  inventoryFootprint,
  itemBody,
  listItems,
  postItem,
  toggleItem,
} from './inventory-test-kit';

const ctx = useTestApp();
let owner: Session;
let companyId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
});

describe('GET v1/inventory/defaults', () => {
  it('answers the categories, the detail templates and inventory_name_length 50', async () => {
    const response = await as(ctx.t.app, owner, { method: 'GET', url: '/v1/inventory/defaults' });
    expect(response.statusCode).toBe(200);
    const { types, defaults, inventory_name_length } = response.json().payload;
    expect(inventory_name_length).toBe(50);
    expect(types).toContainEqual({ id: 4, name: 'Pest Control', color: expect.any(String), parent_id: null });
    expect(defaults).toContainEqual(
      expect.objectContaining({ key: 'pests_targeted', maximum_options: 0, system_type: { name: 'Pest Control' } }),
    );
  });
});

describe('POST v1/inventory', () => {
  it('creates an item with money in dollars (stored as cents), reads it and lists it', async () => {
    const created = await createItem(
      ctx.t.app,
      owner,
      itemBody({
        code: 'ELBOW-15',
        selling_unit_price: 12.35,
        system_type_id: 10,
        is_tracked: true,
        metadata: [{ key: 'size', values: [{ value: '15 mm' }] }],
      }),
    );
    expect(created).toMatchObject({
      type: 'PRODUCT',
      code: 'ELBOW-15',
      selling_unit_price: 12.35,
      system_type: { id: 10, name: 'Fittings' },
      is_tracked: true,
      is_selling: true,
      is_buying: false,
      markup_percentage: 0,
      archived: false,
      can_edit: true,
      metadata: [{ key: 'size', title: 'Size', values: [{ value: '15 mm' }] }],
    });
    const stored = await ctx.db.query('select selling_unit_price_cents from inventory_items where id = $1', [
      created.id,
    ]);
    expect(stored.rows[0].selling_unit_price_cents).toBe(1235);

    expect((await getItem(ctx.t.app, owner, created.id)).json().payload.item.code).toBe('ELBOW-15');
    const listed = (await listItems(ctx.t.app, owner, 'search=elbow')).json().payload;
    expect(listed.items.map((i: { code: string }) => i.code)).toEqual(['ELBOW-15']);
  });

  it('updates an item; a SERVICE loses its category and tracking; a stale edit answers 409', async () => {
    const item = await createItem(ctx.t.app, owner, itemBody({ system_type_id: 3, is_tracked: true }));
    const saved = await postItem(ctx.t.app, owner, {
      ...itemBody({ code: item.code, type: 'SERVICE', system_type_id: 3, is_tracked: true }),
      id: item.id,
      updated_at: item.updated_at,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(INVENTORY_MESSAGES.saved);
    expect(saved.json().payload.item).toMatchObject({ type: 'SERVICE', system_type_id: null, is_tracked: false });

    const stale = await postItem(ctx.t.app, owner, {
      ...itemBody({ code: item.code }),
      id: item.id,
      updated_at: item.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleEdit);
  });

  it('drops empty and duplicate detail values and details left with none', async () => {
    const item = await createItem(
      ctx.t.app,
      owner,
      itemBody({
        metadata: [
          { key: 'supplier', values: [{ value: 'Reece' }, { value: ' ' }, { value: 'reece' }, { value: 'Tradelink' }] },
          { key: 'brand', values: [{ value: '' }] },
        ],
      }),
    );
    expect(item.metadata).toEqual([
      expect.objectContaining({ key: 'supplier', values: [{ value: 'Reece' }, { value: 'Tradelink' }] }),
    ]);
  });

  const rules: [string, Record<string, unknown>, string, string][] = [
    ['a missing code', { code: '' }, 'code', INVENTORY_MESSAGES.codeRequired],
    ['a code over 30 characters', { code: 'C'.repeat(31) }, 'code', INVENTORY_MESSAGES.codeTooLong],
    ['a name over 50 characters', { name: 'N'.repeat(51) }, 'name', INVENTORY_MESSAGES.nameTooLong(50)],
    ['a negative price', { selling_unit_price: -1 }, 'selling_unit_price', INVENTORY_MESSAGES.priceInvalid],
    ['a price over 99999', { selling_unit_price: 100_000 }, 'selling_unit_price', INVENTORY_MESSAGES.priceInvalid],
    ['a price below a cent', { selling_unit_price: 1.005 }, 'selling_unit_price', INVENTORY_MESSAGES.priceInvalid],
    ['a markup over 100', { markup_percentage: 101 }, 'markup_percentage', INVENTORY_MESSAGES.markupInvalid],
    ['a fractional markup', { markup_percentage: 2.5 }, 'markup_percentage', INVENTORY_MESSAGES.markupInvalid],
    ['no tax type', { selling_tax_type: undefined }, 'selling_tax_type', INVENTORY_MESSAGES.taxTypeRequired],
    ['an unknown tax type', { selling_tax_type: 'GST' }, 'selling_tax_type', INVENTORY_MESSAGES.taxTypeInvalid],
    ['no prefill column', { prefill_column: undefined }, 'prefill_column', INVENTORY_MESSAGES.prefillColumnRequired],
    [
      'an unknown prefill column',
      { prefill_column: 'CODE' },
      'prefill_column',
      INVENTORY_MESSAGES.prefillColumnInvalid,
    ],
    ['no type', { type: undefined }, 'type', INVENTORY_MESSAGES.typeRequired],
    ['an unknown type', { type: 'BUNDLE' }, 'type', INVENTORY_MESSAGES.typeInvalid],
    ['an unknown category', { system_type_id: 999 }, 'system_type_id', INVENTORY_MESSAGES.categoryInvalid],
    [
      'an unknown detail',
      { metadata: [{ key: 'colour', values: [{ value: 'red' }] }] },
      'metadata.0.key',
      INVENTORY_MESSAGES.metadataInvalid,
    ],
    [
      'more values than a detail allows',
      { metadata: [{ key: 'brand', values: [{ value: 'Rheem' }, { value: 'Dux' }] }] },
      'metadata.0.values',
      INVENTORY_MESSAGES.metadataTooMany('Brand', 1),
    ],
  ];
  for (const [what, override, field, message] of rules) {
    it(`refuses ${what} with "${message}" and stores nothing`, async () => {
      const before = await inventoryFootprint(ctx.db, companyId);
      expectFieldError(await postItem(ctx.t.app, owner, itemBody(override)), field, message);
      expect(await inventoryFootprint(ctx.db, companyId)).toEqual(before);
    });
  }

  it('refuses a code the company already uses, whatever its case, beside the code field', async () => {
    const first = await createItem(ctx.t.app, owner, itemBody({ code: 'DUP-CODE' }));
    const before = await inventoryFootprint(ctx.db, companyId);
    expectFieldError(
      await postItem(ctx.t.app, owner, itemBody({ code: 'dup-code' })),
      'code',
      INVENTORY_MESSAGES.codeTaken,
    );
    const other = await createItem(ctx.t.app, owner);
    expectFieldError(
      await postItem(ctx.t.app, owner, { ...itemBody({ code: 'Dup-Code' }), id: other.id }),
      'code',
      INVENTORY_MESSAGES.codeTaken,
    );
    expect((await inventoryFootprint(ctx.db, companyId)).items).toBe(before.items + 1);
    expect((await getItem(ctx.t.app, owner, first.id)).json().payload.item.code).toBe('DUP-CODE');
  });

  it('lets two companies use the same code', async () => {
    const other = await registerBusiness(ctx.t.app);
    await createItem(ctx.t.app, owner, itemBody({ code: 'SHARED-CODE' }));
    await createItem(ctx.t.app, other, itemBody({ code: 'SHARED-CODE' }));
  });
});

describe('archive, the General Service item, paging', () => {
  it('archives and restores; an archived item is read-only and listed apart', async () => {
    const item = await createItem(ctx.t.app, owner);
    const archived = await toggleItem(ctx.t.app, owner, item.id);
    expect(archived.json()).toMatchObject({
      message: INVENTORY_MESSAGES.archived,
      payload: { item: { archived: true, can_edit: false } },
    });
    const edit = await postItem(ctx.t.app, owner, { ...itemBody({ code: item.code }), id: item.id });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(INVENTORY_MESSAGES.archivedReadOnly);
    const active = (await listItems(ctx.t.app, owner, `search=${item.code}`)).json().payload.items;
    const inArchive = (await listItems(ctx.t.app, owner, `search=${item.code}&archived=1`)).json().payload.items;
    expect([active.length, inArchive.length]).toEqual([0, 1]);
    expect((await toggleItem(ctx.t.app, owner, item.id)).json().message).toBe(INVENTORY_MESSAGES.restored);
  });

  it('gives every company a General Service item that cannot be archived', async () => {
    const listed = (await listItems(ctx.t.app, owner, 'search=general')).json().payload.items;
    const general = listed.find((i: { is_default: boolean }) => i.is_default);
    expect(general).toMatchObject({ code: GENERAL_SERVICE.code, name: GENERAL_SERVICE.name, type: 'SERVICE' });
    const refused = await toggleItem(ctx.t.app, owner, general.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(INVENTORY_MESSAGES.generalServiceLocked);
  });

  it('pages in code order with the count, and filters by type', async () => {
    const fresh = await registerBusiness(ctx.t.app);
    for (const code of ['B-2', 'A-1', 'C-3']) await createItem(ctx.t.app, fresh, itemBody({ code }));
    await createItem(ctx.t.app, fresh, itemBody({ code: 'D-4', type: 'SERVICE' }));
    const page = (await listItems(ctx.t.app, fresh, 'type=PRODUCT&rows=2&page=1')).json().payload;
    expect(page.items.map((i: { code: string }) => i.code)).toEqual(['A-1', 'B-2']);
    expect(page.count).toBe(3);
    const next = (await listItems(ctx.t.app, fresh, 'type=PRODUCT&rows=2&page=2')).json().payload;
    expect(next.items.map((i: { code: string }) => i.code)).toEqual(['C-3']);
    const services = (await listItems(ctx.t.app, fresh, 'type=SERVICE')).json().payload;
    expect(services.items.map((i: { code: string }) => i.code)).toEqual(['D-4', GENERAL_SERVICE.code]);
    expect(INVENTORY_LIMITS.listPageSize).toBe(50);
  });

  it('lists each item exactly as it reads alone, category and details included; a page past the end is empty with the count', async () => {
    const fresh = await registerBusiness(ctx.t.app);
    await createItem(
      ctx.t.app,
      fresh,
      itemBody({
        code: 'TAP-20',
        name: 'Mixer tap',
        singular_name: 'tap',
        description: 'Chrome',
        selling_unit_price: 149.95,
        system_type_id: 10,
        is_buying: true,
        is_tracked: true,
        markup_percentage: 35,
        metadata: [{ key: 'size', values: [{ value: '20 mm' }] }],
      }),
    );
    const archived = await createItem(ctx.t.app, fresh, itemBody({ code: 'OLD-1' }));
    await toggleItem(ctx.t.app, fresh, archived.id);
    for (const query of ['rows=10', 'archived=1', 'search=tap']) {
      const { items } = (await listItems(ctx.t.app, fresh, query)).json().payload;
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item).toEqual((await getItem(ctx.t.app, fresh, item.id)).json().payload.item);
      }
    }
    const tap = (await listItems(ctx.t.app, fresh, 'search=tap')).json().payload.items[0];
    expect(tap).toMatchObject({
      system_type: { id: 10, name: 'Fittings' },
      selling_unit_price: 149.95,
      markup_percentage: 35,
    });
    const past = (await listItems(ctx.t.app, fresh, 'rows=1&page=5')).json().payload;
    expect([past.items, past.count, past.next]).toEqual([[], 2, null]);
  });

  it("pages from the previous page's cursor (next) as by number, counting archived and restored items", async () => {
    const fresh = await registerBusiness(ctx.t.app);
    const codes = ['a-1', 'B-2', 'c-3', 'D-4', 'e-5'];
    for (const code of codes) await createItem(ctx.t.app, fresh, itemBody({ code }));
    const pageOf = async (query: string) => (await listItems(ctx.t.app, fresh, `type=PRODUCT&rows=2&${query}`)).json();
    const codesOf = (payload: { items: { code: string }[] }) => payload.items.map((item) => item.code);
    const first = (await pageOf('page=1')).payload;
    expect([codesOf(first), first.count, first.next]).toEqual([['a-1', 'B-2'], 5, 'b-2']);
    const second = (await pageOf(`page=2&after=${first.next}`)).payload;
    expect(second).toMatchObject({ page: 2, count: 5, next: 'd-4' });
    expect(codesOf(second)).toEqual(codesOf((await pageOf('page=2')).payload));
    const third = (await pageOf(`page=3&after=${second.next}`)).payload;
    expect([codesOf(third), third.next]).toEqual([['e-5'], null]);

    const [archived] = first.items;
    await toggleItem(ctx.t.app, fresh, archived.id);
    expect((await pageOf('page=1')).payload.count).toBe(4);
    expect((await pageOf('page=1&archived=1')).payload.count).toBe(1);
    const all = (await listItems(ctx.t.app, fresh, 'rows=1')).json().payload;
    expect(all.count).toBe(5); // four products and the General Service item
    await toggleItem(ctx.t.app, fresh, archived.id);
    expect((await pageOf('page=1')).payload.count).toBe(5);
  });
});

describe('permissions and tenancy', () => {
  it('lets Field Staff read the inventory but not change it (403, nothing stored)', async () => {
    const field = await addStaff(ctx.t.app, owner, 'Field Staff');
    const item = await createItem(ctx.t.app, owner);
    expect((await getItem(ctx.t.app, field, item.id)).statusCode).toBe(200);
    const before = await inventoryFootprint(ctx.db, companyId);
    expect((await postItem(ctx.t.app, field, itemBody())).statusCode).toBe(403);
    expect((await toggleItem(ctx.t.app, field, item.id)).statusCode).toBe(403);
    expect(await inventoryFootprint(ctx.db, companyId)).toEqual(before);
    expect((await getItem(ctx.t.app, field, item.id)).json().payload.item.can_edit).toBe(false);
  });

  // Another company's item answers exactly as a missing one: http/route-matrices.test.ts.
  it('answers 404 for an item that does not exist, to read, edit or archive', async () => {
    const read = await getItem(ctx.t.app, owner, 987_654);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe(INVENTORY_MESSAGES.notFound);
    expect((await postItem(ctx.t.app, owner, { ...itemBody(), id: 987_654 })).statusCode).toBe(404);
    expect((await toggleItem(ctx.t.app, owner, 987_654)).statusCode).toBe(404);
  });
});
