import fp from 'fastify-plugin';
import { findLiveSession } from '../modules/auth/index';

/** The session check of every staff request and socket (http/auth.ts's port), read from auth's sessions. */
export const sessionsPlugin = fp(
  async (app) => {
    app.decorate('findLiveSession', (claims) => findLiveSession(app.db, claims));
  },
  { name: 'sessions', dependencies: ['database'] },
);
