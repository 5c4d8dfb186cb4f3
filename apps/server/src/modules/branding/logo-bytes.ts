import { buffer } from 'node:stream/consumers';
import { LRUCache } from 'lru-cache';
import { type Storage, StorageNotFoundError } from '../../storage/storage';
import type { CompanyRow } from '../company/index';

/**
 * Logos by storage key: a key is never rewritten (a new upload gets a new one), so a cached logo is
 * never stale, and a PDF rendered again does not read storage again. Bounded by size; per process.
 */
const logos = new LRUCache<string, Buffer>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (bytes) => bytes.length });

/** The company's logo bytes (PNG or JPEG, at most 768 a side) for its PDFs; null without one. */
export async function logoBytes(storage: Storage, company: Pick<CompanyRow, 'logoStorageKey'>): Promise<Buffer | null> {
  const key = company.logoStorageKey;
  if (!key) return null;
  const hit = logos.get(key);
  if (hit) return hit;
  try {
    const bytes = await buffer(await storage.get(key));
    logos.set(key, bytes);
    return bytes;
  } catch (error) {
    // A logo removed while the PDF was being made: the PDF goes out without it.
    if (error instanceof StorageNotFoundError) return null;
    throw error;
  }
}
