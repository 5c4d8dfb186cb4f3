import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a browser vendor's push service, for tests only: it records each push's path,
 * headers and encrypted body, and answers 201, or 410 under /gone/ (an expired subscription), or 500
 * under /broken/.
 */
export function pushServiceStandIn() {
  const received: { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = request.url ?? '/';
    received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
    const status = path.startsWith('/gone/') ? 410 : path.startsWith('/broken/') ? 500 : 201;
    response.writeHead(status).end();
  });
  let base = '';
  return {
    received,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
          resolve(base);
        }),
      ),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    /** A browser's PushSubscription JSON for an endpoint path here, with real P-256 and auth keys. */
    subscription(path: string) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return JSON.stringify({
        endpoint: `${base}${path}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
      });
    },
  };
}
