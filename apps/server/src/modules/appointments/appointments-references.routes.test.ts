import { APPOINTMENT_MESSAGES as M } from '@fieldbook/domain/appointments/appointments.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { expectFieldError } from '../staff/staff-test-kit';
import {
  appointmentBody,
  appointmentFootprint,
  createAppointment,
  editBody,
  postAppointment,
  putAppointment,
} from './appointments-test-kit';

// Reference numbers of new appointments: the server takes the next free one unless one is typed.

const ctx = useTestApp();
let owner: Session;
let companyId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  await ctx.db.query('update companies set subscribed = true where id = $1', [companyId]);
});

const offered = async (session: Session = owner) =>
  (await as(ctx.t.app, session, { method: 'GET', url: '/v1/appointments/defaults/values' })).json().payload
    .reference_id as string;
/** A body as the Create Appointment dialog sends it when nobody typed a number. */
const untyped = (overrides: Record<string, unknown> = {}) => {
  const { reference_id: _typed, ...body } = appointmentBody(overrides);
  return body;
};
const references = async () =>
  (await ctx.db.query('select reference_id from appointments where company_id = $1 order by id', [companyId])).rows.map(
    (row: { reference_id: string }) => row.reference_id,
  );

describe('reference numbers of new appointments', () => {
  it('books twice in a row from one page, the offer read once: each takes the next number', async () => {
    const offer = await offered();
    // The page read the offer once; the second booking comes without a reload.
    const first = await createAppointment(ctx.t.app, owner, untyped());
    const second = await createAppointment(ctx.t.app, owner, untyped({ reference_id: '' }));
    // A client that sends the offer back unchanged (reference_changed false) gets the next free one too.
    const third = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({ reference_id: offer, reference_changed: false }),
    );
    expect([first.reference_id, second.reference_id, third.reference_id]).toEqual([
      offer,
      String(Number(offer) + 1),
      String(Number(offer) + 2),
    ]);
    expect(await offered()).toBe(String(Number(offer) + 3));
  });

  it('gives 20 concurrent creates without a number 20 different numbers, none refused', async () => {
    const before = (await references()).length;
    const responses = await Promise.all(Array.from({ length: 20 }, () => postAppointment(ctx.t.app, owner, untyped())));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const numbers = responses.map((r) => r.json().payload.appointment.reference_id as string);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.every((n) => /^\d+$/.test(n))).toBe(true);
    const stored = await references();
    expect(stored).toHaveLength(before + 20);
    expect(new Set(stored.map((r) => r.toLowerCase())).size).toBe(stored.length);
  });

  it('keeps concurrent series and single bookings apart', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        postAppointment(
          ctx.t.app,
          owner,
          untyped(n % 2 === 0 ? { recursion_rule: 'FREQ=DAILY;COUNT=3', recurring_status: 'SCHEDULED' } : {}),
        ),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const stored = await references();
    expect(new Set(stored.map((r) => r.toLowerCase())).size).toBe(stored.length);
  });

  it('still checks a typed number: a taken one is refused and stores nothing; a free one is kept', async () => {
    const next = Number(await offered());
    // Typed ahead of the counter: kept, and the counter moves past it.
    const typed = await createAppointment(ctx.t.app, owner, appointmentBody({ reference_id: String(next + 5) }));
    expect(typed.reference_id).toBe(String(next + 5));
    expect((await createAppointment(ctx.t.app, owner, untyped())).reference_id).toBe(String(next + 6));

    const before = await appointmentFootprint(ctx.db, companyId);
    expectFieldError(
      await postAppointment(ctx.t.app, owner, appointmentBody({ reference_id: String(next + 5) })),
      'reference_id',
      M.referenceTaken,
    );
    expectFieldError(
      await postAppointment(ctx.t.app, owner, appointmentBody({ reference_id: 'R'.repeat(31) })),
      'reference_id',
      M.referenceTooLong,
    );
    expect(await appointmentFootprint(ctx.db, companyId)).toEqual(before);
  });

  it('keeps the number on an edit: an emptied one is refused, another taken one too, and nothing changes', async () => {
    const first = await createAppointment(ctx.t.app, owner, untyped());
    const second = await createAppointment(ctx.t.app, owner, untyped());
    const before = await appointmentFootprint(ctx.db, companyId);
    expectFieldError(
      await putAppointment(ctx.t.app, owner, editBody(second, { reference_id: ' ' })),
      'reference_id',
      M.referenceRequired,
    );
    expectFieldError(
      await putAppointment(ctx.t.app, owner, editBody(second, { reference_id: first.reference_id })),
      'reference_id',
      M.referenceTaken,
    );
    expect(await appointmentFootprint(ctx.db, companyId)).toEqual(before);
  });

  it('skips a number typed by hand where the counter would go next', async () => {
    const next = Number(await offered());
    // Stored without moving the counter (as an import or an old row might be).
    await ctx.db.query(
      `insert into appointments (company_id, reference_id, title, start_at, end_at, timezone, status)
       values ($1, $2, 'Typed earlier', now(), now(), 'Australia/Melbourne', 'SCHEDULED')`,
      [companyId, String(next)],
    );
    expect(await offered()).toBe(String(next + 1));
    expect((await createAppointment(ctx.t.app, owner, untyped())).reference_id).toBe(String(next + 1));
  });
});
