import { TIMELINE_LIMITS, TIMELINE_MESSAGES } from '@fieldbook/domain/timeline/timeline.schemas';
import { useState } from 'react';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import { UNFILTERED } from '../api/get-timeline';
import type { TimelineFilters } from '../api/timeline-types';

/** Spec sections 4 and 9: search and tile toggles apply 1000 ms after the last change. */
export const TIMELINE_DEBOUNCE_MS = 1000;

export interface DateRange {
  start: string | null;
  end: string | null;
}

/** Shorter terms search nothing, so they share the unfiltered query. */
const searchTerm = (text: string) => {
  const term = text.trim();
  return term.length >= TIMELINE_LIMITS.minSearchLength ? term : '';
};

/**
 * The timeline's filter controls and the filters the query uses. What the user sees changes at
 * once; the query follows after the debounce (search, tile toggles), at once (Select All Tiles,
 * collated, a valid date range) or not at all (start after end).
 */
export function useTimelineFilters() {
  const [searchText, setSearchText] = useState('');
  /** null: every tile selected. */
  const [selection, setSelection] = useState<ReadonlySet<string> | null>(null);
  const [range, setRangeState] = useState<DateRange>({ start: null, end: null });
  const [applied, setApplied] = useState<TimelineFilters>(UNFILTERED);
  const apply = (patch: Partial<TimelineFilters>) => setApplied((current) => ({ ...current, ...patch }));
  const applySearch = useDebouncedCallback((text: string) => apply({ search: searchTerm(text) }), TIMELINE_DEBOUNCE_MS);
  const applyTypes = useDebouncedCallback(
    (types: ReadonlySet<string> | null) => apply({ types: types ? [...types] : null }),
    TIMELINE_DEBOUNCE_MS,
  );
  const rangeError = range.start && range.end && range.start > range.end ? TIMELINE_MESSAGES.startAfterEnd : null;

  return {
    applied,
    searchText,
    setSearch: (text: string) => {
      setSearchText(text);
      applySearch.run(text);
    },
    /** Enter: search now. */
    flushSearch: applySearch.flush,
    selection,
    /** Toggles one tile; with every tile on, that means turning this one off. No tile left means all. */
    toggleTile: (type: string, all: readonly string[]) => {
      const next = new Set(selection ?? all);
      if (next.has(type)) next.delete(type);
      else next.add(type);
      const value = next.size === 0 || next.size === all.length ? null : next;
      setSelection(value);
      applyTypes.run(value);
    },
    selectAllTiles: () => {
      applyTypes.cancel();
      setSelection(null);
      apply({ types: null });
    },
    setCollated: (collated: boolean) => apply({ collated }),
    range,
    rangeError,
    setRange: (next: DateRange) => {
      setRangeState(next);
      if (!(next.start && next.end && next.start > next.end)) apply(next);
    },
  };
}

export type TimelineFilterControls = ReturnType<typeof useTimelineFilters>;
