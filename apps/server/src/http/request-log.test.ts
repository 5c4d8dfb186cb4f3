import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/build-test-app';
import { loggedUrl } from './request-log';

const logFile = join(mkdtempSync(join(tmpdir(), 'fieldbook-log-')), 'server.log');
const ctx = useTestApp({ LOG_LEVEL: 'info', LOG_FILE: logFile });

/** The URLs of the "incoming request" lines written so far. */
function loggedUrls(): string[] {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
    .filter((line) => line.msg === 'incoming request')
    .map((line) => line.req?.url ?? '');
}

describe('request logs', () => {
  it('never carry the secret a link holds in its path or query, and keep what helps to read them', async () => {
    const secrets = {
      feed: 'Feed5ecretTok3n',
      file: 'eyJmaWxlIjo1fQ.s1gnature',
      reset: '482913',
      unsubscribe: 'Uns5bScribeC0de',
      document: 'D0cumentT0ken',
      state: 'OAuthSt4te',
      reference: 'P0rtalDocRef',
      refer: 'Inv1teC0de',
    };
    const urls = [
      `/feeds/calendar/${secrets.feed}.ics`,
      `/v1/files/raw/${secrets.file}?inline=1`,
      `/password/reset/${secrets.reset}?email=someone%40example.com`,
      `/v1/user/email/unsubscribe?code=${secrets.unsubscribe}`,
      `/invoice/${secrets.document}`,
      // Where a provider's sign-in sends the browser back.
      `/settings/paymentProvider?code=${secrets.reset}&state=${secrets.state}`,
      `/v1/clientConnect/document?reference=${secrets.reference}`,
      `/sign-in?refer=${secrets.refer}`,
      '/v1/drawings/4321',
      '/v1/files/download?id=55',
    ];
    for (const url of urls) await ctx.t.app.inject({ method: 'GET', url });
    // The file is written in the background.
    await vi.waitFor(() => expect(loggedUrls()).toHaveLength(urls.length));

    const text = readFileSync(logFile, 'utf8');
    for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);
    expect(loggedUrls()).toEqual([
      '/feeds/calendar/[redacted]',
      '/v1/files/raw/[redacted]?inline=1',
      '/password/reset/[redacted]?email=someone%40example.com',
      '/v1/user/email/unsubscribe?code=[redacted]',
      '/invoice/[redacted]',
      '/settings/paymentProvider?code=[redacted]&state=[redacted]',
      '/v1/clientConnect/document?reference=[redacted]',
      '/sign-in?refer=[redacted]',
      '/v1/drawings/4321',
      '/v1/files/download?id=55',
    ]);
  });
});

describe('loggedUrl', () => {
  it('fills only ids into a route’s pattern, and keeps only words of a path no route serves', () => {
    expect(loggedUrl('/v1/user/email/verify/abc123', '/v1/user/email/verify/:code', { code: 'abc123' })).toBe(
      '/v1/user/email/verify/[redacted]',
    );
    expect(loggedUrl('/v1/reports/7/pdf', '/v1/reports/:id/pdf', { id: '7' })).toBe('/v1/reports/7/pdf');
    expect(loggedUrl('/email/verify/Zk3', undefined)).toBe('/email/verify/[redacted]');
    // A token of letters alone is still longer than any page's name.
    expect(loggedUrl(`/msg/${'abcDef'.repeat(7)}x`, undefined)).toBe('/msg/[redacted]');
    expect(loggedUrl('/assets/x?token=a&token=b&page=2', '/assets/*', { '*': 'x' })).toBe(
      '/assets/x?token=[redacted]&token=[redacted]&page=2',
    );
  });
});
