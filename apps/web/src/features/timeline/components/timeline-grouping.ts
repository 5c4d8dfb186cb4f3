import { formatDate } from '../../../lib/format';
import type { TimelineEntry } from '../api/timeline-types';

export const PINNED_GROUP = 'Pinned';

export interface TimelineGroup {
  group: string;
  entries: TimelineEntry[];
}

/**
 * Entries of every loaded page grouped by date (en-AU dd-LL-yyyy), the Pinned group first. The
 * server already orders them (pinned first, then newest first); groups keep that order, and a date
 * split across two pages stays one group.
 */
export function groupEntries(entries: readonly TimelineEntry[]): TimelineGroup[] {
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
