import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import type { FieldErrors } from '@fieldbook/domain/http/envelope.schemas';
import { APP_VERSION, DEFAULT_SYSTEM_SETTINGS, MESSAGES } from '@fieldbook/domain/system/system.constants';
import { API_BASE } from '../../../lib/http-client';
import { session } from '../../../lib/session/session-store';
import { type FailedUpload, FILE_MESSAGES, type FileRecord } from './file-types';

export interface UploadLimits {
  /** Files per request; 0 means no limit. */
  uploadLimit: number;
  /** MB per file. */
  maxFileSizeMb: number;
  /** MB per request; a network error on a larger body is read as a 413. */
  postMaxSizeMb: number;
}

export interface UploadOptions {
  category?: number | null;
  isPublic?: boolean;
  /** 0-100 as the body is sent. */
  onProgress?: (percent: number) => void;
  limits?: Partial<UploadLimits>;
  signal?: AbortSignal;
}

/** Every way an upload can end; the caller shows it (see use-file-upload). */
export type UploadOutcome =
  | { kind: 'uploaded'; files: FileRecord[] }
  | { kind: 'partial'; files: FileRecord[]; failed: FailedUpload[] }
  /** Refused before sending: more than upload_limit files. */
  | { kind: 'too-many'; message: string }
  /** Refused before sending, or a 413: a file above max_file_size. */
  | { kind: 'too-large'; message: string }
  /** 422: the message and each field's first error. */
  | { kind: 'invalid'; message: string; lines: string[] }
  /** 401 (the renewal path is not exported from the HTTP client: the session-expired notice). */
  | { kind: 'session-expired'; message: string }
  /** 403, 5xx, network and anything else: one message. */
  | { kind: 'failed'; status: number; message: string };

const MB = 1024 * 1024;

/** The client-side checks of platform section 5, made before anything is sent. */
export function checkUpload(files: readonly File[], limits: UploadLimits): UploadOutcome | null {
  if (limits.uploadLimit > 0 && files.length > limits.uploadLimit) {
    return { kind: 'too-many', message: FILE_MESSAGES.tooMany(limits.uploadLimit, files.length) };
  }
  if (files.some((file) => file.size > limits.maxFileSizeMb * MB)) {
    return { kind: 'too-large', message: MESSAGES.tooLarge(limits.maxFileSizeMb) };
  }
  return null;
}

interface UploadEnvelope {
  status?: string;
  payload?: { files?: FileRecord[]; failed?: FailedUpload[] } | null;
  errors?: FieldErrors | null;
  message?: string | null;
}

function parse(text: string): UploadEnvelope | null {
  try {
    const body: unknown = JSON.parse(text);
    return body !== null && typeof body === 'object' ? (body as UploadEnvelope) : null;
  } catch {
    return null;
  }
}

function outcomeOf(status: number, envelope: UploadEnvelope | null, limits: UploadLimits): UploadOutcome {
  const files = envelope?.payload?.files ?? [];
  const failed = envelope?.payload?.failed ?? [];
  if ((status === 200 || status === 207) && envelope?.payload) {
    return failed.length > 0 || status === 207 ? { kind: 'partial', files, failed } : { kind: 'uploaded', files };
  }
  if (status === 413) return { kind: 'too-large', message: MESSAGES.tooLarge(limits.maxFileSizeMb) };
  if (status === 422) {
    const lines = Object.values(envelope?.errors ?? {})
      .map((messages) => messages?.[0])
      .filter((line): line is string => Boolean(line));
    return { kind: 'invalid', message: envelope?.message ?? MESSAGES.validation, lines };
  }
  if (status === 401) return { kind: 'session-expired', message: AUTH_MESSAGES.sessionExpired };
  const message = envelope?.message ?? (status === 503 ? MESSAGES.maintenance : MESSAGES.connectionFailed);
  return { kind: 'failed', status, message };
}

/** Splits files, in order, into consecutive batches of at most `maxBytes` each (a larger file goes alone). */
export function batchesOf(files: readonly File[], maxBytes: number): File[][] {
  const batches: File[][] = [];
  let current: File[] = [];
  let size = 0;
  for (const file of files) {
    if (current.length > 0 && size + file.size > maxBytes) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(file);
    size += file.size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

interface Sent {
  outcome: UploadOutcome;
  envelope: UploadEnvelope | null;
}

/** One request of an upload; `onProgress` gets 0-1 of this request's body. */
function send(
  files: readonly File[],
  options: UploadOptions,
  limits: UploadLimits,
  onProgress: (fraction: number) => void,
): Promise<Sent> {
  const form = new FormData();
  for (const file of files) form.append('files[]', file, file.name);
  if (options.category !== undefined && options.category !== null) form.append('category', String(options.category));
  if (options.isPublic !== undefined) form.append('is_public', options.isPublic ? '1' : '0');
  const bodySize = files.reduce((sum, file) => sum + file.size, 0);

  return new Promise<Sent>((resolve) => {
    const done = (outcome: UploadOutcome, envelope: UploadEnvelope | null = null) => resolve({ outcome, envelope });
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/files/upload`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-App-Version', APP_VERSION);
    const token = session.getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress(1);
      const envelope = parse(xhr.responseText);
      done(outcomeOf(xhr.status, envelope, limits), envelope);
    };
    xhr.onerror = () => {
      // Platform section 8: a network error on a body above the limit is a 413.
      if (bodySize > limits.postMaxSizeMb * MB) {
        done({ kind: 'too-large', message: MESSAGES.tooLarge(limits.maxFileSizeMb) });
      } else done({ kind: 'failed', status: 0, message: MESSAGES.connectionFailed });
    };
    const cancelled = () => done({ kind: 'failed', status: 0, message: 'Upload cancelled' });
    xhr.onabort = cancelled;
    // A later batch whose upload was cancelled meanwhile is never sent (abort() before send fires no event).
    if (options.signal?.aborted) {
      cancelled();
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

const messageOf = (outcome: Exclude<UploadOutcome, { kind: 'uploaded' | 'partial' }>) =>
  (outcome.kind === 'invalid' && outcome.lines[0]) || outcome.message;

/**
 * POST /v1/files/upload (multipart, `files[]` repeated) through XMLHttpRequest for upload progress,
 * with the session's bearer token and X-App-Version like the HTTP client. Checks the count and sizes
 * first (nothing is sent when they fail). Files together above post_max_size go in consecutive requests
 * of at most that size, with one progress over all of them and one merged outcome.
 * Resolves an outcome; never rejects (an abort resolves 'failed').
 */
export async function uploadFiles(files: readonly File[], options: UploadOptions = {}): Promise<UploadOutcome> {
  const limits: UploadLimits = {
    uploadLimit: options.limits?.uploadLimit ?? DEFAULT_SYSTEM_SETTINGS.upload_limit,
    maxFileSizeMb: options.limits?.maxFileSizeMb ?? DEFAULT_SYSTEM_SETTINGS.max_file_size,
    postMaxSizeMb: options.limits?.postMaxSizeMb ?? DEFAULT_SYSTEM_SETTINGS.post_max_size,
  };
  const refused = checkUpload(files, limits);
  if (refused) return refused;

  const batches = batchesOf(files, limits.postMaxSizeMb * MB);
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  const progress = (doneBytes: number, batchBytes: number) => (fraction: number) => {
    const share = totalBytes > 0 ? (doneBytes + fraction * batchBytes) / totalBytes : fraction;
    options.onProgress?.(Math.round(share * 100));
  };
  const single = batches[0];
  if (batches.length === 1 && single) return (await send(single, options, limits, progress(0, totalBytes))).outcome;

  const uploaded: FileRecord[] = [];
  const failed: FailedUpload[] = [];
  let doneBytes = 0;
  for (const [index, batch] of batches.entries()) {
    const batchBytes = batch.reduce((sum, file) => sum + file.size, 0);
    const { outcome, envelope } = await send(batch, options, limits, progress(doneBytes, batchBytes));
    doneBytes += batchBytes;
    if (outcome.kind === 'uploaded' || outcome.kind === 'partial') {
      uploaded.push(...outcome.files);
      if (outcome.kind === 'partial') failed.push(...outcome.failed);
      continue;
    }
    // Nothing of this request was stored: a 422 names each file; otherwise each file gets the one message.
    const named = envelope?.payload?.failed ?? [];
    const message = messageOf(outcome);
    failed.push(...(named.length > 0 ? named : batch.map((file) => ({ name: file.name, message }))));
    // A lost session or a cancel ends the upload; the files not yet sent fail with the same message.
    const stop = outcome.kind === 'session-expired' || options.signal?.aborted === true;
    if (stop) {
      if (uploaded.length === 0) return outcome;
      const rest = batches.slice(index + 1).flat();
      failed.push(...rest.map((file) => ({ name: file.name, message })));
      break;
    }
  }
  return failed.length === 0 ? { kind: 'uploaded', files: uploaded } : { kind: 'partial', files: uploaded, failed };
}
