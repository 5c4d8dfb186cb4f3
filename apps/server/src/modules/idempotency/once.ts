import { isIdempotencyKey, IDEMPOTENCY_MESSAGES as M } from '@fieldbook/domain/idempotency/idempotency.schemas';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database';
import { authOf } from '../../http/auth';
import { fieldError } from '../../http/http-error';
import * as repo from './idempotency.repository';

/** What a first run may leave for a repeat to answer: it is stored as JSON. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A change a request asks for, and the key (if any) it carries. */
export interface KeyedChange {
  companyId: number;
  userId: number;
  /** The request's idempotency key; null runs the change as always. */
  key: string | null;
  /** The route and the record the key is spent on (`PUT /v1/appointments/status appointment:5`). */
  scope: string;
}

/**
 * Runs the change once per key, inside the caller's transaction `tx`, which must be the change's own:
 * the key is taken first, in `tx`, so it is stored exactly when the change commits (a crash or an
 * error before that leaves neither, and the key can be sent again). A repeat answers what the first
 * run answered without running; one that arrives while the first is still running waits on the key
 * until it commits. A key spent on another route, record or user is a 422 on `idempotency_key`.
 */
export async function once<T extends Json>(tx: Executor, change: KeyedChange, run: () => Promise<T>): Promise<T> {
  const { companyId, userId, key, scope } = change;
  if (key === null) return run();
  if (await repo.claimKey(tx, { companyId, key, userId, scope })) {
    const result = await run();
    await repo.saveResult(tx, companyId, key, result);
    return result;
  }
  const earlier = await repo.findSpentKey(tx, companyId, key);
  // Purged between the two statements (30 days old): it is free again.
  if (!earlier) return once(tx, change, run);
  if (earlier.userId !== userId || earlier.scope !== scope) throw fieldError('idempotency_key', M.keyReused);
  return earlier.result as T;
}

/**
 * The request's idempotency key: the Idempotency-Key header, or `bodyKey` (the payment form's
 * `idempotency_key` field); null when it has neither. Two different keys, or a malformed header
 * (the route schema refuses it first when it declares the header), are a 422 on `idempotency_key`.
 */
export function requestKey(request: FastifyRequest, bodyKey?: string): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return bodyKey ?? null;
  if (typeof header !== 'string' || !isIdempotencyKey(header)) throw fieldError('idempotency_key', M.keyInvalid);
  if (bodyKey !== undefined && bodyKey !== header) throw fieldError('idempotency_key', M.keysDiffer);
  return header;
}

/** The change a keyed route makes: its caller, its key, and its scope (this route and `record`, e.g. `appointment:5`). */
export function keyedChange(request: FastifyRequest, record?: string): KeyedChange {
  const { companyId, userId } = authOf(request);
  const route = `${request.method} ${request.routeOptions.url}`;
  return { companyId, userId, key: requestKey(request), scope: record ? `${route} ${record}` : route };
}
