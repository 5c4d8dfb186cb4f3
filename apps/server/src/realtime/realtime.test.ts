import { CHANNELS, REALTIME_MESSAGES as M } from '@fieldbook/domain/realtime/realtime.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentBody, createAppointment, putAppointment } from '../modules/appointments/appointments-test-kit';
import {
  addStaff,
  as,
  buildTestApp,
  registerBusiness,
  type Session,
  signIn,
  useTestApp,
  whoIs,
} from '../test/build-test-app';
import { connect, listen, settle, type TestSocket } from './realtime-test-kit';

const ctx = useTestApp({ JOB_WORKERS: 'false' });
let baseUrl = '';
let owner: Session;
let other: Session;
const sockets: TestSocket[] = [];
const open = async (session: Session | null) => {
  const socket = await connect(baseUrl, session?.token ?? null);
  sockets.push(socket);
  return socket;
};

beforeAll(async () => {
  baseUrl = await listen(ctx.t.app);
  owner = await registerBusiness(ctx.t.app);
  other = await registerBusiness(ctx.t.app);
});
afterAll(() => {
  for (const socket of sockets) socket.close();
});

const setStatus = (session: Session, id: number, status: string, socketId?: string) =>
  as(ctx.t.app, session, {
    method: 'PUT',
    url: '/v1/appointments/status',
    payload: { id, status },
    headers: socketId ? { 'x-socket-id': socketId } : {},
  });

describe('realtime channels at /realtime', () => {
  it('refuses a socket without a valid access token', async () => {
    await expect(open(null)).rejects.toThrow(M.sessionExpired);
    await expect(connect(baseUrl, 'not-a-token')).rejects.toThrow(M.sessionExpired);
  });

  it('tells the calendar and the appointment’s channel of a status change, after it commits, but not its sender', async () => {
    const appointment = await createAppointment(ctx.t.app, owner, appointmentBody());
    const calendar = await open(owner);
    const dialog = await open(owner);
    const sender = await open(owner);
    expect(await calendar.subscribe(CHANNELS.calendar)).toEqual({ ok: true });
    expect(await dialog.subscribe(CHANNELS.appointment(appointment.id))).toEqual({ ok: true });
    expect(await sender.subscribe(CHANNELS.calendar)).toEqual({ ok: true });

    const response = await setStatus(owner, appointment.id, 'IN_PROGRESS', sender.socket.id);
    expect(response.statusCode, response.body).toBe(200);
    const expected = { event: 'status.update', data: { id: appointment.id, status: 'IN_PROGRESS' } };
    expect(await calendar.next(CHANNELS.calendar, 'status.update')).toEqual({
      channel: CHANNELS.calendar,
      ...expected,
    });
    expect(await dialog.next(CHANNELS.appointment(appointment.id), 'status.update')).toEqual({
      channel: CHANNELS.appointment(appointment.id),
      ...expected,
    });

    const locked = await as(ctx.t.app, owner, {
      method: 'PUT',
      url: '/v1/appointments/lock',
      payload: { id: appointment.id, state: true },
    });
    expect(locked.statusCode).toBe(200);
    expect((await dialog.next(CHANNELS.appointment(appointment.id), 'lock.update')).data).toEqual({
      id: appointment.id,
      state: true,
    });
    await settle(sender);
    expect(sender.received.filter((m) => m.event === 'status.update')).toEqual([]);
  });

  it('tells the calendar of a new appointment, and of its update', async () => {
    const calendar = await open(owner);
    await calendar.subscribe(CHANNELS.calendar);
    const appointment = await createAppointment(ctx.t.app, owner, appointmentBody());
    expect((await calendar.next(CHANNELS.calendar, 'add')).data).toEqual({ id: appointment.id });
    const moved = await putAppointment(ctx.t.app, owner, {
      id: appointment.id,
      reference_id: appointment.reference_id,
      title: 'Moved',
      start_date: '2026-12-02 10:00:00',
      end_date: '2026-12-02 11:00:00',
      status: 'SCHEDULED',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await calendar.next(CHANNELS.calendar, 'update')).data).toEqual({ id: appointment.id });
  });

  it('sends nothing for a change that was refused or rolled back', async () => {
    const first = await createAppointment(ctx.t.app, owner, appointmentBody());
    const second = await createAppointment(ctx.t.app, owner, appointmentBody());
    const listener = await open(owner);
    await listener.subscribe(CHANNELS.calendar);
    // The second takes the first's reference number: the update fails inside its transaction.
    const clash = await putAppointment(ctx.t.app, owner, {
      id: second.id,
      reference_id: first.reference_id,
      title: 'Clash',
      start_date: second.start_date,
      end_date: second.end_date,
      status: 'SCHEDULED',
    });
    expect(clash.statusCode).toBe(422);
    const refused = await setStatus(owner, first.id, 'NOT_A_STATUS');
    expect(refused.statusCode).toBe(422);
    await settle(listener);
    expect(listener.received.filter((m) => m.channel === CHANNELS.calendar)).toEqual([]);
  });

  it('keeps each company to its own channels: another company’s appointment is not found, its calendar silent', async () => {
    const appointment = await createAppointment(ctx.t.app, owner, appointmentBody());
    const outsider = await open(other);
    expect(await outsider.subscribe(CHANNELS.appointment(appointment.id))).toEqual({
      ok: false,
      message: 'Could not load appointment',
    });
    expect(await outsider.subscribe(CHANNELS.calendar)).toEqual({ ok: true });
    await setStatus(owner, appointment.id, 'COMPLETE');
    await settle(outsider);
    expect(outsider.received.filter((m) => m.channel !== CHANNELS.system)).toEqual([]);
    expect(await outsider.subscribe('Company.Calendar.Everyone')).toEqual({ ok: false, message: M.unknownChannel });
  });

  it('refuses the calendar to a user without calendar access, and a client’s channel without client access', async () => {
    const staff = await addStaff(ctx.t.app, owner, 'Field Staff');
    const { userId } = await whoIs(ctx.t.app, staff);
    await ctx.db.query(`update users set permissions = '{canAccessPortalBusiness}' where id = $1`, [userId]);
    const socket = await open(staff);
    expect(await socket.subscribe(CHANNELS.calendar)).toEqual({ ok: false, message: M.notAllowed });
    expect(await socket.subscribe(CHANNELS.client(1))).toEqual({ ok: false, message: M.notAllowed });
    expect(await socket.subscribe(CHANNELS.system)).toEqual({ ok: true });
  });

  it('refuses every channel, the system one too, to a user without canAccessPortalBusiness', async () => {
    const staff = await addStaff(ctx.t.app, owner, 'Office');
    const { userId } = await whoIs(ctx.t.app, staff);
    await ctx.db.query(
      `update users set permissions = array_remove(permissions, 'canAccessPortalBusiness') where id = $1`,
      [userId],
    );
    const socket = await open(staff);
    for (const channel of [CHANNELS.calendar, CHANNELS.system]) {
      expect(await socket.subscribe(channel)).toEqual({ ok: false, message: M.notAllowed });
    }
  });

  it('relays a drag in progress only to the room’s other members, and only from a member', async () => {
    const appointment = await createAppointment(ctx.t.app, owner, appointmentBody());
    const dragging = await open(owner);
    const watching = await open(owner);
    const outsider = await open(other);
    await dragging.subscribe(CHANNELS.calendar);
    await watching.subscribe(CHANNELS.calendar);
    await outsider.subscribe(CHANNELS.calendar);
    const drag = { id: appointment.id, start_date: '2026-12-01 11:00:00' };
    dragging.socket.emit('whisper', CHANNELS.calendar, 'drag.update', drag);
    expect((await watching.next(CHANNELS.calendar, 'drag.update')).data).toEqual(drag);
    // Not a member of the appointment's room, and not an event clients may whisper.
    dragging.socket.emit('whisper', CHANNELS.appointment(appointment.id), 'drag.update', drag);
    dragging.socket.emit('whisper', CHANNELS.calendar, 'remove', { id: appointment.id });
    await settle(dragging, watching, outsider);
    expect(watching.received.filter((m) => m.event === 'remove')).toEqual([]);
    expect(dragging.received.filter((m) => m.event === 'drag.update')).toEqual([]);
    expect(outsider.received.filter((m) => m.event === 'drag.update')).toEqual([]);
  });

  it('broadcasts a maintenance change on the System channel', async () => {
    const socket = await open(owner);
    await socket.subscribe(CHANNELS.system);
    const maintenance = { status: 'PENDING' as const, message: null, pending_message: 'Back at 2 am' };
    await ctx.t.app.system.setMaintenance(maintenance);
    try {
      expect((await socket.next(CHANNELS.system, 'maintenance')).data).toEqual(maintenance);
    } finally {
      await ctx.t.app.system.setMaintenance({ status: 'OFF', message: null, pending_message: null });
    }
  });
});

describe('sockets of sessions that end', () => {
  it('disconnects a signed-out session’s sockets, which hear nothing more, and keeps the user’s other sessions', async () => {
    const laptop = await signIn(ctx.t.app, owner, 'laptop');
    const leaving = await open(laptop);
    const staying = await open(owner);
    expect(await leaving.subscribe(CHANNELS.calendar)).toEqual({ ok: true });
    expect(await staying.subscribe(CHANNELS.calendar)).toEqual({ ok: true });

    const out = await as(ctx.t.app, laptop, { method: 'POST', url: '/v1/user/logout', payload: { guid: 'laptop' } });
    expect(out.statusCode).toBe(200);
    await leaving.disconnected();
    const appointment = await createAppointment(ctx.t.app, owner, appointmentBody());
    expect((await staying.next(CHANNELS.calendar, 'add')).data).toEqual({ id: appointment.id });
    expect(leaving.received).toEqual([]);
    expect(staying.socket.connected).toBe(true);
    await expect(open(laptop)).rejects.toThrow(M.sessionExpired);
  });

  it('disconnects every socket of a staff member who is deactivated', async () => {
    const staff = await addStaff(ctx.t.app, owner, 'Office');
    const { userId } = await whoIs(ctx.t.app, staff);
    const phone = await signIn(ctx.t.app, staff, 'phone');
    const sockets = [await open(staff), await open(phone)];
    for (const socket of sockets) expect(await socket.subscribe(CHANNELS.calendar)).toEqual({ ok: true });
    const off = await as(ctx.t.app, owner, { method: 'DELETE', url: `/v1/business/company/users?user_id=${userId}` });
    expect(off.statusCode, off.body).toBe(200);
    await Promise.all(sockets.map((socket) => socket.disconnected()));
    await createAppointment(ctx.t.app, owner, appointmentBody());
    for (const socket of sockets) expect(socket.received).toEqual([]);
  });
});

describe('sockets when the password changes', () => {
  it('disconnects the user’s other sessions’ sockets and keeps the one that changed it', async () => {
    const user = await registerBusiness(ctx.t.app);
    const phone = await signIn(ctx.t.app, user, 'phone');
    const here = await open(user);
    const there = await open(phone);
    const changed = await as(ctx.t.app, user, {
      method: 'PUT',
      url: '/v1/user/password',
      payload: { current_password: user.password, password: 'Changed-Pass7!', password_confirmation: 'Changed-Pass7!' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await there.disconnected();
    await settle(here);
    expect(here.socket.connected).toBe(true);
  });
});

describe('the page a socket comes from', () => {
  it('refuses a socket from another site’s page, and takes one from the app’s own host', async () => {
    await expect(connect(baseUrl, owner.token, 'https://evil.example')).rejects.toThrow();
    const own = await connect(baseUrl, owner.token, baseUrl);
    sockets.push(own);
    expect(await own.subscribe(CHANNELS.system)).toEqual({ ok: true });
  });

  it('takes only PUBLIC_URL’s origin when it is set', async () => {
    const app = await buildTestApp({ JOB_WORKERS: 'false', PUBLIC_URL: 'https://app.fieldbook.test/' });
    try {
      const url = await listen(app.app);
      const session = await registerBusiness(app.app);
      await expect(connect(url, session.token, url)).rejects.toThrow();
      await expect(connect(url, session.token, 'https://evil.example')).rejects.toThrow();
      const own = await connect(url, session.token, 'https://app.fieldbook.test');
      own.close();
    } finally {
      await app.close();
    }
  });
});
