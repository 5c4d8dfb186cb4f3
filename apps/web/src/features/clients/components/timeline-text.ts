import { formatDate } from '../../../lib/format';
import type { TimelineEntry } from '../api/client-types';

/** Plain text of a note's HTML: one line per paragraph or line break. */
export function noteText(html: string): string {
  const doc = new DOMParser().parseFromString(
    html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h\d)>/gi, '$&\n'),
    'text/html',
  );
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

/** Searchable text of an entry. */
export function entryText(entry: TimelineEntry): string {
  if (entry.timeline_type === 'attachment') {
    return `${entry.title ?? ''} ${entry.file_name} ${entry.file.user.name}`.toLowerCase();
  }
  const own = entry.timeline_type === 'note' ? noteText(entry.value) : (entry.description ?? '');
  return `${own} ${entry.name ?? ''}`.toLowerCase();
}

/** Entries of a search: only terms of 3 or more characters filter (spec section 5). */
export function filterEntries(entries: readonly TimelineEntry[], term: string): TimelineEntry[] {
  const needle = term.trim().toLowerCase();
  if (needle.length < 3) return [...entries];
  return entries.filter((entry) => entryText(entry).includes(needle));
}

export const PINNED_GROUP = 'Pinned';

/** Entries grouped by date (dd-LL-yyyy), the pinned group first; entries keep their order. */
export function groupEntries(entries: readonly TimelineEntry[]): { group: string; entries: TimelineEntry[] }[] {
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
