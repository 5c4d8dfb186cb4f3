import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { badTextError, badTextKeys } from '../../http/bad-text';
import { fieldError } from '../../http/http-error';
import { safeFileName, type UploadCandidate } from './files-store';

export interface ReadUpload {
  candidates: UploadCandidate[];
  /** How many files the request carried (more than were kept when over the limit). */
  attempted: number;
  fields: Record<string, string>;
  /** File bytes the request carried, drained parts included (each counted up to the per-file limit). */
  totalBytes: number;
}

/** A per-request scratch folder under DATA_DIR/tmp; always removed by the caller's finally. */
export async function scratchDir(dataDir: string): Promise<string> {
  const dir = join(dataDir, 'tmp', 'uploads', randomUUID());
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return dir;
}

export const removeScratch = (dir: string) => rm(dir, { recursive: true, force: true });

/** Counts bytes and stops copying past `max`, so an oversized entry never fills the disk. */
export function capped(max: number, onOver: () => void): Transform {
  let size = 0;
  let over = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > max) {
        if (!over) onOver();
        over = true;
        callback();
        return;
      }
      callback(null, chunk);
    },
  });
}

/** File parts counted per request; those past the upload limit are only drained, never stored. */
const MAX_FILE_PARTS = 10_000;

/** Counts every byte into `read.totalBytes`; past `max` it stops copying (the request is refused anyway). */
function counted(read: ReadUpload, max: number): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      read.totalBytes += chunk.length;
      callback(null, read.totalBytes > max ? undefined : chunk);
    },
  });
}

/**
 * Streams each file of a multipart request to the scratch folder (never the whole request in memory).
 * Files past `keep` are drained and only counted; fields are collected as strings.
 */
export async function readMultipart(
  request: FastifyRequest,
  dir: string,
  opts: { keep: number; maxBytes: number; maxTotalBytes: number; fileFields: string[] },
): Promise<ReadUpload> {
  const result: ReadUpload = { candidates: [], attempted: 0, fields: {}, totalBytes: 0 };
  const parts = request.parts({
    limits: { fileSize: opts.maxBytes, files: MAX_FILE_PARTS, fields: 20, fieldSize: 1024 },
  });
  try {
    await readParts(parts, dir, opts, result);
  } catch (error) {
    // Past MAX_FILE_PARTS the count stops; the answer is still "too many", never "too large".
    if ((error as { code?: string }).code !== 'FST_FILES_LIMIT') throw error;
    result.attempted = MAX_FILE_PARTS + 1;
  }
  // Text fields obey the same rule as JSON bodies (http/bad-text.ts).
  const badFields = badTextError(badTextKeys(result.fields));
  if (badFields) throw badFields;
  return result;
}

async function readParts(
  parts: ReturnType<FastifyRequest['parts']>,
  dir: string,
  opts: { keep: number; maxTotalBytes: number; fileFields: string[] },
  result: ReadUpload,
): Promise<void> {
  // Drained parts are counted too, so a request is judged by everything it carried.
  const drain = (file: Readable) =>
    file.on('data', (chunk: Buffer) => {
      result.totalBytes += chunk.length;
    });
  for await (const part of parts) {
    if (part.type === 'field') {
      result.fields[part.fieldname] = String(part.value ?? '');
      continue;
    }
    if (!opts.fileFields.includes(part.fieldname)) {
      drain(part.file);
      continue;
    }
    result.attempted += 1;
    if (result.attempted > opts.keep) {
      drain(part.file);
      continue;
    }
    const tempPath = join(dir, `${result.attempted}.upload`);
    await pipeline(part.file, counted(result, opts.maxTotalBytes), createWriteStream(tempPath, { mode: 0o600 }));
    result.candidates.push({ name: safeFileName(part.filename ?? ''), tempPath, tooLarge: part.file.truncated });
  }
}

/**
 * One file (in `opts.field`, `file` by default) of a multipart request, streamed to a scratch folder and
 * handed to `use` with the request's text fields; the scratch copy is gone before this returns. No file
 * is a 422 on the field with `required`, more than one with `tooMany` (only the first is kept); a file
 * over `maxBytes` is a 422 with `tooLarge`, or the HttpError `tooLarge` returns.
 */
export async function withOneUpload<T>(
  request: FastifyRequest,
  dataDir: string,
  opts: { maxBytes: number; field?: string; required: string; tooMany?: string; tooLarge: string | (() => Error) },
  use: (file: UploadCandidate, fields: Record<string, string>) => Promise<T>,
): Promise<T> {
  const field = opts.field ?? 'file';
  if (!request.isMultipart()) throw fieldError(field, opts.required);
  const dir = await scratchDir(dataDir);
  try {
    const upload = await readMultipart(request, dir, {
      keep: 1,
      maxBytes: opts.maxBytes,
      maxTotalBytes: opts.maxBytes,
      fileFields: [field],
    });
    const file = upload.candidates[0];
    if (!file) throw fieldError(field, opts.required);
    if (opts.tooMany && upload.attempted > 1) throw fieldError(field, opts.tooMany);
    if (file.tooLarge || upload.totalBytes > opts.maxBytes)
      throw typeof opts.tooLarge === 'string' ? fieldError(field, opts.tooLarge) : opts.tooLarge();
    return await use(file, upload.fields);
  } finally {
    await removeScratch(dir);
  }
}

/** One file (field `file`) of a multipart request, read whole once it is known to be within `maxBytes`. */
export const readOneUpload = (
  request: FastifyRequest,
  dataDir: string,
  opts: { maxBytes: number; required: string; tooLarge: string },
): Promise<{ bytes: Buffer; fields: Record<string, string> }> =>
  withOneUpload(request, dataDir, opts, async (file, fields) => ({ bytes: await readFile(file.tempPath), fields }));
