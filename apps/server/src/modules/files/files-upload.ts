import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { safeFileName, type UploadCandidate } from './files-store';

export interface ReadUpload {
  candidates: UploadCandidate[];
  /** How many files the request carried (more than were kept when over the limit). */
  attempted: number;
  fields: Record<string, string>;
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

/**
 * Streams each file of a multipart request to the scratch folder (never the whole request in memory).
 * Files past `keep` are drained and only counted; fields are collected as strings.
 */
export async function readMultipart(
  request: FastifyRequest,
  dir: string,
  opts: { keep: number; maxBytes: number; fileFields: string[] },
): Promise<ReadUpload> {
  const result: ReadUpload = { candidates: [], attempted: 0, fields: {} };
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
  return result;
}

async function readParts(
  parts: ReturnType<FastifyRequest['parts']>,
  dir: string,
  opts: { keep: number; fileFields: string[] },
  result: ReadUpload,
): Promise<void> {
  for await (const part of parts) {
    if (part.type === 'field') {
      result.fields[part.fieldname] = String(part.value ?? '');
      continue;
    }
    if (!opts.fileFields.includes(part.fieldname)) {
      part.file.resume();
      continue;
    }
    result.attempted += 1;
    if (result.attempted > opts.keep) {
      part.file.resume();
      continue;
    }
    const tempPath = join(dir, `${result.attempted}.upload`);
    await pipeline(part.file, createWriteStream(tempPath, { mode: 0o600 }));
    result.candidates.push({ name: safeFileName(part.filename ?? ''), tempPath, tooLarge: part.file.truncated });
  }
}
