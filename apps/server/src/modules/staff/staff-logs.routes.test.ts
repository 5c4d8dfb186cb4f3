import { STAFF_LOG_PAGE_SIZE, STAFF_MESSAGES } from '@fieldbook/domain/staff/staff.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { LOG_PAGES_COUNTED_AHEAD } from '../activity/activity.repository';
import { createStaff, USERS } from './staff-test-kit';

const ctx = useTestApp();
let owner: Session;
let companyId: number;
let ownerId: number;
let actor: { id: number };

/** Log rows written directly: what the log shows does not depend on which call wrote them. */
async function writeLogs(userId: number | null, descriptions: string[]) {
  for (const description of descriptions) {
    await ctx.db.query(
      `insert into activity_logs (company_id, user_id, action, subject_type, subject_id, description)
       values ($1, $2, 'test_action', 'client', 7, $3)`,
      [companyId, userId, description],
    );
  }
}

const logs = (query: string, session: Session = owner) =>
  as(ctx.t.app, session, { method: 'GET', url: `${USERS}/logs?${query}` });

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  ({ companyId, userId: ownerId } = await whoIs(ctx.t.app, owner));
  actor = await createStaff(ctx.t.app, owner);
  const total = STAFF_LOG_PAGE_SIZE + 5;
  await writeLogs(
    actor.id,
    Array.from({ length: total }, (_, i) => `Entry ${String(i + 1).padStart(2, '0')}`),
  );
  await writeLogs(actor.id, ['Discount 100% applied', 'Renamed file_a', 'Discount 100 applied']);
});

describe('GET /v1/business/company/users/logs', () => {
  it('pages one user’s actions newest first, with the page count as max', async () => {
    const first = await logs(`user_id=${actor.id}&page=1`);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json().payload;
    const total = STAFF_LOG_PAGE_SIZE + 5 + 3;
    expect(page1.max).toBe(Math.ceil(total / STAFF_LOG_PAGE_SIZE));
    expect(page1.timeline).toHaveLength(STAFF_LOG_PAGE_SIZE);
    expect(page1.timeline[0]).toMatchObject({
      type: 'log',
      action: 'test_action',
      description: 'Discount 100 applied',
      subject: { type: 'client', id: 7 },
      user: { id: actor.id, initials: 'FF', color: expect.any(String) },
    });
    expect(page1.timeline[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const ids = page1.timeline.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const page2 = (await logs(`user_id=${actor.id}&page=2`)).json().payload;
    expect(page2.timeline).toHaveLength(total - STAFF_LOG_PAGE_SIZE);
    expect(page2.timeline.at(-1).description).toBe('Entry 01');
    // Only this user's actions: the owner created the staff member, which is not in the list.
    const all = [...page1.timeline, ...page2.timeline];
    expect(all.every((e: { user: { id: number } }) => e.user.id === actor.id)).toBe(true);
  });

  it('searches descriptions case-insensitively, taking % and _ literally', async () => {
    const found = (await logs(`user_id=${actor.id}&search=${encodeURIComponent('DISCOUNT 100%')}`)).json().payload;
    expect(found.timeline.map((e: { description: string }) => e.description)).toEqual(['Discount 100% applied']);
    expect(found.max).toBe(1);
    const underscore = (await logs(`user_id=${actor.id}&search=${encodeURIComponent('e_a')}`)).json().payload;
    expect(underscore.timeline.map((e: { description: string }) => e.description)).toEqual(['Renamed file_a']);
    const none = (await logs(`user_id=${actor.id}&search=nothing-like-this`)).json().payload;
    expect(none).toEqual({ timeline: [], max: 0 });
  });

  it('without user_id shows the whole company, system entries without a user too', async () => {
    await writeLogs(null, ['System housekeeping']);
    const page = (await logs('page=1')).json().payload;
    expect(page.timeline[0]).toMatchObject({ description: 'System housekeeping', user: null });
    const byOwner = (await logs('search=Created%20staff%20member')).json().payload;
    expect(byOwner.timeline[0].user.id).toBe(ownerId);
  });

  // Staff without canManageUsers (403) and another company's user (as a missing one) are walked
  // over every route in http/route-matrices.test.ts.
  it('answers 404 for a user that does not exist, and another company’s log holds nothing of this one', async () => {
    const missing = await logs('user_id=987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(STAFF_MESSAGES.notFound);
    const rival = await registerBusiness(ctx.t.app);
    // The rival's company-wide log holds nothing of this company.
    const theirs = (await logs('page=1', rival)).json().payload;
    expect(theirs.timeline.some((e: { description: string }) => e.description.startsWith('Entry'))).toBe(false);
  });

  it('counts max up to LOG_PAGES_COUNTED_AHEAD pages past the one asked for, exactly when fewer remain', async () => {
    const rival = await registerBusiness(ctx.t.app);
    const { companyId: rivalId } = await whoIs(ctx.t.app, rival);
    const pages = LOG_PAGES_COUNTED_AHEAD + 10;
    await ctx.db.query(
      `insert into activity_logs (company_id, action, subject_type, description)
       select $1, 'test_action', 'company', 'Bulk ' || g from generate_series(1, $2::int) g`,
      [rivalId, pages * STAFF_LOG_PAGE_SIZE],
    );
    const maxAt = async (page: number) => (await logs(`page=${page}`, rival)).json().payload.max;
    // The rival's sign-up logged a few entries too, so the rows run into one more page.
    expect(await maxAt(1)).toBe(1 + LOG_PAGES_COUNTED_AHEAD);
    expect(await maxAt(5)).toBe(5 + LOG_PAGES_COUNTED_AHEAD);
    expect(await maxAt(20)).toBe(pages + 1);
  });
});
