import fp from 'fastify-plugin';
import { createTokenService, type TokenService } from '../modules/auth/index';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
}

/** Signs and checks the access tokens of both portals. */
export const tokensPlugin = fp(
  async (app) => {
    app.decorate('tokens', createTokenService(app.config.appSecret, app.config.ACCESS_TOKEN_TTL_SECONDS));
  },
  { name: 'tokens', dependencies: ['config'] },
);
