import fp from 'fastify-plugin';
import { refuseOutdatedApp } from '../http/app-version-gate';
import { refuseBadText } from '../http/bad-text';

/** The checks of every request before its route's own: the app's version, then the input's text. */
export const requestChecksPlugin = fp(
  async (app) => {
    // After maintenance: while it is ON, its screen (which ends in a refresh) is the one to show.
    app.addHook('onRequest', refuseOutdatedApp);
    // A body-less POST still gets each field's own "required" message rather than one about the body.
    app.addHook('preValidation', async (request) => {
      if (request.method !== 'GET' && request.body == null) {
        // DELETE may name its record in the query string instead of a body.
        request.body = request.method === 'DELETE' ? { ...(request.query as object) } : {};
      }
    });
    // A NUL or lone surrogate in any parameter, query value or JSON string (or key) is a 422 per field.
    app.addHook('preValidation', refuseBadText);
  },
  { name: 'request-checks', dependencies: ['maintenance'] },
);
