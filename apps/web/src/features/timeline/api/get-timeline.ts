import { TIMELINE_LIMITS } from '@fieldbook/domain/timeline/timeline.schemas';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import type { TimelineFilters, TimelineOwner, TimelinePage } from './timeline-types';

/** The query string of one page; `types[]` repeats, which the HTTP client's flat query map cannot express. */
export function timelineSearchParams(id: number, page: number, filters: TimelineFilters): URLSearchParams {
  const params = new URLSearchParams({ id: String(id), page: String(page) });
  const search = filters.search.trim();
  if (search.length >= TIMELINE_LIMITS.minSearchLength) params.set('search', search);
  if (filters.start) params.set('start', filters.start);
  if (filters.end) params.set('end', filters.end);
  for (const type of filters.types ?? []) params.append('types[]', type);
  if (filters.collated) params.set('collated', '1');
  return params;
}

/** GET `${basePath}/timeline`: page 1 carries the pinned entries, then up to 20 date groups. 422: a bad range. */
export const getTimeline = (owner: TimelineOwner, page: number, filters: TimelineFilters, quiet = false) =>
  http.get<TimelinePage>(`${owner.basePath}/timeline?${timelineSearchParams(owner.id, page, filters)}`, {
    expected: [422],
    quiet,
  });

/** What the timeline shows first: everything, newest first. */
export const UNFILTERED: TimelineFilters = { search: '', start: null, end: null, types: null, collated: false };

/** `quiet`: a read ahead the user did not ask for shows no notice when it fails. */
export const timelineQueryOptions = (owner: TimelineOwner, filters: TimelineFilters = UNFILTERED, quiet = false) =>
  infiniteQueryOptions({
    queryKey: [...owner.queryKey, filters],
    queryFn: ({ pageParam }) => getTimeline(owner, pageParam, filters, quiet),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });

export function useTimeline(owner: TimelineOwner, filters: TimelineFilters, enabled: boolean) {
  return useInfiniteQuery({
    ...timelineQueryOptions(owner, filters),
    enabled,
    // The tiles and entries stay while a new filter loads.
    placeholderData: keepPreviousData,
  });
}
