import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import type { FieldErrors } from '@fieldbook/domain/http/envelope.schemas';
import { APP_VERSION, DEFAULT_SYSTEM_SETTINGS, MESSAGES } from '@fieldbook/domain/system/system.constants';
import { APP_VERSION_HEADER, versionRefreshOf } from '@fieldbook/domain/system/system.rules';
import { API_BASE } from './api-base';
import { type Answer, fileNameOf, readAnswer, redact } from './http-text';
import { tracked } from './loads-in-flight';
import { noteAnswered, noteNoAnswer } from './network-state';
import { realtimeSocketId, renewRealtimeTokenWith } from './realtime/realtime-client';
import { sendWithProgress } from './send-with-progress';
import { session } from './session/session-store';
import { sendUnsentSignOuts } from './unsent-sign-outs';

export { API_BASE };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** No global notice or dialog on failure (the caller shows the problem). 401 renewal and 503 still apply. */
  quiet?: boolean;
  /** Statuses the caller handles itself (e.g. 409 stale edit, 404 mailbox off): no global UI, no renewal. */
  expected?: readonly number[];
  /** false for the calls that must not wait for or trigger a session renewal (sign-in, refresh). */
  auth?: boolean;
  signal?: AbortSignal;
  /** A file answer (CSV and the like): resolves a DownloadedFile instead of an envelope payload. */
  download?: boolean;
  /** A multipart body, sent reporting its progress (0-1); renewal, headers and statuses as for any call. */
  upload?: { form: FormData; onProgress?: (fraction: number) => void };
  /** Extra request headers (the outbox's Idempotency-Key). */
  headers?: Record<string, string>;
}

/** What `http.download` resolves: the body and the file name from Content-Disposition. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** What the Debug Log dialog shows and downloads; the body is already redacted. */
export interface DebugInfo {
  endpoint: string;
  method: HttpMethod;
  status: number;
  message: string;
  errors: FieldErrors | null;
  body: unknown;
  time: string;
}

/** A failed request. status 0 means no response (network error). */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  readonly debug: DebugInfo;
  /** The envelope's payload of a failed call, when it carries one (e.g. an import's per-row errors). */
  readonly payload: unknown;

  constructor(
    status: number,
    message: string,
    fieldErrors: FieldErrors | null,
    debug: DebugInfo,
    payload: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors ?? {};
    this.debug = debug;
    this.payload = payload;
  }

  /** First message of a field, as platform section 5 shows them. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }

  /** Every field's first message, by field (a form shows one per field). */
  firstMessages(): Record<string, string> {
    return Object.fromEntries(Object.entries(this.fieldErrors).map(([field, messages]) => [field, messages[0] ?? '']));
  }
}

/** The UI side of the status handling of platform spec section 8; the app's HttpUiHost fills it in. */
export interface HttpUi {
  /** Session-expiring dialog: resolves true once the user signed in again (a new token is stored). */
  reauthenticate(): Promise<boolean>;
  /** The session is over (renewal failed); stored data is already cleared. */
  sessionEnded(): void;
  permissionError(message: string): void;
  serverError(message: string): void;
  validationError(info: DebugInfo): void;
  notice(message: string): void;
  maintenance(message: string): void;
  /** A 503 version refresh: the server runs `version`, newer than this page. */
  updateAvailable(version: string): void;
  /**
   * A plan limit or a subscription-only feature (envelope status "unsubscribed"): the subscribe
   * prompt. Resolves true when the company subscribed in it, and the refused call is made again.
   */
  subscribe(message: string): Promise<boolean>;
}

const defaultUi: HttpUi = {
  reauthenticate: () => Promise.resolve(false),
  sessionEnded: () => {},
  permissionError: () => {},
  serverError: () => {},
  validationError: () => {},
  notice: () => {},
  maintenance: () => {},
  updateAvailable: () => {},
  subscribe: () => Promise.resolve(false),
};

let ui: HttpUi = defaultUi;
let maxFileSizeMb: number = DEFAULT_SYSTEM_SETTINGS.max_file_size;
/** The one session renewal in flight; every other request waits behind it. */
let renewing: Promise<boolean> | null = null;

export function setHttpUi(next: Partial<HttpUi>): () => void {
  const previous = ui;
  ui = { ...ui, ...next };
  return () => {
    ui = previous;
  };
}

/** From system settings (max_file_size, MB), for the 413 message. */
export function setMaxFileSizeMb(value: number): void {
  maxFileSizeMb = value;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function endSession(): void {
  session.clear();
  ui.sessionEnded();
}

/** The Web Lock the tabs of one browser take to refresh, one after another. */
const REFRESH_LOCK = 'fieldbook.refresh';

/**
 * Refreshes with the refresh cookie. The tabs of a browser share the cookie, so they take turns (Web
 * Locks, where the browser has them): each refreshes with the cookie the one before it got. The
 * server's grace window covers browsers without them.
 */
async function refreshToken(): Promise<boolean> {
  const refresh = async () => {
    try {
      const path = session.portal() === 'connect' ? '/clientConnect/refresh' : '/user/refresh';
      const payload = await request<{ token: string }>('POST', path, {
        body: { guid: session.guid() },
        auth: false,
        quiet: true,
      });
      if (!payload?.token) return false;
      session.setToken(payload.token);
      return true;
    } catch (error) {
      // Maintenance, or no network (a page started offline): nothing to ask the user, the session stays.
      if (error instanceof ApiError && (error.status === 503 || error.status === 0)) throw error;
      return false;
    }
  };
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(REFRESH_LOCK, refresh) : refresh();
}

/** One renewal for everyone: a refresh, then the password dialog; false ends the session. */
function renew(): Promise<boolean> {
  if (!renewing) {
    renewing = (async () => {
      try {
        if (await refreshToken()) return true;
        const signedInAgain = await ui.reauthenticate();
        if (!signedInAgain) endSession();
        return signedInAgain;
      } catch {
        return false;
      }
    })().finally(() => {
      renewing = null;
    });
  }
  return renewing;
}

/** On a 401 while signed in: renews, unless another call has already. */
function renewSession(sentToken: string): Promise<boolean> {
  const current = session.getToken();
  if (current === null) return Promise.resolve(false);
  if (current !== sentToken) return Promise.resolve(true);
  return renew();
}

/**
 * A page load (or another tab) of a signed-in browser: the access token lives only in a page's memory,
 * so the refresh cookie gets this page one, or the password dialog does as after a 401. True when the
 * page is signed in; nothing is asked of a browser that was not.
 */
export function resumeSession(): Promise<boolean> {
  if (session.getToken() !== null) return Promise.resolve(true);
  if (session.getEmail() === null) return Promise.resolve(false);
  return renew();
}

// A socket refused for an expired token renews it the same way a request does.
renewRealtimeTokenWith(() => {
  const current = session.getToken();
  return current ? renewSession(current) : Promise.resolve(false);
});

/** Picks the notice or dialog of platform section 8 for a failed request. */
function showFailure(status: number, message: string, debug: DebugInfo): void {
  if (status === 422) ui.validationError(debug);
  // A 401 reaches here only outside the renewal (no session was sent): the spec's Permission Error.
  else if (status === 401 || status === 403) ui.permissionError(message);
  else if (status === 429) ui.notice(AUTH_MESSAGES.tooManyRequests);
  else if (status === 413) ui.notice(MESSAGES.tooLarge(maxFileSizeMb));
  else if (status >= 500) ui.serverError(message);
  else if (status < 400 || ([404, 409].includes(status) && message)) ui.notice(message);
  else ui.notice(MESSAGES.connectionFailed);
}

/**
 * The last answer of each list the server tags with an ETag (calendar, searches, dashboard widgets),
 * by request, in this page's memory only: the next identical request sends If-None-Match and a 304
 * reuses it, so an unchanged list costs the server no list SQL and the page no download. The answers
 * are `no-store`, so the browser keeps none itself (a POST search would not be revalidated anyway).
 * Forgotten when the session ends; the oldest go past FRESH_MAX.
 */
const fresh = new Map<string, { etag: string; payload: unknown }>();
const FRESH_MAX = 100;
session.subscribe(() => {
  if (session.getToken() === null) fresh.clear();
});

function remember(key: string, etag: string, payload: unknown): void {
  fresh.delete(key);
  fresh.set(key, { etag, payload });
  const oldest = fresh.keys().next().value;
  if (fresh.size > FRESH_MAX && oldest !== undefined) fresh.delete(oldest);
}

/** Whether the server answers again after a request found no network (lib/network-state.ts). */
const probeServer = () => fetch(buildUrl('/system/checkAppVersion', undefined), { cache: 'no-store' });

export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const usesSession = options.auth !== false;
  if (session.unsentSignOuts().length > 0) await sendUnsentSignOuts();
  // A page that started offline gets its token from the refresh cookie on its first call with a network.
  if (usesSession && session.isOffline()) await resumeSession();
  if (usesSession && renewing) await renewing;

  const endpoint = buildUrl(path, options.query);
  const sentToken = usesSession ? session.getToken() : null;
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: options.download ? '*/*' : 'application/json',
    [APP_VERSION_HEADER]: APP_VERSION,
  };
  if (sentToken) headers.Authorization = `Bearer ${sentToken}`;
  // Our own change is not announced back to this page.
  const socketId = realtimeSocketId();
  if (socketId) headers['X-Socket-Id'] = socketId;
  const hasBody = options.body !== undefined && method !== 'GET';
  if (hasBody) headers['Content-Type'] = 'application/json';
  const freshKey =
    options.upload || options.download ? null : `${method} ${endpoint} ${hasBody ? JSON.stringify(options.body) : ''}`;
  const held = freshKey ? fresh.get(freshKey) : undefined;
  if (held) headers['If-None-Match'] = held.etag;

  const debugOf = (status: number, message: string, errors: FieldErrors | null): DebugInfo => ({
    endpoint,
    method,
    status,
    message,
    errors,
    body: hasBody ? redact(options.body) : null,
    time: new Date().toISOString(),
  });

  let answer: Answer;
  try {
    // Counted among the page's loads in flight until its body has arrived, so work fetched ahead waits
    // for it (lib/after-screen-settles.ts).
    answer = await tracked(
      readAnswer(
        options.upload
          ? sendWithProgress(endpoint, {
              method,
              headers,
              body: options.upload.form,
              signal: options.signal,
              onProgress: options.upload.onProgress,
            })
          : fetch(endpoint, {
              method,
              headers,
              credentials: 'include',
              body: hasBody ? JSON.stringify(options.body) : undefined,
              signal: options.signal,
            }),
        options.download === true,
      ),
    );
  } catch (error) {
    if (isAbort(error)) throw error;
    noteNoAnswer(probeServer);
    const failure = new ApiError(0, MESSAGES.connectionFailed, null, debugOf(0, MESSAGES.connectionFailed, null));
    if (!options.quiet) ui.notice(MESSAGES.connectionFailed);
    throw failure;
  }

  noteAnswered();
  const { response, envelope } = answer;

  if (answer.file) {
    const file: DownloadedFile = {
      blob: answer.file,
      fileName: fileNameOf(response.headers.get('Content-Disposition')),
    };
    return file as T;
  }

  if (response.status === 304 && held && freshKey) {
    remember(freshKey, held.etag, held.payload);
    return held.payload as T;
  }
  const status = response.status;
  if (response.ok && envelope && envelope.status === 'success') {
    const etag = response.headers.get('ETag');
    if (etag && freshKey) remember(freshKey, etag, envelope.payload);
    return envelope.payload as T;
  }

  if (status === 401 && usesSession && sentToken !== null && !options.expected?.includes(401)) {
    if (await renewSession(sentToken)) return request<T>(method, path, options);
    throw new ApiError(401, AUTH_MESSAGES.sessionExpired, null, debugOf(401, AUTH_MESSAGES.sessionExpired, null));
  }

  const fallback = status === 503 ? MESSAGES.maintenance : MESSAGES.connectionFailed;
  const message = envelope?.message ?? (status === 422 ? MESSAGES.validation : fallback);
  const failure = new ApiError(
    status,
    message,
    envelope?.errors ?? null,
    debugOf(status, message, envelope?.errors ?? null),
    envelope?.payload ?? null,
  );
  if (options.expected?.includes(status)) throw failure;
  if (envelope?.status === 'unsubscribed') {
    // Subscribing in the prompt lets what was refused (the create) go through after all.
    if ((await ui.subscribe(message)) === true) return request<T>(method, path, options);
    throw failure;
  }
  if (status === 503) {
    const newerVersion = versionRefreshOf(envelope?.payload);
    if (newerVersion) ui.updateAvailable(newerVersion);
    else ui.maintenance(message);
    throw failure;
  }
  if (!options.quiet) showFailure(status, message, failure.debug);
  throw failure;
}

/** The one HTTP client of the web app (ARCHITECTURE section 1). */
export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('DELETE', path, { ...options, body }),
  /** GET a file with the session's token; failures are handled as for every other call. */
  download: (path: string, options?: Omit<RequestOptions, 'body' | 'download'>) =>
    request<DownloadedFile>('GET', path, { ...options, download: true }),
};
