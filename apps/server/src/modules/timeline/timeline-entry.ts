import type { TimelineEntry } from '@fieldbook/domain/timeline/timeline.schemas';

type TimelineType = TimelineEntry['timeline_type'];
type EntryOf<K extends TimelineType> = Extract<TimelineEntry, { timeline_type: K }>;
type EntryKeys = 'key' | 'timeline_type' | 'timeline_date' | 'timeline_pinned' | 'timeline_morph';

/**
 * A record presented for this answer, as its timeline entry: key `type-id`, its date, pinned only where
 * its own record pins it, and the linked record it was collated from. The entry's keys are assigned onto
 * `presented` (fresh, so nobody else sees them): a spread into a new literal takes V8's slow path per
 * entry (lint/no-spread-then-keys-per-row.grit).
 */
export function asTimelineEntry<K extends TimelineType>(
  presented: Omit<EntryOf<K>, EntryKeys>,
  type: K,
  id: number,
  date: string,
  { pinned = false, morph }: { pinned?: boolean; morph?: EntryOf<K>['timeline_morph'] } = {},
): EntryOf<K> {
  const keys = { key: `${type}-${id}`, timeline_type: type, timeline_date: date, timeline_pinned: pinned };
  return Object.assign(presented, morph ? Object.assign(keys, { timeline_morph: morph }) : keys) as EntryOf<K>;
}
