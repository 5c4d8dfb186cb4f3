import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp, whoIs } from '../test/build-test-app';

const ctx = useTestApp();
let owner: Session;
const week = { start: '2026-12-07 00:00:00', end: '2026-12-14 00:00:00', rows: 500, sortBy: 'start_date' };

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  const { companyId, userId } = await whoIs(ctx.t.app, owner);
  // A busy week: its calendar answers well over 64 kB, the most any machine compressed in one piece before.
  await ctx.db.query(
    `insert into appointments (company_id, reference_id, title, status, start_at, end_at, timezone, created_by)
     select $1, 'W' || g, 'Week job ' || g, 'SCHEDULED', '2026-12-08 09:00+11'::timestamptz + g * interval '5 minutes',
            '2026-12-08 10:00+11'::timestamptz + g * interval '5 minutes', 'Australia/Melbourne', $2
     from generate_series(1, 300) g`,
    [companyId, userId],
  );
});

describe('a large JSON answer (a calendar week of 300)', () => {
  const calendar = (acceptEncoding?: string) =>
    as(ctx.t.app, owner, {
      method: 'POST',
      url: '/v1/appointments/calendar',
      payload: week,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('is compressed in one piece, its length known (no chunked stream), for brotli and gzip alike', async () => {
    const plain = await calendar();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(128 * 1024);
    expect(plain.json().payload.appointments).toHaveLength(300);

    for (const [asked, decode] of [
      ['gzip, deflate, br, zstd', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await calendar(asked);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(asked === 'gzip' ? 'gzip' : 'br');
      expect(response.headers['transfer-encoding']).toBeUndefined();
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      // A tenth of the bytes or less, and the same answer.
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
      expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain.json());
    }
  });
});
