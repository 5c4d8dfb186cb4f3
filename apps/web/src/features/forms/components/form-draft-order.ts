import type { FormDraft } from './form-editor-model';

// Reordering a form draft: where a section or field is, and moving one onto another's place. Dragging
// with the pointer and with the keyboard both end here (form-reorder.tsx), so they cannot disagree.

/** Where an id is in the draft: a section, or a field of a section, by index. */
export type DraftPlace = { kind: 'section'; section: number } | { kind: 'field'; section: number; field: number };

/** The place of a section or field id (ids are unique across the form); null when the draft has none. */
export function placeOf(draft: FormDraft, id: string): DraftPlace | null {
  for (const [section, { id: sectionId, fields }] of draft.sections.entries()) {
    if (sectionId === id) return { kind: 'section', section };
    const field = fields.findIndex((candidate) => candidate.id === id);
    if (field >= 0) return { kind: 'field', section, field };
  }
  return null;
}

/** The list with the item at `from` taken out and put back at `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * Moves a section or field onto the place of `overId`:
 * - a section takes the place of another section (or of the section holding the field it is over);
 * - a field takes the place of another field in the same section; into another section it goes before
 *   the field it is over when coming from above, after it when coming from below (so moving down from a
 *   section's last field lands first in the next, and up from a first field lands last in the one before);
 * - a field over a section id goes to the end of that section (how a field enters an empty section).
 * The same draft comes back when nothing moves.
 */
export function reorder(draft: FormDraft, activeId: string, overId: string): FormDraft {
  const from = placeOf(draft, activeId);
  const over = placeOf(draft, overId);
  if (!from || !over || activeId === overId) return draft;
  if (from.kind === 'section') {
    if (from.section === over.section) return draft;
    return { ...draft, sections: moved(draft.sections, from.section, over.section) };
  }
  const source = draft.sections[from.section];
  const target = draft.sections[over.section];
  const field = source?.fields[from.field];
  if (!source || !target || !field) return draft;
  if (from.section === over.section) {
    if (over.kind === 'section') return draft;
    return {
      ...draft,
      sections: draft.sections.map((section, index) =>
        index === from.section ? { ...section, fields: moved(section.fields, from.field, over.field) } : section,
      ),
    };
  }
  const at = over.kind === 'section' ? target.fields.length : over.section > from.section ? over.field : over.field + 1;
  return {
    ...draft,
    sections: draft.sections.map((section, index) => {
      if (index === from.section) return { ...section, fields: section.fields.filter((f) => f.id !== activeId) };
      if (index === over.section) return { ...section, fields: section.fields.toSpliced(at, 0, field) };
      return section;
    }),
  };
}

/**
 * The id to `reorder` onto so that a section or field moves one place up or down (a field crosses into
 * the neighbouring section at its near end); null where it cannot go further. The Move menu's steps.
 */
export function stepTarget(draft: FormDraft, id: string, direction: 'up' | 'down'): string | null {
  const place = placeOf(draft, id);
  if (!place) return null;
  const step = direction === 'up' ? -1 : 1;
  if (place.kind === 'section') return draft.sections[place.section + step]?.id ?? null;
  const fields = draft.sections[place.section]?.fields ?? [];
  const sibling = fields[place.field + step];
  if (sibling) return sibling.id;
  const neighbour = draft.sections[place.section + step];
  if (!neighbour) return null;
  // Up: the section's end (a field over a section goes last); down: before its first field.
  return direction === 'up' ? neighbour.id : (neighbour.fields[0]?.id ?? neighbour.id);
}
