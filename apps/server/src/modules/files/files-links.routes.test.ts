import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, registerBusiness, type Session, type TestApp } from '../../test/build-test-app';
import { filePart, filesUnder, PDF, png, upload } from './files-test-kit';
import { contentDisposition, createLinkSigner } from './signed-links';

let t: TestApp;
let owner: Session;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerBusiness(t.app);
});
afterAll(() => t.close());

async function uploadOne(name: string, data: Buffer) {
  const response = await upload(t.app, owner, [filePart(name, data)]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.files[0];
}

const tokenOf = (url: string) => url.split('/').pop() as string;

describe('signed links', () => {
  it('streams the bytes with the stored type, nosniff and a safe attachment name', async () => {
    const file = await uploadOne('../../evil "name".pdf', PDF);
    expect(file.file_name).toBe('evil "name".pdf');
    const response = await t.app.inject({ method: 'GET', url: file.signed_url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="evil _name_.pdf"; filename*=UTF-8''evil%20%22name%22.pdf`,
    );
    const inline = await t.app.inject({ method: 'GET', url: `${file.signed_url}?inline=1` });
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('lets thumbnails live and be cached 48 hours, the file itself one hour', async () => {
    const before = Math.floor(Date.now() / 1000);
    const file = await uploadOne('cached.png', await png(40, 30));
    const expiryOf = (url: string) =>
      Number(
        Buffer.from(tokenOf(url).split('.')[0] as string, 'base64url')
          .toString()
          .split('.')[3],
      );
    expect(expiryOf(file.signed_thumbnail_url) - before).toBeGreaterThanOrEqual(48 * 3600);
    // Rounded up to the hour, so the link (the browser cache's key) stays the same for that hour.
    expect(expiryOf(file.signed_thumbnail_url) - before).toBeLessThanOrEqual(49 * 3600);
    expect(expiryOf(file.signed_thumbnail_url) % 3600).toBe(0);
    const again = await as(t.app, owner, { method: 'GET', url: `/v1/files?id=${file.id}` });
    expect(again.json().payload.file.signed_thumbnail_url).toBe(file.signed_thumbnail_url);
    expect(expiryOf(file.signed_url) - before).toBeLessThan(3600 + 60);

    const thumb = await t.app.inject({ method: 'GET', url: file.signed_thumbnail_url });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['cache-control']).toBe('private, max-age=172800');
    const raw = await t.app.inject({ method: 'GET', url: file.signed_url });
    expect(raw.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('encodes non-ASCII names and strips anything that could break the header', () => {
    expect(contentDisposition('résumé\r\n;x.pdf')).toBe(
      `attachment; filename="r_sum____x.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9__%3Bx.pdf`,
    );
    expect(contentDisposition("it's (1)*.txt")).toBe(
      `attachment; filename="it's (1)*.txt"; filename*=UTF-8''it%27s%20%281%29%2A.txt`,
    );
  });

  it('refuses a token changed by one character, used for the other variant, or expired', async () => {
    const file = await uploadOne('tiny.png', await png(10, 10));
    const token = tokenOf(file.signed_url);
    for (let i = 0; i < token.length; i += 7) {
      const swapped = token[i] === 'A' ? 'B' : 'A';
      const tampered = `${token.slice(0, i)}${swapped}${token.slice(i + 1)}`;
      const response = await t.app.inject({ method: 'GET', url: `/v1/files/raw/${tampered}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'error', payload: null });
    }
    const other = await t.app.inject({ method: 'GET', url: `/v1/files/thumb/${token}` });
    expect(other.statusCode).toBe(404);

    const signer = createLinkSigner(t.app.config.appSecret);
    const claims = { companyId: Number(0), fileId: file.id, variant: 'raw' as const };
    const parts = Buffer.from(token.split('.')[0] as string, 'base64url')
      .toString()
      .split('.');
    claims.companyId = Number(parts[0]);
    const expired = signer.sign(claims, 3600, Date.now() - 2 * 3600 * 1000);
    expect((await t.app.inject({ method: 'GET', url: `/v1/files/raw/${expired}` })).statusCode).toBe(404);
    const fresh = signer.sign(claims);
    expect((await t.app.inject({ method: 'GET', url: `/v1/files/raw/${fresh}` })).statusCode).toBe(200);
    const foreignKey = createLinkSigner('another-secret').sign(claims);
    expect((await t.app.inject({ method: 'GET', url: `/v1/files/raw/${foreignKey}` })).statusCode).toBe(404);
  });

  it('refuses every other spelling of the last character (base64url padding bits included)', async () => {
    const file = await uploadOne('last.pdf', PDF);
    const token = tokenOf(file.signed_url);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const c of alphabet.replace(token.at(-1) as string, '')) {
      const response = await t.app.inject({ method: 'GET', url: `/v1/files/raw/${token.slice(0, -1)}${c}` });
      expect(response.statusCode, c).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/v1/files/raw/${token}x` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/v1/files/raw/${token.slice(0, -1)}` })).statusCode).toBe(404);
  });

  it('answers 404, not 500, when the bytes behind a genuine link are missing from storage', async () => {
    const file = await uploadOne('vanished.png', await png(20, 20));
    const stored = filesUnder(join(t.app.config.dataDir, 'files'));
    for (const path of stored) rmSync(path);
    for (const url of [file.signed_url, file.signed_thumbnail_url]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'error', payload: null });
    }
  });

  it('answers 404 once the file is deleted, and the bytes are gone', async () => {
    const file = await uploadOne('gone.pdf', PDF);
    const deleted = await as(t.app, owner, { method: 'DELETE', url: `/v1/files?id=${file.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: file.signed_url })).statusCode).toBe(404);
  });

  it('GET /v1/files/download answers a fresh signed link', async () => {
    const file = await uploadOne('dl.pdf', PDF);
    const response = await as(t.app, owner, { method: 'GET', url: `/v1/files/download?id=${file.id}` });
    expect(response.statusCode).toBe(200);
    const url = response.json().payload.url;
    expect((await t.app.inject({ method: 'GET', url })).rawPayload.equals(PDF)).toBe(true);
  });
});
