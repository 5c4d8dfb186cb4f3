import { appointmentSearchBodySchema } from '@fieldbook/domain/appointments/appointments.schemas';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/index';
import { registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { listedColumns } from './appointments.repository';
import { searchAppointments } from './appointments-search.repository';
import { appointmentBody, createAppointment } from './appointments-test-kit';

const ctx = useTestApp();
let owner: Session;
let companyId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  const address = { address_line_1: '1 Collins St', city: 'Melbourne', state: 'VIC', postcode: '3000' };
  for (const overrides of [
    { description: 'Kitchen sink', color: '#ff0000', address, all_day: false },
    { timezone: 'Australia/Perth', start_date: '2026-12-02 08:00:00', end_date: '2026-12-02 09:00:00' },
    { start_date: '2026-12-03 10:00:00', end_date: '2026-12-03 11:00:00', status: 'UNCONFIRMED' },
    { start_date: '1965-06-01 10:00:00', end_date: '1965-06-01 11:00:00' },
  ]) {
    await createAppointment(ctx.t.app, owner, appointmentBody(overrides));
  }
  // A series' columns; instants a JS Date floors (microseconds before 1970 and after it); archived.
  await ctx.db.query(
    `update appointments set recursion_rule = 'FREQ=WEEKLY;COUNT=3', recurrence_id = id, recurrence_parent_id = id
     where company_id = $1 and status = 'UNCONFIRMED'`,
    [companyId],
  );
  await ctx.db.query(
    `update appointments set start_at = start_at + interval '0.999999 seconds', is_locked = true
     where company_id = $1 and title = 'Blocked kitchen drain' and start_at < '1970-01-01'`,
    [companyId],
  );
  await ctx.db.query(
    `update appointments set updated_at = updated_at + interval '0.000501 seconds', archived_at = now()
     where id = (select max(id) from appointments where company_id = $1)`,
    [companyId],
  );
});

/** Every listed column of the company's appointments, as drizzle maps them. */
async function byDrizzle() {
  const rows = await ctx.t.app.db
    .select(listedColumns)
    .from(appointments)
    .where(eq(appointments.companyId, companyId))
    .orderBy(asc(appointments.id));
  return new Map(rows.map((row) => [row.id, row]));
}

describe('listed appointments read as arrays', () => {
  it('are the rows drizzle maps, value for value, for each sort and archived or not', async () => {
    const expected = await byDrizzle();
    let seen = 0;
    for (const body of [
      { sortBy: 'start_date', rows: 500 },
      { sortBy: 'created_at', sortDirection: 'desc', rows: 500 },
      { sortBy: 'closest', rows: 500 },
      { sortBy: 'closest', rows: 500, filter: 'kitchen' },
      { archived: true, rows: 500 },
    ]) {
      const { rows } = await searchAppointments(ctx.t.app.db, companyId, appointmentSearchBodySchema.parse(body), {
        start: null,
        end: null,
      });
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toStrictEqual(expected.get(row.id));
      seen += rows.length;
    }
    expect(seen).toBeGreaterThanOrEqual(expected.size);
  });
});
