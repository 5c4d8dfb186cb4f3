import { TIMELINE_MESSAGES } from '@fieldbook/domain/timeline/timeline.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient } from '../clients/clients-test-kit';
import { clearLogs, getTimeline, type Owner, seedAttachment, seedLog, seedNotes, shape } from './timeline-test-kit';

let owner: Owner;

const ctx = useTestApp();
beforeAll(async () => {
  const session = await registerBusiness(ctx.t.app);
  owner = { token: session.token, ...(await whoIs(ctx.t.app, session)) };
  // Auckland is UTC+12/+13: its local date is often a day ahead of UTC's.
  await ctx.db.query(`update companies set subscribed = true, timezone = 'Pacific/Auckland' where id = $1`, [
    owner.companyId,
  ]);
});

const page = async (query: string) => {
  const response = await getTimeline(ctx.t.app, owner, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
};

describe('GET /v1/clients/timeline paging', () => {
  it('pages 20 local-date groups newest first, with has_more; pinned entries lead page 1 only', async () => {
    const client = await createClient(ctx.t.app, owner);
    await clearLogs(ctx.db, owner, client.id);
    // Two notes on each of 25 days, at 12:00 and 13:00 Auckland time (NZST, UTC+12).
    const days = Array.from({ length: 25 }, (_, i) => `2025-06-${String(i + 1).padStart(2, '0')}`);
    const ids = await seedNotes(
      ctx.db,
      owner,
      client.id,
      days.flatMap((day) => [`${day}T00:00:00Z`, `${day}T01:00:00Z`]),
    );

    const first = await page(`id=${client.id}`);
    expect(first).toMatchObject({ page: 1, has_more: true, has_collated: false });
    expect(shape(first.timeline).days).toEqual(days.slice(5).reverse());
    expect(first.timeline).toHaveLength(40);
    expect(first.timeline[0]).toMatchObject({ timeline_date: '2025-06-25 13:00:00', timeline_pinned: false });
    const second = await page(`id=${client.id}&page=2`);
    expect(second).toMatchObject({ page: 2, has_more: false });
    expect(shape(second.timeline).days).toEqual(days.slice(0, 5).reverse());
    expect((await page(`id=${client.id}&page=3`)).timeline).toEqual([]);

    // A pinned note of 2 June (page 2) leads page 1 and leaves its date group.
    const pinned = ids[2] as number;
    await ctx.db.query('update notes set is_pinned = true where company_id = $1 and id = $2', [
      owner.companyId,
      pinned,
    ]);
    const withPin = await page(`id=${client.id}`);
    expect(withPin.timeline[0]).toMatchObject({ id: pinned, timeline_type: 'note', timeline_pinned: true });
    expect(shape(withPin.timeline.slice(1)).days).toEqual(days.slice(5).reverse());
    expect(withPin.timeline.slice(1).some((e: { timeline_pinned: boolean }) => e.timeline_pinned)).toBe(false);
    const secondWithPin = shape((await page(`id=${client.id}&page=2`)).timeline);
    expect(secondWithPin.keys).not.toContain(`note:${pinned}`);
    expect(secondWithPin.keys).toHaveLength(9);
    expect(secondWithPin.days).toEqual(days.slice(0, 5).reverse());

    // A search ranks its matches' days instead of walking them: the same pages when every entry matches.
    for (const n of [1, 2, 3]) {
      const [all, searched] = [
        await page(`id=${client.id}&page=${n}`),
        await page(`id=${client.id}&page=${n}&search=seeded`),
      ];
      expect({ timeline: searched.timeline, has_more: searched.has_more }).toEqual({
        timeline: all.timeline,
        has_more: all.has_more,
      });
    }
  });
});

/**
 * An answer with its files' links told apart by what they name alone (the file and its variant): two reads a second
 * apart sign the same link with a later expiry, so its expiry and signature are left out.
 */
const unsigned = (answer: unknown): unknown =>
  JSON.parse(
    JSON.stringify(answer).replace(
      /\/v1\/files\/raw\/([\w-]+)\.[\w-]+/g,
      (_link, claim: string) =>
        `/v1/files/raw/${Buffer.from(claim, 'base64url')
          .toString()
          .replace(/\.\d+$/, '')}`,
    ),
  );

describe('GET /v1/clients/timeline paging across sources', () => {
  it('groups notes, log entries and files by local day, each day once, whichever sources share it', async () => {
    const client = await createClient(ctx.t.app, owner);
    await clearLogs(ctx.db, owner, client.id);
    // June 2025 in Auckland (NZST, UTC+12): a note at local 00:00 on even days, a log entry at local 23:59 on
    // days divisible by 3, a file at local noon on days divisible by 5; 22 of the 30 days have entries,
    // the rest none. A local 00:00 is the previous UTC day, so UTC dates would group them differently.
    const day = (n: number) => `2025-06-${String(n).padStart(2, '0')}`;
    const utc = (n: number, hours: number) => new Date(Date.parse(`${day(n)}T00:00:00Z`) + hours * 3600_000);
    const numbers = Array.from({ length: 30 }, (_, i) => i + 1);
    const noteDays = numbers.filter((n) => n % 2 === 0);
    const logDays = numbers.filter((n) => n % 3 === 0);
    const fileDays = numbers.filter((n) => n % 5 === 0);
    await seedNotes(
      ctx.db,
      owner,
      client.id,
      noteDays.map((n) => utc(n, -12).toISOString()),
    );
    for (const n of logDays) await seedLog(ctx.db, owner, client.id, 'Seeded log', utc(n, 11 + 59 / 60).toISOString());
    for (const n of fileDays)
      await seedAttachment(ctx.db, owner, client.id, {
        title: 'Seeded',
        fileName: 'a.pdf',
        at: utc(n, 0).toISOString(),
      });
    const daysOf = (chosen: number[][]) => [...new Set(chosen.flat())].sort((a, b) => b - a).map(day);
    const all = daysOf([noteDays, logDays, fileDays]);
    expect(all).toHaveLength(22);

    const first = await page(`id=${client.id}`);
    expect(first.has_more).toBe(true);
    expect(shape(first.timeline).days).toEqual(all.slice(0, 20));
    // 30 June has a note and a log entry and a file: the day's three entries, newest first.
    expect(first.timeline.slice(0, 3).map((e: { timeline_type: string }) => e.timeline_type)).toEqual([
      'log',
      'attachment',
      'note',
    ]);
    const second = await page(`id=${client.id}&page=2`);
    expect(second.has_more).toBe(false);
    expect(shape(second.timeline).days).toEqual(all.slice(20));
    expect(first.timeline.length + second.timeline.length).toBe(noteDays.length + logDays.length + fileDays.length);

    // Narrowed to two sources, the groups are those sources' days only.
    const narrowed = await page(`id=${client.id}&types[]=log&types[]=attachment`);
    expect(shape(narrowed.timeline).days).toEqual(daysOf([logDays, fileDays]));
    expect(narrowed.has_more).toBe(false);
    // Within a range of days, only that range's groups.
    const ranged = await page(`id=${client.id}&start=${day(4)}&end=${day(12)}`);
    expect(shape(ranged.timeline).days).toEqual(
      daysOf([noteDays, logDays, fileDays]).filter((d) => d >= day(4) && d <= day(12)),
    );

    // A search ranks its matches' days instead of walking them: the same pages when every entry matches.
    for (const query of ['', '&page=2', '&types[]=log&types[]=attachment']) {
      const [walked, searched] = [
        await page(`id=${client.id}${query}`),
        await page(`id=${client.id}${query}&search=seeded`),
      ];
      expect(unsigned({ timeline: searched.timeline, has_more: searched.has_more })).toEqual(
        unsigned({ timeline: walked.timeline, has_more: walked.has_more }),
      );
    }
  });
});

describe('GET /v1/clients/timeline date range', () => {
  it('includes the start of the from-day to the end of the to-day in the company timezone', async () => {
    const client = await createClient(ctx.t.app, owner);
    await clearLogs(ctx.db, owner, client.id);
    // Auckland is UTC+13 in January: local 10 Jan 23:30, 11 Jan 00:30, 11 Jan 23:59, 12 Jan 00:00.
    const [a, b, c, d] = await seedNotes(ctx.db, owner, client.id, [
      '2026-01-10T10:30:00Z',
      '2026-01-10T11:30:00Z',
      '2026-01-11T10:59:00Z',
      '2026-01-11T11:00:00Z',
    ]);
    const day = await page(`id=${client.id}&start=2026-01-11&end=2026-01-11`);
    expect(shape(day.timeline)).toEqual({ keys: [`note:${c}`, `note:${b}`], days: ['2026-01-11'] });
    expect(day.timeline.map((e: { timeline_date: string }) => e.timeline_date)).toEqual([
      '2026-01-11 23:59:00',
      '2026-01-11 00:30:00',
    ]);
    expect(day.tiles).toEqual([
      { type: 'note', count: 2 },
      { type: 'attachment', count: 0 },
      { type: 'log', count: 0 },
      { type: 'communication', count: 0 },
      { type: 'appointment', count: 0 },
      { type: 'appointment_future', count: 0 },
      { type: 'quotation', count: 0 },
      { type: 'invoice', count: 0, total: 0 },
      { type: 'drawing', count: 0 },
      { type: 'report', count: 0 },
    ]);
    expect(shape((await page(`id=${client.id}&start=2026-01-12`)).timeline).keys).toEqual([`note:${d}`]);
    expect(shape((await page(`id=${client.id}&end=2026-01-10`)).timeline).keys).toEqual([`note:${a}`]);
    expect(shape((await page(`id=${client.id}`)).timeline).days).toEqual(['2026-01-12', '2026-01-11', '2026-01-10']);
  });

  it.each([
    ['start after end', 'start=2026-02-02&end=2026-02-01', TIMELINE_MESSAGES.startAfterEnd],
    ['an impossible date', 'start=2026-02-30', TIMELINE_MESSAGES.invalidDate],
    ['a date in another format', 'end=01-02-2026', TIMELINE_MESSAGES.invalidDate],
  ])('answers 422 naming only the field for %s', async (_what, query, message) => {
    const client = await createClient(ctx.t.app, owner);
    const field = query.startsWith('end') ? 'end' : 'start';
    const response = await getTimeline(ctx.t.app, owner, `id=${client.id}&${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 'error', payload: null, errors: { [field]: [message] }, message });
  });
});
