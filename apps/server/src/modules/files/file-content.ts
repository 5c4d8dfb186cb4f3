import { createReadStream } from 'node:fs';
import { IMAGE_MAX_SIDE, type FileType as StoredType, THUMBNAIL_SIZE } from '@fieldbook/domain/files/files.schemas';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';

export interface DetectedContent {
  ext: string;
  mime: string;
  type: StoredType;
}

/** What may be stored, by the type read from the bytes; anything else (executables included) is refused. */
const ALLOWED: Record<string, { mime?: string; type: StoredType }> = {
  jpg: { type: 'IMAGE' },
  png: { type: 'IMAGE' },
  webp: { type: 'IMAGE' },
  gif: { type: 'IMAGE' },
  heic: { type: 'IMAGE' },
  bmp: { type: 'IMAGE' },
  tif: { type: 'IMAGE' },
  pdf: { type: 'DOCUMENT' },
  docx: { type: 'DOCUMENT' },
  xlsx: { type: 'DOCUMENT' },
  pptx: { type: 'DOCUMENT' },
  odt: { type: 'DOCUMENT' },
  ods: { type: 'DOCUMENT' },
  odp: { type: 'DOCUMENT' },
  rtf: { type: 'DOCUMENT' },
  cfb: { type: 'DOCUMENT' },
  mp4: { type: 'OTHER' },
  mov: { type: 'OTHER' },
  mp3: { type: 'OTHER' },
  m4a: { type: 'OTHER' },
  wav: { type: 'OTHER' },
  zip: { type: 'OTHER' },
};

/** Plain text is only recognised by its name, so it must also be valid UTF-8 and not a script. */
const TEXT: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };
const OLD_OFFICE = new Set(['doc', 'xls', 'ppt']);

export const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1]?.toLowerCase() ?? '';

async function isUtf8Text(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let first = true;
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 })) {
      const buffer = chunk as Buffer;
      if (first) {
        first = false;
        // A script renamed .txt is still a script; NUL bytes mean binary.
        if (buffer.subarray(0, 2).toString('latin1') === '#!') return false;
      }
      if (buffer.includes(0)) return false;
      decoder.decode(buffer, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** The content type read from the bytes (magic numbers), or null when the file is not allowed. */
export async function detectContent(path: string, originalName: string): Promise<DetectedContent | null> {
  const detected = await fileTypeFromFile(path);
  const named = extensionOf(originalName);
  if (detected) {
    const allowed = ALLOWED[detected.ext];
    if (!allowed) return null;
    if (detected.ext === 'cfb') {
      // Old Office documents share one container format; keep the name's extension when it is one of them.
      return { ext: OLD_OFFICE.has(named) ? named : 'doc', mime: 'application/octet-stream', type: 'DOCUMENT' };
    }
    return { ext: detected.ext, mime: allowed.mime ?? detected.mime, type: allowed.type };
  }
  const textMime = TEXT[named];
  if (textMime && (await isUtf8Text(path))) return { ext: named, mime: `${textMime}; charset=utf-8`, type: 'DOCUMENT' };
  return null;
}

export interface ProcessedImage {
  /** The re-encoded image, or null to keep the original bytes. */
  body: Buffer | null;
  thumbnail: Buffer | null;
  width: number | null;
  height: number | null;
}

/** Formats sharp writes back as themselves; their copies lose EXIF and other metadata. */
const REENCODED = new Set(['jpg', 'png', 'webp', 'tif']);

/**
 * Images are re-encoded upright at most IMAGE_MAX_SIDE on the long side, without metadata (sharp keeps
 * none unless asked), so a phone photo's GPS position is never published; GIFs are kept as they are.
 * Each gets a webp thumbnail and its dimensions. Anything sharp cannot read keeps its original bytes.
 */
export async function processImage(path: string, ext: string): Promise<ProcessedImage> {
  const result: ProcessedImage = { body: null, thumbnail: null, width: null, height: null };
  try {
    const meta = await sharp(path).metadata();
    const swap = (meta.orientation ?? 1) >= 5;
    result.width = (swap ? meta.height : meta.width) ?? null;
    result.height = (swap ? meta.width : meta.height) ?? null;
    // Animated or multi-page images would lose all but their first frame; they are kept as they are.
    if (REENCODED.has(ext) && (meta.pages ?? 1) === 1) {
      const { data, info } = await sharp(path)
        .rotate()
        .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 90, force: false })
        .toBuffer({ resolveWithObject: true });
      result.body = data;
      result.width = info.width;
      result.height = info.height;
    }
    result.thumbnail = await sharp(path)
      .rotate()
      .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    // Processing failed: the original is kept, without a thumbnail.
    result.body = null;
    result.thumbnail = null;
  }
  return result;
}
