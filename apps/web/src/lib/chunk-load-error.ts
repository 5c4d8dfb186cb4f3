import { SCRIPT_CHUNK_TIMEOUT_MS } from '@fieldbook/domain/system/system.constants';
import { tracked } from './loads-in-flight';

/** A script or stylesheet chunk that did not arrive (a deploy replaced it, the network dropped, or it timed out). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

// How browsers and Vite word a failed dynamic import or CSS preload.
const FAILED_IMPORT =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|CSS_CHUNK_LOAD_FAILED/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || FAILED_IMPORT.test(error.message));
}

/**
 * A chunk's import (every lazy page and dialog), failed with a ChunkLoadError when it takes longer than
 * the spec's 120 s; counted among the page's loads in flight until then.
 */
export function withChunkTimeout<T>(load: Promise<T>, timeoutMs = SCRIPT_CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('Loading a part of the app timed out.')), timeoutMs);
  });
  return tracked(Promise.race([load, timedOut]).finally(() => clearTimeout(timer)));
}
