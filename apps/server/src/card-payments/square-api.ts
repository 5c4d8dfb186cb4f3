import { createHash } from 'node:crypto';

/**
 * A small client of Square's REST API (JSON over HTTPS, `Authorization: Bearer` with a seller's
 * OAuth access token). Square's own Node library brings a second, legacy copy of itself, axios and
 * TypeScript along (about 110 MB); the handful of endpoints used here need only fetch.
 */

/** The API version every call asks for (Square-Version): answers keep this shape until we move it. */
export const SQUARE_VERSION = '2025-01-23';

/** One entry of a Square error answer's `errors` array. */
export interface SquareErrorEntry {
  category: string;
  code: string;
  detail?: string;
  field?: string;
}

/** Square answered with an error status; `errors` as it listed them. */
export class SquareApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: SquareErrorEntry[],
    /** The rest of the answer (a declined payment comes with its FAILED payment). */
    readonly body: unknown,
  ) {
    super(
      `Square answered ${status}: ${errors.map((e) => `${e.code}${e.detail ? ` (${e.detail})` : ''}`).join('; ') || 'no details'}`,
    );
    this.name = 'SquareApiError';
  }

  /** The access token was refused: expired, revoked, or never valid. */
  get unauthorized() {
    return this.status === 401 || this.errors.some((e) => e.category === 'AUTHENTICATION_ERROR');
  }

  has(...codes: string[]) {
    return this.errors.some((e) => codes.includes(e.code));
  }
}

/** Square keeps idempotency keys to 45 characters: a longer key is replaced by its hash, the same every time. */
export function squareIdempotencyKey(key: string): string {
  return key.length <= 45 ? key : createHash('sha256').update(key).digest('base64url');
}

interface Call {
  method?: 'GET' | 'POST';
  /** `Bearer <access token>`, or `Client <application secret>` for OAuth's revoke. */
  authorization?: string;
  body?: Record<string, unknown>;
  /**
   * How often a lost answer (network failure, 5xx, 429) is asked again. Only for calls whose body
   * carries an idempotency key, which Square answers with the first answer.
   */
  retries?: number;
}

const TIMEOUT_MS = 20_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function squareApi(baseUrl: string) {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    base,
    async call<T>(path: string, { method = 'POST', authorization, body, retries = 0 }: Call = {}): Promise<T> {
      for (let attempt = 0; ; attempt++) {
        let response: Response;
        try {
          response = await fetch(`${base}${path}`, {
            method,
            headers: {
              'Square-Version': SQUARE_VERSION,
              accept: 'application/json',
              ...(body ? { 'content-type': 'application/json' } : {}),
              ...(authorization ? { authorization } : {}),
            },
            body: body ? JSON.stringify(body) : undefined,
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
        } catch (error) {
          if (attempt < retries) {
            await pause(250 * (attempt + 1));
            continue;
          }
          throw error;
        }
        if ((response.status >= 500 || response.status === 429) && attempt < retries) {
          await response.body?.cancel();
          await pause(250 * (attempt + 1));
          continue;
        }
        const text = await response.text();
        let parsed: unknown = null;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          // Not JSON (a proxy's error page): the status says enough.
        }
        if (!response.ok) {
          const errors = (parsed as { errors?: SquareErrorEntry[] } | null)?.errors ?? [];
          throw new SquareApiError(response.status, Array.isArray(errors) ? errors : [], parsed);
        }
        return parsed as T;
      }
    },
  };
}
export type SquareApi = ReturnType<typeof squareApi>;
