import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FILE_MESSAGES, ZIP_MAX_RATIO } from '@fieldbook/domain/files/files.schemas';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { fieldError } from '../../http/http-error';
import { safeFileName, type UploadCandidate } from './files-store';
import { capped } from './files-upload';

export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
  maxEntryBytes: number;
}

const refuse = (message: string) => fieldError('file', message);

const openZip = (path: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(refuse(FILE_MESSAGES.zipInvalid)) : resolve(zip),
    ),
  );

const entryName = (entry: Entry) => {
  const raw = entry.fileName as unknown as Buffer;
  return (entry.generalPurposeBitFlag & 0x800) !== 0 ? raw.toString('utf8') : raw.toString('latin1');
};

/** Absolute paths, drive letters, `..` segments or control characters: refused before anything is unpacked. */
export function isUnsafeEntryName(name: string): boolean {
  if (name.startsWith('/') || name.startsWith('\\') || /^[A-Za-z]:/.test(name)) return true;
  if (/\p{Cc}/u.test(name)) return true;
  return name.split(/[\\/]/).some((segment) => segment === '..');
}

const skipped = (name: string) =>
  name.endsWith('/') || name.startsWith('__MACOSX/') || name.includes('/__MACOSX/') || /(^|\/)\.DS_Store$/.test(name);

/** Reads every entry header once, checking names, count and sizes; answers the entries to unpack. */
async function scan(zip: ZipFile, limits: ZipLimits): Promise<{ entry: Entry; name: string }[]> {
  const kept: { entry: Entry; name: string }[] = [];
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', () => reject(refuse(FILE_MESSAGES.zipInvalid)));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      const name = entryName(entry);
      if (isUnsafeEntryName(name)) return reject(refuse(FILE_MESSAGES.zipUnsafe));
      if (!skipped(name)) {
        total += entry.uncompressedSize;
        const ratio = entry.compressedSize > 0 ? entry.uncompressedSize / entry.compressedSize : 0;
        if (total > limits.maxTotalBytes || (entry.uncompressedSize > 1024 * 1024 && ratio > ZIP_MAX_RATIO)) {
          return reject(refuse(FILE_MESSAGES.zipTooLarge));
        }
        kept.push({ entry, name });
        if (kept.length > limits.maxEntries) {
          return reject(refuse(FILE_MESSAGES.tooMany(limits.maxEntries, kept.length)));
        }
      }
      zip.readEntry();
    });
    zip.readEntry();
  });
  return kept;
}

function unpackEntry(zip: ZipFile, entry: Entry, target: string, maxBytes: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(refuse(FILE_MESSAGES.zipInvalid));
      let over = false;
      pipeline(
        stream,
        capped(maxBytes, () => {
          over = true;
        }),
        createWriteStream(target, { mode: 0o600 }),
      ).then(
        () => resolve(over),
        // yauzl checks the real size against the header: a lying header is a ZIP bomb.
        () => reject(refuse(FILE_MESSAGES.zipTooLarge)),
      );
    });
  });
}

/**
 * Unpacks a ZIP into the scratch folder after checking every header (unsafe paths, entry count,
 * total and per-entry ratio); each file becomes an upload candidate. Throws the refusal before any
 * file is stored; the caller removes the scratch folder.
 */
export async function unpackZip(path: string, dir: string, limits: ZipLimits): Promise<UploadCandidate[]> {
  const entries = await scan(await openZip(path), limits);
  if (entries.length === 0) throw refuse(FILE_MESSAGES.zipEmpty);
  const zip = await openZip(path);
  const wanted = new Map(
    entries.map(({ entry, name }, index) => [`${entry.relativeOffsetOfLocalHeader}`, { name, index }]),
  );
  const candidates: UploadCandidate[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(refuse(FILE_MESSAGES.zipInvalid)));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        const found = wanted.get(`${entry.relativeOffsetOfLocalHeader}`);
        if (!found) return zip.readEntry();
        const tempPath = join(dir, `zip-${found.index}.upload`);
        unpackEntry(zip, entry, tempPath, limits.maxEntryBytes).then((tooLarge) => {
          candidates.push({ name: safeFileName(found.name), tempPath, tooLarge });
          zip.readEntry();
        }, reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return candidates;
}
