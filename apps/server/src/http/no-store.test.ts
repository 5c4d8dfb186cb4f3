import { beforeAll, describe, expect, it } from 'vitest';
import { createClient, individual } from '../modules/clients/clients-test-kit';
import { sentDocument } from '../modules/connect/connect-test-kit';
import { call } from '../modules/documents/documents-test-kit';
import { registerBusiness, type Session, useTestApp, whoIs } from '../test/build-test-app';

/**
 * What carries a record is never kept by a browser or proxy: `Cache-Control: no-store` (http/no-store.ts).
 * Routes with caching of their own keep it: the logo (branding.routes.test.ts), signed file links
 * (files-links.routes.test.ts); the SPA's page is no-store too (web-static.test.ts).
 */
const ctx = useTestApp();
let owner: Session;
let clientId: number;
let invoice: { id: number; reference: string };
let message: string;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  const client = individual({ emails: [{ type: 'PRIMARY', email_address: 'kept@client.example' }] });
  clientId = (await createClient(ctx.t.app, owner, client)).id;
  invoice = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId, { status: 'OPEN' });
  const { companyId } = await whoIs(ctx.t.app, owner);
  const { rows } = await ctx.db.query('select reference from communications where company_id = $1 limit 1', [
    companyId,
  ]);
  message = rows[0].reference;
});

const anon = (url: string) => ctx.t.app.inject({ method: 'GET', url });

describe('Cache-Control: no-store', () => {
  it('on the business API’s records, lists and PDFs', async () => {
    for (const url of [
      '/v1/user/load',
      `/v1/clients?id=${clientId}`,
      `/v1/invoice?id=${invoice.id}`,
      `/v1/invoice/pdf?id=${invoice.id}`,
    ]) {
      const response = await call(ctx.t.app, owner, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const search = await call(ctx.t.app, owner, 'POST', '/v1/invoice/search', {});
    expect(search.headers['cache-control']).toBe('no-store');
  });

  it('on the public message page’s and document page’s answers, and the document’s PDF', async () => {
    for (const url of [
      `/v1/communications/msg/${message}`,
      `/v1/clientConnect/document?reference=${invoice.reference}`,
      `/v1/clientConnect/document/pdf?reference=${invoice.reference}`,
    ]) {
      const response = await anon(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    expect((await anon(`/v1/clientConnect/document/pdf?reference=${invoice.reference}`)).headers['content-type']).toBe(
      'application/pdf',
    );
  });

  it('on refusals too (a missing record, a field error, no session)', async () => {
    const answers = [
      await call(ctx.t.app, owner, 'GET', '/v1/clients?id=987654'),
      await call(ctx.t.app, owner, 'POST', '/v1/clients', {}),
      await anon('/v1/user/load'),
      await anon('/v1/no-such-route'),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 422, 401, 404]);
    for (const response of answers) expect(response.headers['cache-control']).toBe('no-store');
  });
});
