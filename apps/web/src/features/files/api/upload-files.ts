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

/**
 * POST /v1/files/upload (multipart, `files[]` repeated) through XMLHttpRequest for upload progress,
 * with the session's bearer token and X-App-Version like the HTTP client. Checks the count and sizes
 * first (nothing is sent when they fail). Resolves an outcome; never rejects (an abort resolves 'failed').
 */
export function uploadFiles(files: readonly File[], options: UploadOptions = {}): Promise<UploadOutcome> {
  const limits: UploadLimits = {
    uploadLimit: options.limits?.uploadLimit ?? DEFAULT_SYSTEM_SETTINGS.upload_limit,
    maxFileSizeMb: options.limits?.maxFileSizeMb ?? DEFAULT_SYSTEM_SETTINGS.max_file_size,
    postMaxSizeMb: options.limits?.postMaxSizeMb ?? DEFAULT_SYSTEM_SETTINGS.post_max_size,
  };
  const refused = checkUpload(files, limits);
  if (refused) return Promise.resolve(refused);

  const form = new FormData();
  for (const file of files) form.append('files[]', file, file.name);
  if (options.category !== undefined && options.category !== null) form.append('category', String(options.category));
  if (options.isPublic !== undefined) form.append('is_public', options.isPublic ? '1' : '0');
  const bodySize = files.reduce((sum, file) => sum + file.size, 0);

  return new Promise<UploadOutcome>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/files/upload`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-App-Version', APP_VERSION);
    const token = session.getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      options.onProgress?.(100);
      resolve(outcomeOf(xhr.status, parse(xhr.responseText), limits));
    };
    xhr.onerror = () => {
      // Platform section 8: a network error on a body above the limit is a 413.
      if (bodySize > limits.postMaxSizeMb * MB) {
        resolve({ kind: 'too-large', message: MESSAGES.tooLarge(limits.maxFileSizeMb) });
      } else resolve({ kind: 'failed', status: 0, message: MESSAGES.connectionFailed });
    };
    xhr.onabort = () => resolve({ kind: 'failed', status: 0, message: 'Upload cancelled' });
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
