import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xeroStandIn } from '../../accounting/xero-stand-in';
import { registerBusiness, type Session, type TestApp, whoIs } from '../../test/build-test-app';
import { call, connect, linkOf, until, xeroTestApp } from '../accounting/accounting-test-kit';
import { individual } from '../clients/clients-test-kit';

/**
 * One company's long sync (a full sync against a slow Xero) must not stop every other company's:
 * their changes keep reaching Xero while it runs, and its own changes meanwhile wait their turn
 * without holding a worker.
 */
const CLIENT = { id: 'xero-client-id', secret: 'xero-client-secret' };
const standIn = xeroStandIn(CLIENT);
let t: TestApp;
let db: pg.Pool;
let slow: { session: Session; companyId: number };
let other: { session: Session; companyId: number };

beforeAll(async () => {
  const url = await standIn.start();
  t = await xeroTestApp(url, CLIENT);
  db = new pg.Pool({ connectionString: t.databaseUrl, max: 2 });
  const business = async () => {
    const session = await registerBusiness(t.app);
    return { session, companyId: (await whoIs(t.app, session)).companyId };
  };
  slow = await business();
  other = await business();
});
afterAll(async () => {
  await db.end();
  await t.close();
  await standIn.stop();
});

const newClient = async (session: Session, firstName: string, lastName: string) => {
  const created = await call(
    t.app,
    session,
    'POST',
    '/v1/clients',
    individual({ first_name: firstName, last_name: lastName }),
  );
  expect(created.statusCode, created.body).toBe(200);
  return created.json().payload.id as number;
};

describe('accounting sync across companies', () => {
  it('keeps syncing other companies while one company’s full sync waits on Xero', async () => {
    // Made before connecting: only the full sync sends it.
    const waiting = await newClient(slow.session, 'Sam', 'Slowly');
    await connect(t.app, slow.session, () => standIn.approve());
    await connect(t.app, other.session, () => standIn.approve());
    const release = standIn.hold('Slowly');
    let meanwhile = 0;
    try {
      const full = await call(t.app, slow.session, 'POST', '/v1/accounting/sync/full');
      expect(full.statusCode, full.body).toBe(200);
      // The full sync is under way: it has asked Xero for the held contact.
      await until(async () => standIn.requests.some((r) => r.path === '/api.xro/2.0/Contacts'));
      // The same company changes a client meanwhile: its sync must wait for the full sync…
      meanwhile = await newClient(slow.session, 'Ann', 'Meanwhile');
      // …and another company's change still reaches Xero now.
      const theirs = await newClient(other.session, 'Bob', 'Elsewhere');
      const synced = await until(async () => {
        const link = await linkOf(db, other.companyId, 'client', theirs);
        return link?.status === 'synced' ? link : null;
      }, 10_000);
      expect(synced.external_id).toBeTruthy();
      expect((await linkOf(db, slow.companyId, 'client', waiting))?.status).not.toBe('synced');
      // Its own change did not wait on a worker: it was put back on the queue, for after the full sync.
      await until(async () => {
        const { rows } = await db.query(
          `select 1 from pgboss.job where name = 'accounting-sync' and state = 'created'
              and data->>'recordId' = $1 and data->>'companyId' = $2 and start_after > now()`,
          [String(meanwhile), String(slow.companyId)],
        );
        return rows.length > 0;
      }, 10_000);
      expect((await linkOf(db, slow.companyId, 'client', meanwhile))?.status).toBe('pending');
    } finally {
      release();
    }
    const syncedLink = (companyId: number, id: number) =>
      until(async () => {
        const link = await linkOf(db, companyId, 'client', id);
        return link?.status === 'synced' ? link : null;
      }, 30_000);
    expect((await syncedLink(slow.companyId, waiting)).external_id).toBeTruthy();
    // Tried again once the full sync is over, the change made meanwhile reaches Xero too.
    expect((await syncedLink(slow.companyId, meanwhile)).external_id).toBeTruthy();
  }, 60_000);
});
