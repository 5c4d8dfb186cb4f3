// What the API client reads from, or hides in, the text of requests and answers.

import type { Envelope } from '@fieldbook/domain/http/envelope.schemas';

const REDACTED = '[redacted]';

/** Replaces the value of every key that mentions a password, at any depth. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, /password/i.test(key) ? REDACTED : redact(inner)]),
    );
  }
  return value;
}

/** The file name of a Content-Disposition header (RFC 6266 filename* first, then filename). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  try {
    const body: unknown = await response.json();
    if (body !== null && typeof body === 'object' && 'status' in body) return body as Envelope;
    return null;
  } catch {
    return null;
  }
}

/** An answer read through: a download's file, else the envelope (none for a 304 or a body that is not one). */
export interface Answer {
  response: Response;
  file: Blob | null;
  envelope: Envelope | null;
}

export async function readAnswer(sent: Promise<Response>, download: boolean): Promise<Answer> {
  const response = await sent;
  if (download && response.ok) return { response, file: await response.blob(), envelope: null };
  if (response.status === 304) return { response, file: null, envelope: null };
  return { response, file: null, envelope: await readEnvelope(response) };
}
