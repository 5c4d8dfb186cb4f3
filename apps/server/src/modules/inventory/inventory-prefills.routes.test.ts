import { INVENTORY_MESSAGES } from '@fieldbook/domain/inventory/inventory.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { expectFieldError } from '../staff/staff-test-kit';
import { PREFILL_CATALOGUE } from './catalogue/prefill-catalogue.data';
import { addPrefills, createItem, filterPrefills, inventoryFootprint, itemBody, listItems } from './inventory-test-kit';

const ctx = useTestApp();
let owner: Session;
let companyId: number;

type Prefill = { id: number; code: string; is_priority: boolean; added: boolean; system_type: { id: number } };

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
});

describe('POST v1/inventory/defaults/filter', () => {
  it('pages the catalogue 50 at a time in priority order, Common entries first, with the categories', async () => {
    const response = await filterPrefills(ctx.t.app, owner);
    expect(response.statusCode).toBe(200);
    const { count, defaults, options } = response.json().payload;
    expect(count).toBe(PREFILL_CATALOGUE.length);
    expect(defaults).toHaveLength(50);
    expect(defaults[0]).toMatchObject({ code: 'CALLOUT', is_priority: true, added: false });
    const firstPlain = defaults.findIndex((d: Prefill) => !d.is_priority);
    expect(defaults.slice(firstPlain).every((d: Prefill) => !d.is_priority)).toBe(true);
    expect(options.system_types).toContainEqual(expect.objectContaining({ name: 'Pest Control' }));

    const last = (await filterPrefills(ctx.t.app, owner, { page: 3 })).json().payload.defaults;
    expect(last).toHaveLength(PREFILL_CATALOGUE.length - 100);
  });

  it('searches code and name, and filters by category and type', async () => {
    const termite = (await filterPrefills(ctx.t.app, owner, { filter: 'Termite' })).json().payload;
    expect(termite.defaults.map((d: Prefill) => d.code)).toEqual(
      expect.arrayContaining(['TERMITE-INSPECT', 'TERMITE-BARRIER', 'TERMITE-BAIT']),
    );
    const chemicals = (await filterPrefills(ctx.t.app, owner, { system_types: [9] })).json().payload;
    expect(chemicals.defaults.length).toBeGreaterThan(0);
    expect(chemicals.defaults.every((d: Prefill) => d.system_type.id === 9)).toBe(true);
    const products = (await filterPrefills(ctx.t.app, owner, { type: 'PRODUCT', filter: 'clean' })).json().payload;
    expect(products.defaults.every((d: { type: string }) => d.type === 'PRODUCT')).toBe(true);
    const none = (await filterPrefills(ctx.t.app, owner, { filter: '100%_' })).json().payload;
    expect(none).toMatchObject({ count: 0, defaults: [] });
  });

  it('sorts by code or name either way, each filter and sort reading its own values', async () => {
    const page = async (body: Record<string, unknown>) =>
      (await filterPrefills(ctx.t.app, owner, { filter: 'termite', ...body })).json().payload as {
        count: number;
        defaults: { code: string; name: string }[];
      };
    const codes = (payload: { defaults: { code: string }[] }) => payload.defaults.map((d) => d.code);
    const names = (payload: { defaults: { name: string }[] }) => payload.defaults.map((d) => d.name);
    // Compared with each other, not with a JavaScript sort: the database's collation orders the text.
    const codeAsc = await page({ sortBy: 'code' });
    const codeDesc = await page({ sortBy: 'code', sortDirection: 'desc' });
    expect(codeAsc.count).toBeGreaterThan(2);
    expect(codes(codeDesc)).toEqual([...codes(codeAsc)].reverse());
    const nameAsc = await page({ sortBy: 'name' });
    const nameDesc = await page({ sortBy: 'name', sortDirection: 'desc' });
    expect(names(nameDesc)).toEqual([...names(nameAsc)].reverse());
    // The same shape again with another filter: nothing of the first request's term remains.
    const bait = await page({ sortBy: 'name', sortDirection: 'desc', filter: 'bait' });
    expect(bait.count).toBeGreaterThan(0);
    expect(bait.defaults.every((d) => /bait/i.test(`${d.code} ${d.name}`))).toBe(true);
  });
});

describe('POST v1/inventory/defaults/company/add', () => {
  it('adding 30 entries where 2 already exist reports 28 successes and the 2 failures, keeping the 28', async () => {
    const company = await registerBusiness(ctx.t.app);
    const { companyId: theirs } = await whoIs(ctx.t.app, company);
    const thirty = PREFILL_CATALOGUE.slice(10, 40);
    // One was added from the catalogue before, one was typed in by hand with the same code.
    await addPrefills(ctx.t.app, company, [thirty[0]?.id]);
    await createItem(ctx.t.app, company, itemBody({ code: thirty[1]?.code.toLowerCase() }));
    const before = await inventoryFootprint(ctx.db, theirs);

    const response = await addPrefills(
      ctx.t.app,
      company,
      thirty.map((p) => p.id),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(INVENTORY_MESSAGES.prefillFailed(2));
    const { success, failures } = response.json().payload;
    expect(success).toBe(28);
    expect(failures).toEqual(
      [thirty[0], thirty[1]].map((p) => ({
        id: p?.id,
        code: p?.code,
        name: p?.name,
        message: INVENTORY_MESSAGES.codeTaken,
      })),
    );
    expect((await inventoryFootprint(ctx.db, theirs)).items).toBe(before.items + 28);

    const marked = (await filterPrefills(ctx.t.app, company, { page: 1, rows: 50 })).json().payload.defaults;
    const addedCodes = new Set(thirty.map((p) => p.code));
    for (const entry of marked as Prefill[]) expect(entry.added).toBe(addedCodes.has(entry.code));
  });

  it('adds with the company tax type and prefill column, and says how many were added', async () => {
    const company = await registerBusiness(ctx.t.app);
    const entry = PREFILL_CATALOGUE.find((p) => p.code === 'BIFENTHRIN-1L');
    const response = await addPrefills(ctx.t.app, company, [entry?.id]);
    expect(response.json()).toMatchObject({
      message: INVENTORY_MESSAGES.prefillAdded(1),
      payload: { success: 1, failures: [] },
    });
    const [item] = (await listItems(ctx.t.app, company, 'search=bifenthrin')).json().payload.items;
    expect(item).toMatchObject({
      code: 'BIFENTHRIN-1L',
      type: 'PRODUCT',
      system_type: { id: 9 },
      selling_tax_type: 'EXCLUSIVE',
      prefill_column: 'NAME',
      selling_unit_price: 0,
    });
  });

  it('reports an unknown entry as a failure and adds the rest', async () => {
    const company = await registerBusiness(ctx.t.app);
    const response = await addPrefills(ctx.t.app, company, [999_999, PREFILL_CATALOGUE[0]?.id]);
    expect(response.json().payload).toEqual({
      success: 1,
      failures: [{ id: 999_999, code: null, name: null, message: INVENTORY_MESSAGES.prefillUnknown }],
    });
  });

  it('needs at least one entry, and canManageInventory', async () => {
    const before = await inventoryFootprint(ctx.db, companyId);
    expectFieldError(await addPrefills(ctx.t.app, owner, []), 'ids', INVENTORY_MESSAGES.prefillNoneSelected);
    expectFieldError(await addPrefills(ctx.t.app, owner, undefined), 'ids', INVENTORY_MESSAGES.prefillNoneSelected);
    const field = await addStaff(ctx.t.app, owner, 'Field Staff');
    expect((await addPrefills(ctx.t.app, field, [PREFILL_CATALOGUE[0]?.id])).statusCode).toBe(403);
    expect((await filterPrefills(ctx.t.app, field)).statusCode).toBe(200);
    expect(await inventoryFootprint(ctx.db, companyId)).toEqual(before);
  });
});

describe('PUT v1/business/company/settings/defaults', () => {
  const defaults = {
    gst_registered: true,
    default_gst: 'INCLUSIVE',
    inventory_tax_type: 'INCLUSIVE',
    rounding_method: 'UP',
    inventory_prefill_column: 'DESCRIPTION',
    setup_prefill_inventory: true,
  };
  const put = (session: Session, payload: Record<string, unknown>) =>
    as(ctx.t.app, session, { method: 'PUT', url: '/v1/business/company/settings/defaults', payload });

  it('saves the money and inventory defaults, which new prefills then use', async () => {
    const company = await registerBusiness(ctx.t.app);
    const saved = await put(company, defaults);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload.settings).toMatchObject(defaults);
    const loaded = await as(ctx.t.app, company, { method: 'GET', url: '/v1/user/load' });
    expect(loaded.json().payload.company.settings).toMatchObject(defaults);
    await addPrefills(ctx.t.app, company, [PREFILL_CATALOGUE[0]?.id]);
    const [item] = (await listItems(ctx.t.app, company, 'search=callout')).json().payload.items;
    expect(item).toMatchObject({ selling_tax_type: 'INCLUSIVE', prefill_column: 'DESCRIPTION' });
  });

  it('refuses an unknown rounding method and a caller without canModifyCompanyDetails, changing nothing', async () => {
    const company = await registerBusiness(ctx.t.app);
    expectFieldError(
      await put(company, { ...defaults, rounding_method: 'NEAREST' }),
      'rounding_method',
      'The selected rounding method is invalid.',
    );
    const office = await addStaff(ctx.t.app, company, 'Field Staff');
    expect((await put(office, defaults)).statusCode).toBe(403);
    const loaded = await as(ctx.t.app, company, { method: 'GET', url: '/v1/user/load' });
    expect(loaded.json().payload.company.settings).toMatchObject({
      rounding_method: 'HALF_EVEN',
      default_gst: 'EXCLUSIVE',
    });
  });
});
