import { TIMELINE_LIMITS } from '@fieldbook/domain/timeline/timeline.schemas';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
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
export const getTimeline = (owner: TimelineOwner, page: number, filters: TimelineFilters) =>
  http.get<TimelinePage>(`${owner.basePath}/timeline?${timelineSearchParams(owner.id, page, filters)}`, {
    expected: [422],
  });

export function useTimeline(owner: TimelineOwner, filters: TimelineFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...owner.queryKey, filters],
    queryFn: ({ pageParam }) => getTimeline(owner, pageParam, filters),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    enabled,
    // The tiles and entries stay while a new filter loads.
    placeholderData: keepPreviousData,
  });
}
