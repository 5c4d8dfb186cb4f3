import { z } from '../zod';

export const ENVELOPE_STATUSES = ['success', 'error', 'unsubscribed'] as const;
export type EnvelopeStatus = (typeof ENVELOPE_STATUSES)[number];

export type FieldErrors = Record<string, string[]>;

/** Every response of the API: ARCHITECTURE section 3. */
export interface Envelope<T = unknown> {
  status: EnvelopeStatus;
  payload: T | null;
  errors: FieldErrors | null;
  message: string | null;
}

export const envelopeSchema = <T extends z.ZodType>(payload: T) =>
  z.object({
    status: z.enum(ENVELOPE_STATUSES),
    payload: payload.nullable(),
    errors: z.record(z.string(), z.array(z.string())).nullable(),
    message: z.string().nullable(),
  });
