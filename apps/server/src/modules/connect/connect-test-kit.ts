import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { beforeAll, expect } from 'vitest';
import { as, registerBusiness, type Session, STRONG_PASSWORD, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, individual } from '../clients/clients-test-kit';
import { call, createDocument, documentBody, type Kind } from '../documents/documents-test-kit';

/** Shared helpers of the Client Connect tests (not a test file itself). */

export interface ClientSession {
  token: string;
  cookie: string;
  email: string;
  guid: string;
}

let seq = 0;

export function connectCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'fb_connect_refresh');
  return cookie ? `fb_connect_refresh=${cookie.value}` : '';
}

/** Registers a Client Connect account through the API (optionally with an invitation code). */
export async function registerClient(
  app: FastifyInstance,
  overrides: Record<string, string> = {},
): Promise<ClientSession> {
  const n = ++seq;
  const body = {
    first_name: 'Harriet',
    last_name: `Homeowner${n}`,
    email: `home${n}.${process.pid}@client.example`,
    password: STRONG_PASSWORD,
    guid: `client-guid-${n}`,
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/v1/clientConnect/register', payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return { token: response.json().payload.token, cookie: connectCookie(response), email: body.email, guid: body.guid };
}

/** A client of the owner's business with an email, invited to Client Connect: its id and the invitation code. */
export async function invitedClient(app: FastifyInstance, db: pg.Pool, owner: Session, email: string) {
  const client = await createClient(
    app,
    owner,
    individual({ send_email: true, emails: [{ type: 'PRIMARY', email_address: email }] }),
  );
  const { rows } = await db.query('select refer_code from clients where id = $1', [client.id]);
  return { id: client.id as number, code: rows[0].refer_code as string };
}

/** Sends a document and answers the reference of the link its email carries. */
export async function sendDocument(app: FastifyInstance, db: pg.Pool, owner: Session, kind: Kind, id: number) {
  const sent = await call(app, owner, 'POST', `/v1/${kind}/send`, { id });
  expect(sent.statusCode, sent.body).toBe(200);
  const { rows } = await db.query(`select text from email_outbox where text like $1 order by id desc limit 1`, [
    `%/${kind === 'quotation' ? 'accept/quotation' : 'pay/invoice'}/%`,
  ]);
  const match = /\/(?:accept\/quotation|pay\/invoice)\/([A-Za-z0-9_-]+)/.exec(rows[0].text);
  if (!match?.[1]) throw new Error('no link in the sent email');
  return match[1];
}

/** Creates a document for the client, sends it, and answers it with the reference of its emailed link. */
export async function sentDocument(
  app: FastifyInstance,
  db: pg.Pool,
  owner: Session,
  kind: Kind,
  clientId: number,
  overrides: Record<string, unknown> = {},
) {
  const created = await createDocument(app, owner, kind, documentBody(kind, clientId, overrides));
  return { id: created.id as number, reference: await sendDocument(app, db, owner, kind, created.id) };
}

export const asClient = as;
export { STRONG_PASSWORD };

/**
 * A business with one client who has an email, for the tests of the public document links: the test
 * app, the owner, the company and client ids (set before the file's tests), anonymous calls and the
 * rows a test checks.
 */
export function useBusinessWithClient(companyName: string) {
  const ctx = useTestApp();
  const business = {
    ctx,
    owner: {} as Session,
    companyId: 0,
    clientId: 0,
    anon: (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
      anonymous(ctx.t.app, method, url, payload),
  };
  beforeAll(async () => {
    business.owner = await registerBusiness(ctx.t.app, { company_name: companyName });
    business.companyId = (await whoIs(ctx.t.app, business.owner)).companyId;
    business.clientId = (
      await createClient(
        ctx.t.app,
        business.owner,
        individual({ emails: [{ type: 'PRIMARY', email_address: 'jo@client.example' }] }),
      )
    ).id;
  });
  return business;
}

/** A request with no session, as a client following an emailed link sends it. */
export const anonymous = (
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) => app.inject({ method, url, ...(payload ? { payload } : {}) });

/** What a decision or a payment changes on the document's row. */
export const documentRow = async (db: pg.Pool, id: number) =>
  (
    await db.query(
      'select status, decided_by, decision_signature, decline_reason, amount_paid_cents from documents where id = $1',
      [id],
    )
  ).rows[0];
