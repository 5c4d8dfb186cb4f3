import fp from 'fastify-plugin';
import { createStorage } from '../storage/create-storage';
import type { Storage } from '../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Files: S3 when configured, else local disk under DATA_DIR. */
export const storagePlugin = fp(
  async (app) => {
    const { storage, close } = await createStorage(app.config);
    app.addHook('onClose', async () => close());
    app.decorate('storage', storage);
  },
  { name: 'storage', dependencies: ['config'] },
);
