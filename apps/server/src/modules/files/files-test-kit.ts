import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import sharp from 'sharp';
import { expect } from 'vitest';
import { addStaff, as, type Session, whoIs } from '../../test/build-test-app';

/** Shared helpers of the files integration tests (not a test file itself). */

export interface Part {
  field: string;
  name?: string;
  data: Buffer | string;
  type?: string;
}

/** A multipart/form-data body, built by hand so the tests send exactly what they mean. */
export function multipart(parts: Part[]) {
  const boundary = `----fieldbook${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.name === undefined
        ? `form-data; name="${part.field}"`
        : `form-data; name="${part.field}"; filename="${part.name.replaceAll('"', '\\"')}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${
      part.name === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`
    }\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const filePart = (name: string, data: Buffer | string, field = 'files[]'): Part => ({ field, name, data });

export function upload(app: FastifyInstance, session: { token: string }, parts: Part[], url = '/v1/files/upload') {
  const body = multipart(parts);
  return as(app, session, { method: 'POST', url, payload: body.payload, headers: body.headers });
}

/**
 * A Field Staff member given one more permission, who does not see every file (no canManageFiles), and
 * the id of a file the owner uploaded and made private (MYSELF), shown to be missing for them: for the
 * checks that such a file, chosen where a record takes one, answers as a missing one.
 */
export async function staffAndHiddenFile(
  app: FastifyInstance,
  db: pg.Pool,
  owner: Session,
  permission: PermissionKey,
  part: Part,
) {
  const staff = await addStaff(app, owner, 'Field Staff');
  const { userId } = await whoIs(app, staff);
  await db.query('update users set permissions = array_append(permissions, $2) where id = $1', [userId, permission]);
  const uploaded = await upload(app, owner, [part]);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const hidden = uploaded.json().payload.files[0].id as number;
  const toggled = await as(app, owner, { method: 'POST', url: '/v1/files/toggleVisibility', payload: { id: hidden } });
  expect(toggled.json().payload.visibility).toBe('MYSELF');
  expect((await as(app, staff, { method: 'GET', url: `/v1/files?id=${hidden}` })).statusCode).toBe(404);
  return { staff, hidden };
}

export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
/** A drawn signature's data URL; sharp's own PNG, which the server's re-encoding keeps byte for byte. */
export const signatureDataUrl = async (width = 350, height = 150) =>
  `data:image/png;base64,${(await png(width, height)).toString('base64')}`;
export const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 240 } } })
    .jpeg()
    .toBuffer();

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
export const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0)]);
export const PE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)]);

/** Every file under a folder, recursively (empty when the folder does not exist). */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface ZipEntry {
  name: string;
  data: Buffer | string;
  /** Claim this uncompressed size in the headers instead of the real one (a lying ZIP bomb). */
  declaredSize?: number;
}

/** A minimal ZIP writer (deflate, UTF-8 names) for building test archives. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data);
    const packed = deflateRawSync(data);
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(data);
    const size = entry.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}
