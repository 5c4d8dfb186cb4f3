import { CHANNELS, REALTIME_EVENTS } from '@fieldbook/domain/realtime/realtime.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, listen, settle, type TestSocket } from '../../realtime/realtime-test-kit';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { type NewNotification, notifyUser } from './notifications';

const ctx = useTestApp({ JOB_WORKERS: 'false' });
let baseUrl = '';
let owner: Session;
let staff: Session;
let other: Session;
const ids = { owner: 0, staff: 0, other: 0, company: 0, otherCompany: 0 };
const sockets: TestSocket[] = [];

beforeAll(async () => {
  baseUrl = await listen(ctx.t.app);
  owner = await registerBusiness(ctx.t.app);
  staff = await addStaff(ctx.t.app, owner, 'Field Staff');
  other = await registerBusiness(ctx.t.app);
  const [o, s, x] = await Promise.all([whoIs(ctx.t.app, owner), whoIs(ctx.t.app, staff), whoIs(ctx.t.app, other)]);
  Object.assign(ids, { owner: o.userId, staff: s.userId, other: x.userId, company: o.companyId });
  ids.otherCompany = x.companyId;
});
afterAll(() => {
  for (const socket of sockets) socket.close();
});

const notify = (input: Partial<NewNotification> & { userId: number; companyId: number }) =>
  ctx.t.app.db.transaction((tx) =>
    notifyUser(tx, {
      title: 'Quotation Q-1 accepted',
      body: 'Jo accepted it',
      about: { type: 'quotation', id: 7 },
      ...input,
    }),
  );
const list = async (session: Session) => {
  const response = await as(ctx.t.app, session, { method: 'GET', url: '/v1/notifications/all' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as {
    notifications: { id: number; title: string; is_read: boolean }[];
    unread: number;
  };
};
const markRead = (session: Session, payload: Record<string, unknown>) =>
  as(ctx.t.app, session, { method: 'POST', url: '/v1/notifications/read', payload });
const unreadIn = async (companyId: number, userId: number) =>
  Number(
    (
      await ctx.db.query('select count(*) from notifications where company_id = $1 and user_id = $2 and not is_read', [
        companyId,
        userId,
      ])
    ).rows[0].count,
  );

describe('notifications', () => {
  it('answers an empty list for a new user', async () => {
    const response = await as(ctx.t.app, await registerBusiness(ctx.t.app), {
      method: 'GET',
      url: '/v1/notifications/all',
    });
    expect(response.json()).toEqual({
      status: 'success',
      payload: { notifications: [], unread: 0 },
      errors: null,
      message: null,
    });
  });

  it('lists the caller’s own, newest first, with the unread count, and marks them read', async () => {
    await notify({ companyId: ids.company, userId: ids.owner, title: 'First' });
    await notify({ companyId: ids.company, userId: ids.owner, title: 'Second' });
    await notify({ companyId: ids.company, userId: ids.staff, title: 'For the staff member' });
    const mine = await list(owner);
    expect(mine.notifications.map((n) => n.title)).toEqual(['Second', 'First']);
    expect(mine.notifications[0]).toEqual({
      id: expect.any(Number),
      title: 'Second',
      body: 'Jo accepted it',
      data: { type: 'quotation', id: 7 },
      is_read: false,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(mine.unread).toBe(2);
    expect((await list(staff)).notifications.map((n) => n.title)).toEqual(['For the staff member']);

    const second = mine.notifications[0]?.id;
    const marked = await markRead(owner, { ids: [second] });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().payload.unread).toBe(1);
    expect(marked.json().payload.notifications.map((n: { is_read: boolean }) => n.is_read)).toEqual([true, false]);

    expect((await markRead(owner, {})).json().payload.unread).toBe(0);
    expect(await unreadIn(ids.company, ids.staff)).toBe(1);
  });

  it('never marks or shows anyone else’s, in the company or another', async () => {
    await notify({ companyId: ids.company, userId: ids.staff, title: 'Staff only' });
    await notify({ companyId: ids.otherCompany, userId: ids.other, title: 'Theirs' });
    const staffIds = (await list(staff)).notifications.map((n) => n.id);
    const theirIds = (await list(other)).notifications.map((n) => n.id);
    const before = [await unreadIn(ids.company, ids.staff), await unreadIn(ids.otherCompany, ids.other)];

    const response = await markRead(owner, { ids: [...staffIds, ...theirIds] });
    expect(response.statusCode).toBe(200);
    expect([await unreadIn(ids.company, ids.staff), await unreadIn(ids.otherCompany, ids.other)]).toEqual(before);
    expect((await list(owner)).notifications.map((n) => n.title)).not.toContain('Staff only');
  });

  it('refuses ids that are not a list of numbers, changing nothing', async () => {
    await notify({ companyId: ids.company, userId: ids.owner, title: 'Still unread' });
    const before = await unreadIn(ids.company, ids.owner);
    for (const [payload, message] of [
      [{ ids: 'all' }, 'The ids must be a list of numbers.'],
      [{ ids: ['x'] }, 'Each id must be a number.'],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'At most 100 notifications can be marked at once.'],
    ] as const) {
      const response = await markRead(owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(JSON.stringify(response.json().errors)).toContain(message);
    }
    expect(await unreadIn(ids.company, ids.owner)).toBe(before);
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.t.app.inject({ method: 'POST', url: '/v1/notifications/read', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('tells the user’s own open pages once the change commits, and nobody else’s', async () => {
    const open = async (session: Session) => {
      const socket = await connect(baseUrl, session.token);
      sockets.push(socket);
      expect(await socket.subscribe(CHANNELS.notifications)).toEqual({ ok: true });
      return socket;
    };
    const mine = await open(owner);
    const colleague = await open(staff);
    const stranger = await open(other);
    // Rolled back: nothing is kept and nothing is told.
    await ctx.t.app.db
      .transaction(async (tx) => {
        await notifyUser(tx, {
          companyId: ids.company,
          userId: ids.owner,
          title: 'Never happened',
          body: '',
          about: { type: 'invoice', id: 1 },
        });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await notify({ companyId: ids.company, userId: ids.owner, title: 'Invoice INV-1 paid' });

    const message = await mine.next(CHANNELS.notifications, REALTIME_EVENTS.notification);
    expect(message.data).toEqual({ id: expect.any(Number), title: 'Invoice INV-1 paid' });
    await settle(mine, colleague, stranger);
    expect(mine.received.filter((m) => m.event === REALTIME_EVENTS.notification)).toHaveLength(1);
    expect(colleague.received.filter((m) => m.event === REALTIME_EVENTS.notification)).toEqual([]);
    expect(stranger.received.filter((m) => m.event === REALTIME_EVENTS.notification)).toEqual([]);
    expect((await list(owner)).notifications.map((n) => n.title)).not.toContain('Never happened');
  });
});
