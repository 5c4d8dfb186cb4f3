import { envelopeSchema } from '@fieldbook/domain/http/envelope.schemas';
import { z } from '@fieldbook/domain/zod';

/** A route's declared success response: the envelope around its payload. */
export const replies = <T extends z.ZodType>(payload: T) => ({ 200: envelopeSchema(payload) });
export const repliesNothing = replies(z.null());
