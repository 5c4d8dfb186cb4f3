import { APPOINTMENT_TYPE_MESSAGES } from '@fieldbook/domain/appointments/appointments.constants';
import { INVENTORY_MESSAGES } from '@fieldbook/domain/inventory/inventory.constants';
import { LINE_MESSAGES } from '@fieldbook/domain/inventory/line-item.rules';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createItem, itemBody } from '../inventory/inventory-test-kit';
import { expectFieldError } from '../staff/staff-test-kit';

const ctx = useTestApp();
let owner: Session;
let companyId: number;

const saveType = (session: Session, payload: Record<string, unknown>) =>
  as(ctx.t.app, session, { method: 'POST', url: '/v1/appointments/types/save', payload });
const available = (session: Session, query = '') =>
  as(ctx.t.app, session, { method: 'GET', url: `/v1/appointments/types/available${query}` });
const typeBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Blocked drain',
  time_allocation: 60,
  ...overrides,
});
const line = (overrides: Record<string, unknown> = {}) => ({
  description: 'Call-out',
  unit_price: 99,
  quantity: 1,
  discount_rate: 0,
  tax_type: 'EXCLUSIVE',
  with_tax: true,
  ...overrides,
});

async function typeFootprint(db: pg.Pool, company: number) {
  const { rows } = await db.query(
    `select count(*)::int as types, coalesce(max(updated_at)::text, '') as latest
       from appointment_types where company_id = $1`,
    [company],
  );
  return rows[0];
}

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
});

describe('POST v1/appointments/types/save', () => {
  it('saves a type with the spec defaults and line items linked to inventory (General Service when none)', async () => {
    const item = await createItem(ctx.t.app, owner, itemBody({ code: 'JETTER', selling_unit_price: 250 }));
    const response = await saveType(
      owner,
      typeBody({ inventory: [line(), line({ item_id: item.id, unit_price: 250.5 })] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(APPOINTMENT_TYPE_MESSAGES.saved);
    const saved = response.json().payload.default;
    expect(saved).toMatchObject({
      name: 'Blocked drain',
      color: '#027be3',
      must_be_staffed: false,
      time_allocation: 60,
      client_reminder_offset: [-1440],
      staff_reminder_offset: [],
      unscheduled_reminder_offset: [],
      recursion_rule: null,
      recurring_status: 'UNSCHEDULED',
      deleted: false,
    });
    expect(saved.inventory[0]).toMatchObject({
      unit_price: 99,
      inventory_item: { code: 'GENERAL', name: 'General Service' },
    });
    expect(saved.inventory[1]).toMatchObject({
      unit_price: 250.5,
      item_id: item.id,
      inventory_item: { code: 'JETTER' },
    });
    const stored = await ctx.db.query('select inventory from appointment_types where id = $1', [saved.id]);
    expect(stored.rows[0].inventory[1]).toMatchObject({ unitPriceCents: 25050, quantityHundredths: 100 });

    const list = (await available(owner)).json().payload.types;
    expect(list.map((t: { id: number }) => t.id)).toContain(saved.id);
  });

  it('updates a type and answers 409 to a stale edit', async () => {
    const created = (await saveType(owner, typeBody({ name: 'Gas check' }))).json().payload.default;
    const updated = await saveType(
      owner,
      typeBody({ id: created.id, name: 'Gas safety check', updated_at: created.updated_at }),
    );
    expect(updated.json().payload.default.name).toBe('Gas safety check');
    const stale = await saveType(owner, typeBody({ id: created.id, name: 'Lost', updated_at: created.updated_at }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleEdit);
  });

  const rules: [string, Record<string, unknown>, string, string][] = [
    ['no name', { name: ' ' }, 'name', APPOINTMENT_TYPE_MESSAGES.nameRequired],
    [
      'a shorthand over 10',
      { shorthand_name: 'ABCDEFGHIJK' },
      'shorthand_name',
      APPOINTMENT_TYPE_MESSAGES.shorthandTooLong,
    ],
    [
      'a time allocation not offered',
      { time_allocation: 45 },
      'time_allocation',
      APPOINTMENT_TYPE_MESSAGES.timeAllocationInvalid,
    ],
    [
      'a reminder offset beyond 700 days',
      { client_reminder_offset: [-1_100_000] },
      'client_reminder_offset.0',
      APPOINTMENT_TYPE_MESSAGES.offsetInvalid,
    ],
    [
      'an unknown recurring status',
      { recurring_status: 'COMPLETE' },
      'recurring_status',
      APPOINTMENT_TYPE_MESSAGES.recurringStatusInvalid,
    ],
    [
      'a line without a description',
      { inventory: [line({ description: '' })] },
      'inventory.0.description',
      LINE_MESSAGES.descriptionRequired,
    ],
    [
      'a line quantity over 9999',
      { inventory: [line({ quantity: 10_000 })] },
      'inventory.0.quantity',
      LINE_MESSAGES.quantityInvalid,
    ],
    [
      'a line discount over 100',
      { inventory: [line({ discount_rate: 101 })] },
      'inventory.0.discount_rate',
      LINE_MESSAGES.discountInvalid,
    ],
    [
      'a line price below a cent',
      { inventory: [line({ unit_price: 0.001 })] },
      'inventory.0.unit_price',
      LINE_MESSAGES.unitPriceInvalid,
    ],
    [
      'an unknown inventory item',
      { inventory: [line({ item_id: 999_999 })] },
      'inventory.0.item_id',
      INVENTORY_MESSAGES.notFound,
    ],
    [
      'a recurrence rule without a subscription',
      { recursion_rule: 'FREQ=WEEKLY;COUNT=12' },
      'recursion_rule',
      APPOINTMENT_TYPE_MESSAGES.subscriptionOnly,
    ],
  ];
  for (const [what, override, field, message] of rules) {
    it(`refuses ${what} with "${message}" and stores nothing`, async () => {
      const before = await typeFootprint(ctx.db, companyId);
      expectFieldError(await saveType(owner, typeBody(override)), field, message);
      expect(await typeFootprint(ctx.db, companyId)).toEqual(before);
    });
  }
});

describe('a type’s recurring rule (subscribed)', () => {
  it('is kept as sent when an appointment can repeat by it, and refused saying why when not', async () => {
    const subscribed = await registerBusiness(ctx.t.app);
    const { companyId: id } = await whoIs(ctx.t.app, subscribed);
    await ctx.db.query('update companies set subscribed = true where id = $1', [id]);
    const rule = 'DTSTART:20261201T090000\nRRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=6;BYDAY=TU';
    const saved = await saveType(subscribed, typeBody({ recursion_rule: rule }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload.default.recursion_rule).toEqual({ value: rule });
    const before = await typeFootprint(ctx.db, id);
    const refused: [string, string][] = [
      ['FREQ=WEEKLY;COUNT=500', 'A weekly rule makes at most 104 appointments: COUNT=500 is over the limit.'],
      ['FREQ=HOURLY;COUNT=3', 'Appointments repeat at most daily: FREQ=HOURLY is not supported.'],
    ];
    for (const [bad, message] of refused) {
      expectFieldError(await saveType(subscribed, typeBody({ recursion_rule: bad })), 'recursion_rule', message);
    }
    expect(await typeFootprint(ctx.db, id)).toEqual(before);

    // Once the subscription ends, the type is still saved with its rule as it was; a new one is refused.
    await ctx.db.query('update companies set subscribed = false where id = $1', [id]);
    const type = saved.json().payload.default;
    const kept = await saveType(subscribed, typeBody({ id: type.id, name: 'Renamed', recursion_rule: rule }));
    expect(kept.statusCode, kept.body).toBe(200);
    expectFieldError(
      await saveType(subscribed, typeBody({ id: type.id, recursion_rule: 'FREQ=DAILY;COUNT=3' })),
      'recursion_rule',
      APPOINTMENT_TYPE_MESSAGES.subscriptionOnly,
    );
  });
});

describe('deleting, permissions and tenancy', () => {
  it('deletes a type out of the available list and lists it again with with_deleted', async () => {
    const type = (await saveType(owner, typeBody({ name: 'Old service' }))).json().payload.default;
    const deleted = await as(ctx.t.app, owner, {
      method: 'DELETE',
      url: '/v1/appointments/types',
      payload: { id: type.id },
    });
    expect(deleted.json().message).toBe(APPOINTMENT_TYPE_MESSAGES.archived);
    const ids = (list: { id: number }[]) => list.map((t) => t.id);
    expect(ids((await available(owner)).json().payload.types)).not.toContain(type.id);
    expect(ids((await available(owner, '?with_deleted=1')).json().payload.types)).toContain(type.id);
  });

  it('lets Field Staff read types but not save them (403, nothing stored)', async () => {
    const field = await addStaff(ctx.t.app, owner, 'Field Staff');
    expect((await available(field)).statusCode).toBe(200);
    const before = await typeFootprint(ctx.db, companyId);
    expect((await saveType(field, typeBody())).statusCode).toBe(403);
    expect(await typeFootprint(ctx.db, companyId)).toEqual(before);
  });

  it("answers 404 for another company's type and never lists it", async () => {
    const other = await registerBusiness(ctx.t.app);
    const theirs = (await saveType(other, typeBody({ name: 'Theirs' }))).json().payload.default;
    const edit = await saveType(owner, typeBody({ id: theirs.id, name: 'Mine now' }));
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe(APPOINTMENT_TYPE_MESSAGES.notFound);
    expect((await available(owner)).json().payload.types.map((t: { id: number }) => t.id)).not.toContain(theirs.id);
    const line404 = await saveType(
      owner,
      typeBody({ inventory: [line({ item_id: theirs.inventory[0]?.item_id ?? 0 })] }),
    );
    expect(line404.statusCode).toBe(422);
  });
});
