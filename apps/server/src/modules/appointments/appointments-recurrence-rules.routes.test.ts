import { addMinutes } from '@fieldbook/domain/appointments/appointment-form.rules';
import { anchorRule, ruleStartOf } from '@fieldbook/domain/appointments/recurrence-rule';
import { RECURRENCE_VECTORS } from '@fieldbook/domain/appointments/recurrence-vectors.fixture';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { expectFieldError } from '../staff/staff-test-kit';
import {
  appointmentBody,
  appointmentFootprint,
  createAppointment,
  editBody,
  findAppointment,
  postAppointment,
  putAppointment,
} from './appointments-test-kit';

// Issue 20, item 6: a recurring rule sent to the API is stored and expanded exactly as sent (RFC
// 5545, as python-dateutil expands it), or refused with 422 errors.recursion_rule — never rewritten.

const ctx = useTestApp();
let owner: Session;
let companyId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  ({ companyId } = await whoIs(ctx.t.app, owner));
  await ctx.db.query('update companies set subscribed = true where id = $1', [companyId]);
});

/** The instants (ms) the series of an appointment starts at, straight from the database. */
async function seriesInstants(id: number) {
  const { rows } = await ctx.db.query(
    `select extract(epoch from start_at) * 1000 as at from appointments
     where recurrence_id = (select recurrence_id from appointments where id = $1) order by start_at`,
    [id],
  );
  return rows.map((row: { at: string }) => Number(row.at));
}

const storedRule = async (id: number) =>
  (await ctx.db.query('select recursion_rule from appointments where id = $1', [id])).rows[0]?.recursion_rule;

describe('POST v1/appointments stores and expands the rule it was sent', () => {
  it.each(RECURRENCE_VECTORS)('$rule', async ({ rule, timezone, starts }) => {
    const start = ruleStartOf(rule) ?? '';
    const first = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({ start_date: start, end_date: addMinutes(start, 60), timezone, recursion_rule: rule }),
    );
    expect(first.recursion_rule.value).toBe(rule);
    expect(await seriesInstants(first.id)).toEqual(starts.map((iso) => DateTime.fromISO(iso).toMillis()));
    // Every appointment of the series carries the same rule.
    for (const { id } of first.recurring_appointments as { id: number }[]) expect(await storedRule(id)).toBe(rule);
  });

  it("anchors a rule without a DTSTART at the appointment's start, and changes nothing else", async () => {
    const first = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({
        start_date: '2027-03-15 09:00:00',
        end_date: '2027-03-15 10:00:00',
        recursion_rule: 'FREQ=YEARLY;BYMONTH=3,9;COUNT=4',
      }),
    );
    expect(first.recursion_rule.value).toBe(anchorRule('FREQ=YEARLY;BYMONTH=3,9;COUNT=4', '2027-03-15 09:00:00'));
    expect(first.recursion_rule.value).toBe('DTSTART:20270315T090000\nRRULE:FREQ=YEARLY;BYMONTH=3,9;COUNT=4');
    expect(first.recurring_appointments.map((a: { start_date: string }) => a.start_date)).toEqual([
      '2027-03-15 09:00:00',
      '2027-09-15 09:00:00',
      '2028-03-15 09:00:00',
      '2028-09-15 09:00:00',
    ]);
  });
});

describe('PUT v1/appointments with a changed rule', () => {
  it('starts the new series by the rule exactly as sent', async () => {
    const first = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({ start_date: '2027-01-29 09:00:00', end_date: '2027-01-29 10:00:00' }),
    );
    const rule = 'DTSTART:20270129T090000\nRRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=4';
    const response = await putAppointment(ctx.t.app, owner, editBody(first, { recursion_rule: rule }));
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json().payload.appointment;
    expect(saved.recursion_rule.value).toBe(rule);
    expect(saved.recurring_appointments.map((a: { start_date: string }) => a.start_date)).toEqual([
      '2027-01-29 09:00:00',
      '2027-02-26 09:00:00',
      '2027-03-26 09:00:00',
      '2027-04-30 09:00:00',
    ]);
  });
});

describe('a rule the API cannot keep is refused with 422 errors.recursion_rule, and nothing changes', () => {
  const start = { start_date: '2027-03-15 09:00:00', end_date: '2027-03-15 10:00:00' };

  it.each([
    [
      'FREQ=WEEKLY;INTERVAL=521;COUNT=3',
      'A weekly rule repeats at most every 520 weeks: INTERVAL=521 is over the limit.',
    ],
    [
      'FREQ=MONTHLY;BYDAY=-1FR',
      'The recurring rule never ends: give it a COUNT or an UNTIL (a monthly rule makes at most 120 appointments).',
    ],
    ['FREQ=HOURLY;COUNT=3', 'Appointments repeat at most daily: FREQ=HOURLY is not supported.'],
    [
      'DTSTART:20270315T090000\nRRULE:FREQ=DAILY;COUNT=3\nEXDATE:20270316T090000',
      'The recurring rule has EXDATE: an appointment series repeats by a single RRULE.',
    ],
    [
      'DTSTART:20270316T090000\nRRULE:FREQ=DAILY;COUNT=3',
      "The recurring rule starts at 2027-03-16 09:00:00 (DTSTART), not at the appointment's start 2027-03-15 09:00:00.",
    ],
    [
      'FREQ=FORTNIGHTLY;COUNT=x',
      "The recurring rule's FREQ=FORTNIGHTLY is not valid: FREQ takes YEARLY, MONTHLY, WEEKLY or DAILY.",
    ],
  ])('POST %j', async (rule, message) => {
    const before = await appointmentFootprint(ctx.db, companyId);
    expectFieldError(
      await postAppointment(ctx.t.app, owner, appointmentBody({ ...start, recursion_rule: rule })),
      'recursion_rule',
      message,
    );
    expect(await appointmentFootprint(ctx.db, companyId)).toEqual(before);
  });

  it('PUT: the appointment keeps its series and rule', async () => {
    const first = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({ ...start, recursion_rule: 'FREQ=DAILY;COUNT=3' }),
    );
    const before = await appointmentFootprint(ctx.db, companyId);
    expectFieldError(
      await putAppointment(
        ctx.t.app,
        owner,
        editBody(first, { recursion_rule: 'FREQ=WEEKLY;INTERVAL=521;COUNT=3', update_recurring: 'none' }),
      ),
      'recursion_rule',
      'A weekly rule repeats at most every 520 weeks: INTERVAL=521 is over the limit.',
    );
    expect(await appointmentFootprint(ctx.db, companyId)).toEqual(before);
    const after = (await findAppointment(ctx.t.app, owner, first.id)).json().payload.appointment;
    expect(after.recursion_rule.value).toBe('DTSTART:20270315T090000\nRRULE:FREQ=DAILY;COUNT=3');
    expect(after.recurring_appointments).toHaveLength(3);
  });
});
