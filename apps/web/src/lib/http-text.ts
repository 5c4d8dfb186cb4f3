// What the API client reads from, or hides in, the text of requests and answers.

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
