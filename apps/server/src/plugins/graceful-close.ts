import fp from 'fastify-plugin';

/**
 * Keep-alive connections whose requests were still running when the server began to close would
 * keep it open (closing only drops the idle ones): those answers say Connection: close.
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
