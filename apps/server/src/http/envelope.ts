import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import type { Envelope, FieldErrors } from '@fieldbook/domain/http/envelope.schemas';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isForeignKeyViolation } from '../db/errors';
import { letAnySiteFrameBookingPage } from './frameable-pages';
import { HttpError } from './http-error';

export const ok = <T>(payload: T, message: string | null = null): Envelope<T> => ({
  status: 'success',
  payload,
  errors: null,
  message,
});

const failure = (message: string, errors: FieldErrors | null = null): Envelope<null> => ({
  status: 'error',
  payload: null,
  errors,
  message,
});

/** `/emails/0/email_address` → `emails.0.email_address`, the key the web looks fields up by. */
function fieldKey(instancePath: string): string {
  const key = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return key || 'body';
}

/** Turns every thrown error into the envelope with the platform spec's status codes; no stack leaves. */
export function registerEnvelopeHandlers(app: FastifyInstance, maxFileSizeMb: () => number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ status: error.status, payload: error.payload, errors: error.errors, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const key = fieldKey(issue.instancePath);
        const message = issue.message ?? MESSAGES.validation;
        const messages = errors[key] ?? [];
        if (!messages.includes(message)) errors[key] = [...messages, message];
      }
      const first = Object.values(errors)[0]?.[0] ?? MESSAGES.validation;
      return reply.code(422).send(failure(first, errors));
    }
    if (isForeignKeyViolation(error)) {
      // A row the change refers to was deleted meanwhile (by a colleague, at that moment): as if it were
      // already gone when the request came. Routes with a more precise refusal catch it themselves.
      return reply.code(404).send(failure(MESSAGES.notFound));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(failure(MESSAGES.tooLarge(maxFileSizeMb())));
    if (status === 429) return reply.code(429).send(failure(AUTH_MESSAGES.tooManyRequests));
    const clientFault = error.code?.startsWith('FST_') || (error as { expose?: boolean }).expose === true;
    if (status >= 400 && status < 500 && clientFault) {
      // Fastify's own client faults (malformed JSON, an empty body, another media type) and those its
      // plugins raise as http-errors marked safe to show (a static file's unsatisfiable Range): their
      // status, in the app's words rather than the library's. Another library's 4xx that reaches here (a
      // payment SDK's) is a fault of ours.
      return reply.code(status).send(failure(MESSAGES.validation));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure(MESSAGES.somethingWrong));
  });
}

/** Unknown API paths answer the envelope 404; other GETs get the SPA's page when there is one. */
export function registerNotFound(app: FastifyInstance, hasWebApp: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/v1' || path.startsWith('/v1/') || path.startsWith('/docs');
    if (hasWebApp && request.method === 'GET' && !isApi) {
      letAnySiteFrameBookingPage(request, reply, path);
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send(failure(MESSAGES.notFound));
  });
}
