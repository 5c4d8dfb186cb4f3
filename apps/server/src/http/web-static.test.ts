import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, registerBusiness, type TestApp } from '../test/build-test-app';

const script = `console.log(${JSON.stringify('fieldbook '.repeat(400))});`;
const html = `<!doctype html><html><head><title>Fieldbook</title></head><body>${'<p>x</p>'.repeat(200)}</body></html>`;

/** A web build as Vite leaves it: hashed assets with their .br and .gz copies, and public files. */
function writeWebBuild(dir: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const files: Record<string, string> = { 'index.html': html, 'assets/app-1a2b3c.js': script };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /v1/\n');
  writeFileSync(join(dir, 'sw.js'), "self.addEventListener('push', () => {});\n");
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Fieldbook', start_url: '/business' }));
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'fieldbook-web-'));
  writeWebBuild(dist);
  t = await buildTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web build', () => {
  it('sends a hashed script brotli-compressed when accepted, cached for good', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the page of a client route compressed and never kept (it shows records)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/business/clients',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(html);
  });

  it('never keeps the public message and document pages, whose links carry their secret', async () => {
    for (const url of ['/connect/msg/a1b2c3d4e5', '/connect/pay/invoice/a1b2c3d4e5', '/accept/quotation/a1b2c3d4e5']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(html);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers robots.txt as text, not the app page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Disallow: /v1/');
  });
});

describe('framing', () => {
  const page = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host } });
  const frameAncestors = (policy: unknown) => /frame-ancestors ([^;]*)/.exec(String(policy))?.[1];

  it('lets any website frame the public booking pages (the iframe snippet), keeping the rest of the policy', async () => {
    for (const [url, host] of [
      ['/connect/book/rae-gas', 'localhost'],
      ['/connect/book/rae-gas/reschedule/a1b2c3', 'localhost'],
      ['/book/rae-gas', 'connect.fieldbook.test'],
      ['/book/rae-gas/cancel/a1b2c3', 'connect.fieldbook.test'],
    ] as const) {
      const response = await page(url, host);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(html);
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      expect(frameAncestors(response.headers['content-security-policy']), url).toBe('*');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('lets only our own pages frame the business portal, the other client portal pages and the API', async () => {
    for (const [url, host] of [
      ['/business/calendar', 'localhost'],
      ['/connect/home', 'localhost'],
      ['/connect/msg/a1b2c3d4e5', 'localhost'],
      ['/book/rae-gas', 'localhost'],
      ['/connect/book', 'localhost'],
      ['/home', 'connect.fieldbook.test'],
      ['/connect/book/rae-gas', 'connect.fieldbook.test'],
      ['/book/rae-gas', 'app.fieldbook.test'],
      ['/calendar', 'app.fieldbook.test'],
      ['/v1/connect/book/rae-gas', 'localhost'],
    ] as const) {
      const response = await page(url, host);
      expect(response.headers['x-frame-options'], `${host}${url}`).toBe('SAMEORIGIN');
      expect(frameAncestors(response.headers['content-security-policy']), `${host}${url}`).toBe("'self'");
    }
  });
});

describe('the service worker and the manifest', () => {
  it('serves the manifest as a web app manifest, revalidated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ start_url: '/business' });
  });

  it('is served from the web root (so its scope is the whole site) as JavaScript, never cached stale, under the CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain("addEventListener('push'");
    // Workers fall back to script-src: 'self' lets the site's own worker register.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('API answers', () => {
  it('compresses a JSON answer above the threshold and leaves small ones alone', async () => {
    const owner = await registerBusiness(t.app);
    const large = await as(t.app, owner, {
      method: 'GET',
      url: '/v1/user/load',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.rawPayload).toString()).status).toBe('success');

    const small = await t.app.inject({
      method: 'GET',
      url: '/v1/no-such-thing',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBe('error');
  });
});

describe('a range no file has', () => {
  it('answers 416 in the app’s words, not a server fault', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { range: 'bytes=999999-' },
    });
    expect(response.statusCode).toBe(416);
    expect(response.json()).toEqual({ status: 'error', payload: null, errors: null, message: MESSAGES.validation });
  });
});
