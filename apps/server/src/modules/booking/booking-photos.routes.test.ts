import { join } from 'node:path';
import { BOOKING_LIMITS, BOOKING_MESSAGES as M } from '@fieldbook/domain/booking/booking.constants';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { as, useTestApp } from '../../test/build-test-app';
import { ELF, filesUnder, jpeg, PDF, png } from '../files/files-test-kit';
import { createBookingPhotos } from './booking-photos';
import {
  addPhoto,
  type BookingBusiness,
  book,
  bookingBody,
  bookingFootprint,
  nextTuesday,
  openBookingBusiness,
  photoPart,
  turnOffBooking,
} from './booking-test-kit';

const ctx = useTestApp();
let business: BookingBusiness;
let other: BookingBusiness;
const tuesday = nextTuesday();

beforeAll(async () => {
  business = await openBookingBusiness(ctx.t.app);
  other = await openBookingBusiness(ctx.t.app);
});

const stored = (companyId: number) => filesUnder(join(ctx.t.app.config.dataDir, 'files', String(companyId)));
const scratch = () => filesUnder(join(ctx.t.app.config.dataDir, 'tmp'));

/** A photo added for the business: its token. */
async function tokenFor(target: BookingBusiness, name = 'heater.jpg', data?: Buffer) {
  const response = await addPhoto(ctx.t.app, target.handle, [photoPart(name, data ?? (await jpeg(640, 480)))]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload.photo.token as string;
}

/** Runs a refused call and checks that nothing was written for the business, in the database or storage. */
async function expectNothingChanged(target: BookingBusiness, run: () => Promise<unknown>) {
  const before = { rows: await bookingFootprint(ctx.db, target.companyId), bytes: stored(target.companyId).length };
  await run();
  expect(await bookingFootprint(ctx.db, target.companyId)).toEqual(before.rows);
  expect(stored(target.companyId).length).toBe(before.bytes);
  expect(scratch()).toEqual([]);
}

/** The files attached to an appointment, as its owner's business sees them on its timeline. */
async function attachedFiles(target: BookingBusiness, appointmentId: number) {
  const found = await as(ctx.t.app, target.owner, { method: 'GET', url: `/v1/appointments/find?id=${appointmentId}` });
  expect(found.statusCode, found.body).toBe(200);
  return (found.json().payload.timeline as { timeline_type: string; file: Record<string, unknown> }[])
    .filter((entry) => entry.timeline_type === 'attachment')
    .map((entry) => entry.file);
}

async function appointmentOf(companyId: number, reference: string) {
  const { rows } = await ctx.db.query('select id from appointments where company_id = $1 and reference_id = $2', [
    companyId,
    reference,
  ]);
  return rows[0].id as number;
}

describe('POST v1/connect/book/{business}/photos', () => {
  it('keeps an added photo for the booking, which attaches it to the appointment once, without its metadata', async () => {
    const withGps = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Harriet' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '37/1 48/1 0/1' } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const added = await addPhoto(ctx.t.app, business.handle, [photoPart('hot water unit.jpg', withGps)]);
    expect(added.statusCode, added.body).toBe(201);
    const { photo } = added.json().payload;
    expect(photo).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      name: 'hot water unit.jpg',
      width: 1200,
      height: 900,
      expires_at: expect.any(String),
    });
    const minutes = (Date.parse(photo.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(BOOKING_LIMITS.photoTokenMinutes - 5);
    expect(minutes).toBeLessThanOrEqual(BOOKING_LIMITS.photoTokenMinutes);
    const second = await tokenFor(business, 'meter.png', await png(300, 200));

    const booked = await book(
      ctx.t.app,
      business.handle,
      bookingBody(business.typeId, { start: `${tuesday} 09:00`, photos: [photo.token, second] }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const appointmentId = await appointmentOf(business.companyId, booked.json().payload.booking.reference);
    const files = await attachedFiles(business, appointmentId);
    expect(files.map((file) => file.file_name).sort()).toEqual(['hot water unit.jpg', 'meter.png']);
    expect(files.find((file) => file.file_name === 'meter.png')).toMatchObject({
      type: 'IMAGE',
      dimensions: { width: 300, height: 200 },
      signed_thumbnail_url: expect.stringMatching(/^\/v1\/files\/thumb\//),
    });
    // The stored copy is re-encoded: the phone's position and other EXIF are gone.
    const { rows } = await ctx.db.query(
      "select storage_key from files where company_id = $1 and file_name = 'hot water unit.jpg'",
      [business.companyId],
    );
    const meta = await sharp(join(ctx.t.app.config.dataDir, 'files', rows[0].storage_key)).metadata();
    expect(meta.exif).toBeUndefined();

    // Each token is spent: naming it again books nothing.
    await expectNothingChanged(business, async () => {
      const again = await book(
        ctx.t.app,
        business.handle,
        bookingBody(business.typeId, { start: `${tuesday} 11:00`, photos: [second] }),
      );
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ photos: [M.photoNotFound] });
    });
  });

  it.each([
    ['a PDF named like a photo', 'roof.jpg', PDF],
    ['a program named like a photo', 'leak.png', ELF],
    ['text named like a photo', 'gate.jpeg', Buffer.from('<svg onload="alert(1)"></svg>')],
    [
      'JPEG magic bytes and nothing of a picture',
      'pipe.jpg',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(400, 7)]),
    ],
  ])('refuses %s with a 422 on photo, storing nothing', async (_case, name, data) => {
    await expectNothingChanged(business, async () => {
      const response = await addPhoto(ctx.t.app, business.handle, [photoPart(name, data)]);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: 'error', errors: { photo: [M.photoNotImage] } });
    });
  });

  it('answers 413 with the upload size limit for a photo over max_file_size, storing nothing', async () => {
    const limits = ctx.t.app.system.limits();
    const spy = vi.spyOn(ctx.t.app.system, 'limits').mockReturnValue({ ...limits, max_file_size: 1 });
    try {
      const big = Buffer.concat([await jpeg(64, 64), Buffer.alloc(1024 * 1024, 1)]);
      await expectNothingChanged(business, async () => {
        const response = await addPhoto(ctx.t.app, business.handle, [photoPart('big.jpg', big)]);
        expect(response.statusCode).toBe(413);
        expect(response.json()).toMatchObject({ status: 'error', message: MESSAGES.tooLarge(1) });
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('asks for one photo per request, and for a photo at all', async () => {
    const photo = await jpeg(32, 32);
    await expectNothingChanged(business, async () => {
      const two = await addPhoto(ctx.t.app, business.handle, [photoPart('a.jpg', photo), photoPart('b.jpg', photo)]);
      expect(two.statusCode).toBe(422);
      expect(two.json().errors).toEqual({ photo: [M.photoOneAtATime] });
      const none = await addPhoto(ctx.t.app, business.handle, [{ field: 'note', data: 'hello' }]);
      expect(none.statusCode).toBe(422);
      expect(none.json().errors).toEqual({ photo: [M.photoRequired] });
      const json = await ctx.t.app.inject({
        method: 'POST',
        url: `/v1/connect/book/${business.handle}/photos`,
        payload: { photo: 'x' },
      });
      expect(json.statusCode).toBe(422);
      expect(json.json().errors).toEqual({ photo: [M.photoRequired] });
    });
  });

  it('answers 404 for an unknown business and one that turned booking off, storing nothing', async () => {
    const off = await openBookingBusiness(ctx.t.app);
    await turnOffBooking(ctx.t.app, off);
    const photo = await jpeg(32, 32);
    await expectNothingChanged(off, async () => {
      for (const handle of ['no-such-business', off.handle]) {
        const response = await addPhoto(ctx.t.app, handle, [photoPart('a.jpg', photo)]);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(M.businessNotFound);
      }
    });
  });
});

describe('photos named by a booking', () => {
  it("refuses another business's photo, attaching nothing and leaving it to its own business", async () => {
    const theirs = await tokenFor(other);
    await expectNothingChanged(business, async () => {
      const response = await book(
        ctx.t.app,
        business.handle,
        bookingBody(business.typeId, { start: `${tuesday} 13:00`, photos: [theirs] }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ photos: [M.photoNotFound] });
    });
    const own = await book(ctx.t.app, other.handle, bookingBody(other.typeId, { photos: [theirs] }));
    expect(own.statusCode, own.body).toBe(201);
    const files = await attachedFiles(
      other,
      await appointmentOf(other.companyId, own.json().payload.booking.reference),
    );
    expect(files).toHaveLength(1);
  });

  it('refuses an expired photo, the same photo twice, or more than five, and the good ones stay claimable', async () => {
    const expired = await tokenFor(business);
    await ctx.db.query(`update booking_photos set expires_at = now() - interval '1 minute' where company_id = $1`, [
      business.companyId,
    ]);
    const fresh = await tokenFor(business);
    for (const [photos, message] of [
      [[fresh, expired], M.photoNotFound],
      [[fresh, fresh], M.photoNotFound],
      [[fresh, 'a', 'b', 'c', 'd', 'e'], M.tooManyPhotos],
    ] as const) {
      await expectNothingChanged(business, async () => {
        const response = await book(
          ctx.t.app,
          business.handle,
          bookingBody(business.typeId, { start: `${tuesday} 14:00`, photos }),
        );
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ photos: [message] });
      });
    }
    const ok = await book(
      ctx.t.app,
      business.handle,
      bookingBody(business.typeId, { start: `${tuesday} 14:00`, photos: [fresh] }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('attaches nothing when the honeypot is filled', async () => {
    const token = await tokenFor(business);
    const before = await bookingFootprint(ctx.db, business.companyId);
    const bot = await book(
      ctx.t.app,
      business.handle,
      bookingBody(business.typeId, { start: `${tuesday} 15:00`, photos: [token], website: 'http://spam.example' }),
    );
    expect(bot.statusCode).toBe(201);
    expect(await bookingFootprint(ctx.db, business.companyId)).toEqual(before);
  });
});

describe('photos waiting for a booking', () => {
  it(`keeps at most ${BOOKING_LIMITS.stagedPhotosMax} per business, then answers 429 and stores nothing`, async () => {
    const crowded = await openBookingBusiness(ctx.t.app);
    await tokenFor(crowded);
    await ctx.db.query(
      `insert into booking_photos (company_id, token_hash, file, expires_at)
       select company_id, md5(g::text), file, expires_at from booking_photos, generate_series(2, $2) g
       where company_id = $1`,
      [crowded.companyId, BOOKING_LIMITS.stagedPhotosMax],
    );
    await expectNothingChanged(crowded, async () => {
      const response = await addPhoto(ctx.t.app, crowded.handle, [photoPart('one-more.jpg', await jpeg(32, 32))]);
      expect(response.statusCode).toBe(429);
      expect(response.json().message).toBe(M.photosBusy);
    });
  });

  it('are thrown away once expired, rows and bytes, and the live ones kept', async () => {
    const purged = await openBookingBusiness(ctx.t.app);
    await tokenFor(purged);
    await ctx.db.query(`update booking_photos set expires_at = now() - interval '1 minute' where company_id = $1`, [
      purged.companyId,
    ]);
    const live = await tokenFor(purged);
    expect(stored(purged.companyId)).toHaveLength(4);
    const app = ctx.t.app;
    const photos = createBookingPhotos({
      db: app.db,
      storage: app.storage,
      dataDir: app.config.dataDir,
      maxFileSizeMb: () => 40,
      log: app.log,
    });
    expect(await photos.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(stored(purged.companyId)).toHaveLength(2);
    const booked = await book(app, purged.handle, bookingBody(purged.typeId, { photos: [live] }));
    expect(booked.statusCode, booked.body).toBe(201);
  });
});
