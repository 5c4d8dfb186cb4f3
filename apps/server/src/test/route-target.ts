import type { RecordKind } from './company-records';

/** One route's aim at the records it names (see route-targets.ts). */

export interface RequestParts {
  query?: Record<string, string | number | number[]>;
  body?: Record<string, unknown>;
}

export interface RouteTarget {
  /** Each id the request carries, by label, and the kind of record it names. */
  ids: Readonly<Record<string, RecordKind>>;
  /**
   * How a label's unknown id is answered when not with 404 (the record the route acts on):
   * 'field' — a record the body refers to, refused with a field error (422) naming it;
   * 'lenient' — a filter or a prefill, where an unknown id finds or fills nothing.
   */
  unknown?: Readonly<Partial<Record<string, 'field' | 'lenient'>>>;
  /** Each label is sent on its own, the others left out (one would otherwise decide for the rest). */
  separately?: boolean;
  request(ids: Readonly<Record<string, number>>): RequestParts;
}

/** A target whose request builder sees exactly the labels it declares. */
export function target<L extends string>(
  ids: Record<L, RecordKind>,
  request: (ids: Record<L, number>) => RequestParts,
  unknown: Partial<Record<L, 'field' | 'lenient'>> = {},
  separately = false,
): RouteTarget {
  return { ids, unknown, separately, request: request as RouteTarget['request'] };
}
