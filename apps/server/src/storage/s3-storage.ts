import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  type CompletedPart,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { assertStorageKey, type Storage, StorageNotFoundError } from './storage';

/** S3's smallest allowed multipart part; at most one part of an upload is held in memory at a time. */
export const S3_PART_SIZE = 5 * 1024 * 1024;

/** Re-chunks a stream into parts of exactly `size` bytes (the last one shorter). */
async function* partsOf(body: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    pending.push(buffer);
    pendingBytes += buffer.length;
    while (pendingBytes >= size) {
      const joined = Buffer.concat(pending, pendingBytes);
      yield joined.subarray(0, size);
      pending = [joined.subarray(size)];
      pendingBytes -= size;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

export interface S3Storage extends Storage {
  /** Closes the client's sockets (on app close). */
  close(): void;
}

/**
 * Files in an S3 bucket (AWS or an S3-compatible service), same keys as local disk under S3_PREFIX.
 * Bytes are streamed both ways: uploads go up part by part, downloads are the response body itself.
 */
export function createS3Storage(config: S3Config): S3Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint || undefined,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The default CRC checksums (aws-chunked bodies) are not understood by many S3-compatible services.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) => (config.prefix ? `${config.prefix}/` : '') + assertStorageKey(key);

  async function putMultipart(Key: string, first: Buffer, rest: AsyncIterator<Buffer>): Promise<number> {
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
    const parts: CompletedPart[] = [];
    let size = 0;
    try {
      let part: Buffer | undefined = first;
      while (part) {
        const PartNumber = parts.length + 1;
        const { ETag } = await client.send(
          new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: part, ContentLength: part.length }),
        );
        parts.push({ ETag, PartNumber });
        size += part.length;
        const next: IteratorResult<Buffer> = await rest.next();
        part = next.done ? undefined : next.value;
      }
      await client.send(
        new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }),
      );
      return size;
    } catch (error) {
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => undefined);
      throw error;
    }
  }

  return {
    async put(key, body) {
      const Key = objectKey(key);
      const parts = partsOf(body, S3_PART_SIZE);
      const first = await parts.next();
      const head = first.done ? Buffer.alloc(0) : first.value;
      // Anything shorter than one part is the whole object: one plain PUT.
      if (head.length < S3_PART_SIZE) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: head, ContentLength: head.length }));
        return head.length;
      }
      return putMultipart(Key, head, parts);
    },
    async get(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!(Body instanceof Readable)) throw new Error(`S3 answered no stream for ${key}`);
        return Body;
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    close: () => client.destroy(),
  };
}
