import { ApiError } from './http-client';

/**
 * Whether a read's screen shows its failure. A refetch that found no network keeps the record the screen
 * already has (offline, a field worker's kept day is older than a read's 30 s, so opening a job reads it
 * again); an answered failure (a 404: deleted meanwhile) replaces it.
 */
export function readFailed(query: { isError: boolean; data: unknown; error: unknown }): boolean {
  return query.isError && !(query.data !== undefined && query.error instanceof ApiError && query.error.status === 0);
}
