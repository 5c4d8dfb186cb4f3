import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import type { FileUploadPayload } from '@fieldbook/domain/files/files.schemas';
import { DEFAULT_SYSTEM_SETTINGS, MESSAGES } from '@fieldbook/domain/system/system.constants';
import { ApiError, request } from '../../../lib/http-client';
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
  /** Photo annotation: the IMAGE the uploaded file was drawn on (the original stays untouched). */
  annotatedFromFileId?: number | null;
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
  /** 401 once renewing the session failed too. */
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

/** A refused upload may answer without its payload. */
type UploadPayload = Partial<FileUploadPayload>;

/** The outcome of a refused request (the HTTP client has already renewed a lapsed session once). */
function outcomeOfFailure(error: ApiError, bodyBytes: number, limits: UploadLimits): UploadOutcome {
  const { status } = error;
  // Platform section 8: a network error on a body above the limit is a 413.
  if (status === 413 || (status === 0 && bodyBytes > limits.postMaxSizeMb * MB)) {
    return { kind: 'too-large', message: MESSAGES.tooLarge(limits.maxFileSizeMb) };
  }
  if (status === 422) {
    const lines = Object.values(error.fieldErrors)
      .map((messages) => messages?.[0])
      .filter((line): line is string => Boolean(line));
    return { kind: 'invalid', message: error.message, lines };
  }
  if (status === 401) return { kind: 'session-expired', message: AUTH_MESSAGES.sessionExpired };
  return { kind: 'failed', status, message: error.message };
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
  /** The files a refused request names, each with its own problem. */
  named: FailedUpload[];
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** One request of an upload, through the app's one HTTP client; `onProgress` gets 0-1 of its body. */
async function send(
  files: readonly File[],
  options: UploadOptions,
  limits: UploadLimits,
  onProgress: (fraction: number) => void,
): Promise<Sent> {
  const form = new FormData();
  for (const file of files) form.append('files[]', file, file.name);
  if (options.category !== undefined && options.category !== null) form.append('category', String(options.category));
  if (options.isPublic !== undefined) form.append('is_public', options.isPublic ? '1' : '0');
  if (options.annotatedFromFileId) form.append('annotated_from_file_id', String(options.annotatedFromFileId));
  const bodyBytes = files.reduce((sum, file) => sum + file.size, 0);
  try {
    const payload = await request<UploadPayload | null>('POST', '/files/upload', {
      upload: { form, onProgress },
      // The uploader shows every outcome itself; a lapsed session is still renewed and retried.
      quiet: true,
      signal: options.signal,
    });
    const uploaded = payload?.files ?? [];
    const failed = payload?.failed ?? [];
    const outcome: UploadOutcome =
      failed.length > 0 ? { kind: 'partial', files: uploaded, failed } : { kind: 'uploaded', files: uploaded };
    return { outcome, named: [] };
  } catch (error) {
    if (isAbort(error)) return { outcome: { kind: 'failed', status: 0, message: 'Upload cancelled' }, named: [] };
    if (!(error instanceof ApiError)) throw error;
    const payload = error.payload as UploadPayload | null;
    // 207: some stored, some not (an "error" envelope that still carries both lists).
    if (error.status === 207 && payload) {
      return { outcome: { kind: 'partial', files: payload.files ?? [], failed: payload.failed ?? [] }, named: [] };
    }
    return { outcome: outcomeOfFailure(error, bodyBytes, limits), named: payload?.failed ?? [] };
  }
}

const messageOf = (outcome: Exclude<UploadOutcome, { kind: 'uploaded' | 'partial' }>) =>
  (outcome.kind === 'invalid' && outcome.lines[0]) || outcome.message;

/**
 * POST /v1/files/upload (multipart, `files[]` repeated) with upload progress. Checks the count and sizes
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
    const { outcome, named } = await send(batch, options, limits, progress(doneBytes, batchBytes));
    doneBytes += batchBytes;
    if (outcome.kind === 'uploaded' || outcome.kind === 'partial') {
      uploaded.push(...outcome.files);
      if (outcome.kind === 'partial') failed.push(...outcome.failed);
      continue;
    }
    // Nothing of this request was stored: a 422 names each file; otherwise each file gets the one message.
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
