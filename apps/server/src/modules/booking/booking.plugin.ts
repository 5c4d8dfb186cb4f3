import fp from 'fastify-plugin';
import { bookingRoutes } from './booking.routes';
import { createBookingPhotos } from './booking-photos';
import { bookingPublicRoutes } from './booking-public.routes';

export const PHOTO_PURGE_QUEUE = 'booking-photo-purge';
/** Hourly: a photo no booking took is kept for at most about two token lifetimes. */
export const PHOTO_PURGE_CRON = '25 * * * *';

/** Online booking: the business's routes, the public page's, and the purge of photos no booking took. */
export const bookingModule = fp(
  async (app) => {
    const photos = createBookingPhotos({
      db: app.db,
      storage: app.storage,
      dataDir: app.config.dataDir,
      maxFileSizeMb: () => app.system.limits().max_file_size,
      log: app.log,
    });
    await app.jobs.schedule(PHOTO_PURGE_QUEUE, PHOTO_PURGE_CRON);
    await app.jobs.work(PHOTO_PURGE_QUEUE, async () => {
      await photos.purgeExpired();
    });
    await app.register(bookingRoutes);
    await app.register(bookingPublicRoutes);
  },
  { name: 'booking-module', dependencies: ['jobs', 'storage', 'system'], encapsulate: true },
);
