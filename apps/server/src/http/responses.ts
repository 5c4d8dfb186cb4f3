import { envelopeSchema } from '@fieldbook/domain/http/envelope.schemas';
import { z } from '@fieldbook/domain/zod';

/** A route's declared success response: the envelope around its payload. */
export const replies = <T extends z.ZodType>(payload: T) => ({ 200: envelopeSchema(payload) });
export const repliesNothing = replies(z.null());

/**
 * A route that answers a file (a PDF, a CSV, a calendar…) rather than the JSON envelope: its
 * contract for the API docs. Fastify sends the bytes as they are, so nothing is serialized.
 */
export const repliesFile = (...contentTypes: [string, ...string[]]) => ({
  200: {
    description: `The ${contentTypes.join(' or ')} file`,
    // Typed as what handlers send (bytes or a stream); described to the docs as a binary string.
    content: Object.fromEntries(
      contentTypes.map((contentType) => [
        contentType,
        { schema: z.custom<Buffer | NodeJS.ReadableStream | string>().meta({ type: 'string', format: 'binary' }) },
      ]),
    ),
  },
});
