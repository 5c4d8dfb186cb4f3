import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      // Answers up to 1 MiB are compressed in one call, sent with their length. Above the plugin's own
      // bound (8 kB on two cores) it streams them through the threadpool in 16 kB steps, as a chunked
      // answer: a 275 kB calendar week then cost the server 18.5 ms of CPU against 8.9 uncompressed,
      // in one piece ~11 ms (bench/README.md, "Compressed answers").
      syncThreshold: 1 << 20,
      // Quality 4 compresses JSON nearly as well as the default 11 at a small part of the CPU.
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
