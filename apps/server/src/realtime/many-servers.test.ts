import { CHANNELS, REALTIME_MESSAGES } from '@fieldbook/domain/realtime/realtime.constants';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentBody, createAppointment } from '../modules/appointments/appointments-test-kit';
import { createClient, individual } from '../modules/clients/clients-test-kit';
import { as, registerBusiness, type Session, useTestApp } from '../test/build-test-app';
import { type ServerProcess, startServerProcess } from '../test/server-process';
import { connect, listen, type TestSocket } from './realtime-test-kit';

/**
 * Two servers on one PostgreSQL and the local Redis, as behind a load balancer: A in this process,
 * B its own OS process started as `npm start` starts one. Redis is part of this machine (and CI's);
 * TEST_REDIS_URL names another.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const shared = { REDIS_URL, REDIS_PREFIX: `fieldbook-test-${process.pid}-${Date.now()}:`, AUTH_RATE_LIMIT: '4' };

const ctx = useTestApp(shared);
let second: ServerProcess;
let urlA = '';
let urlB = '';
let owner: Session;
/** Another company's owner, who signs out (registered before the rate-limit test spends its tries). */
let laptop: Session;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  second = await startServerProcess({ ...shared, DATABASE_URL: ctx.t.databaseUrl });
  urlA = await listen(ctx.t.app);
  urlB = second.url;
  owner = await registerBusiness(ctx.t.app);
  laptop = await registerBusiness(ctx.t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await second?.stop();
});

describe('several servers on one database and Redis', () => {
  it('delivers a status change made through server A to a socket on server B', async () => {
    const appointment = await createAppointment(ctx.t.app, owner, appointmentBody());
    const onB = await connect(urlB, owner.token);
    sockets.push(onB);
    expect(await onB.subscribe(CHANNELS.appointment(appointment.id))).toEqual({ ok: true });
    const changed = await as(ctx.t.app, owner, {
      method: 'PUT',
      url: '/v1/appointments/status',
      payload: { id: appointment.id, status: 'UNCONFIRMED' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await onB.next(CHANNELS.appointment(appointment.id), 'status.update')).data).toEqual({
      id: appointment.id,
      status: 'UNCONFIRMED',
    });
  });

  it('counts sign-in tries across both servers', async () => {
    const body = JSON.stringify({ email: owner.email, password: 'wrong-password', guid: 'many-servers-test' });
    const attempt = async (url: string) =>
      (await fetch(`${url}/v1/user/signIn`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }))
        .status;
    const codes = [];
    for (const url of [urlA, urlB, urlA, urlB, urlA]) codes.push(await attempt(url));
    // AUTH_RATE_LIMIT is 4 a minute: the fifth try is refused, though each server saw fewer.
    expect(codes.slice(0, 4).every((code) => code !== 429)).toBe(true);
    expect(codes[4]).toBe(429);
  });

  it('sends a reminder due while both run exactly once', async () => {
    const address = `both-servers-${process.pid}@example.com`;
    const clientId = (
      await createClient(ctx.t.app, owner, individual({ emails: [{ type: 'PRIMARY', email_address: address }] }))
    ).id;
    // A reminder a minute before a start 64 seconds away falls due in 4 seconds, while both servers'
    // workers poll for it (one whose time has already passed is never sent).
    const start = DateTime.now().setZone('Australia/Melbourne').plus({ seconds: 64 }).startOf('second');
    const appointment = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({
        start_date: start.toFormat('yyyy-MM-dd HH:mm:ss'),
        end_date: start.plus({ hours: 1 }).toFormat('yyyy-MM-dd HH:mm:ss'),
        clients: [clientId],
        reminders: [{ key: 'clients', client_id: clientId, type: 'EMAIL', value: address, reminder_offset: -1 }],
      }),
    );
    const sent = async () =>
      Number((await ctx.db.query('select count(*)::int as n from email_outbox where "to" = $1', [address])).rows[0].n);
    await expect.poll(sent, { timeout: 15_000, interval: 200 }).toBe(1);
    // Both servers keep polling: still one once the job is done.
    const done = async () =>
      (
        await ctx.db.query(
          `select count(*)::int as n from pgboss.job j join appointment_reminders r on r.job_id::uuid = j.id
            where r.appointment_id = $1 and j.state = 'completed'`,
          [appointment.id],
        )
      ).rows[0].n;
    await expect.poll(done, { timeout: 15_000, interval: 200 }).toBe(1);
    expect(await sent()).toBe(1);
  });

  it('disconnects a session’s socket on server B when the session signs out through server A', async () => {
    const onB = await connect(urlB, laptop.token);
    sockets.push(onB);
    expect(await onB.subscribe(CHANNELS.calendar)).toEqual({ ok: true });
    const out = await as(ctx.t.app, laptop, { method: 'POST', url: '/v1/user/logout', payload: { guid: laptop.guid } });
    expect(out.statusCode).toBe(200);
    await onB.disconnected();
    await expect(connect(urlB, laptop.token)).rejects.toThrow(REALTIME_MESSAGES.sessionExpired);
  });

  it('answers every request server B accepted when it stops, and server A keeps serving', async () => {
    const onB = await connect(urlB, owner.token);
    sockets.push(onB);
    const requests = Array.from({ length: 20 }, () =>
      fetch(`${urlB}/v1/appointments/search`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
        body: '{}',
      }).then(
        async (response) =>
          ((await response.json()) as { status: string }).status === 'success' ? response.status : 'refused',
        () => 'refused' as const,
      ),
    );
    // Give the requests a moment to be accepted, then stop B as a process manager does (SIGTERM).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await second.stop()).toBe(0);
    const outcomes = await Promise.all(requests);
    // Every request B took was answered in full; none was cut off half-way. One that reached it once it
    // was stopping was refused at once (503 or no connection), for the load balancer to send elsewhere.
    expect(outcomes.every((outcome) => outcome === 200 || outcome === 'refused')).toBe(true);
    expect(outcomes.filter((outcome) => outcome === 200).length).toBeGreaterThan(0);
    expect(onB.socket.connected).toBe(false);

    const onA = await connect(urlA, owner.token);
    sockets.push(onA);
    expect(await onA.subscribe(CHANNELS.calendar)).toEqual({ ok: true });
    const stillServing = await fetch(`${urlA}/v1/appointments/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(stillServing.status).toBe(200);
  });
});
