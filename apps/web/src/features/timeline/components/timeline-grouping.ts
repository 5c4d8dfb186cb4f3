import { formatDate } from '@fieldbook/domain/format/en-au';
import type { TimelineEntry } from '../api/timeline-types';

export const PINNED_GROUP = 'Pinned';

export interface TimelineGroup {
  group: string;
  entries: TimelineEntry[];
}

/** Spec section 4: "When only appointment_future is selected, groups sort ascending". */
export const showsUpcomingOnly = (types: readonly string[] | null) =>
  types?.length === 1 && types[0] === 'appointment_future';

/**
 * Entries of every loaded page grouped by date (en-AU dd-LL-yyyy), the Pinned group first. The
 * server already orders them (pinned first, then newest first); groups keep that order, or the
 * reverse when `ascending` (soonest first), and a date split across two pages stays one group.
 */
export function groupEntries(entries: readonly TimelineEntry[], ascending = false): TimelineGroup[] {
  if (ascending) return groupEntries([...entries].reverse());
  const pinned = entries.filter((entry) => entry.timeline_pinned);
  const groups = new Map<string, TimelineEntry[]>();
  for (const entry of entries) {
    if (entry.timeline_pinned) continue;
    const date = formatDate(entry.timeline_date);
    groups.set(date, [...(groups.get(date) ?? []), entry]);
  }
  return [
    ...(pinned.length ? [{ group: PINNED_GROUP, entries: pinned }] : []),
    ...[...groups].map(([group, list]) => ({ group, entries: list })),
  ];
}
