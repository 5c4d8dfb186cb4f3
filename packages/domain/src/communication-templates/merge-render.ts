/**
 * A tiny mustache-like renderer for plain text (no HTML escaping): `{{field}}` is replaced by the
 * field's value and `{{#field}}…{{/field}}` keeps its inside only when the field is non-empty.
 * Own code rather than a library so unknown fields are found by the same tokenizer that renders.
 */

const TAG = /\{\{\s*([#/]?)\s*([a-z_][a-z0-9_.]*)\s*\}\}/gi;

export type MergeValues = Readonly<Record<string, string | null | undefined>>;

/** Every field a template names (tags and sections), in order of first use. */
export function mergeFieldsOf(template: string): string[] {
  const seen = new Set<string>();
  for (const match of template.matchAll(TAG)) seen.add(match[2] as string);
  return [...seen];
}

/** The fields a template names that are not in `known`. */
export function unknownMergeFields(template: string, known: readonly string[]): string[] {
  return mergeFieldsOf(template).filter((field) => !known.includes(field));
}

/** A section opened and not closed (or closed without opening), named for the message; null when balanced. */
export function unbalancedSection(template: string): string | null {
  const open: string[] = [];
  for (const match of template.matchAll(TAG)) {
    const [, sign, name] = match as unknown as [string, string, string];
    if (sign === '#') open.push(name);
    else if (sign === '/' && open.pop() !== name) return name;
  }
  return open.pop() ?? null;
}

/** Renders a template; unknown fields render empty (validation refuses them before they are saved). */
export function renderMerge(template: string, values: MergeValues): string {
  let out = '';
  let last = 0;
  /** Depth of sections being skipped because their field is empty. */
  let skipping = 0;
  for (const match of template.matchAll(TAG)) {
    const [tag, sign, name] = match as unknown as [string, string, string];
    const index = match.index ?? 0;
    if (skipping === 0) out += template.slice(last, index);
    last = index + tag.length;
    if (sign === '#') {
      if (skipping > 0 || !values[name]) skipping++;
    } else if (sign === '/') {
      if (skipping > 0) skipping--;
    } else if (skipping === 0) out += values[name] ?? '';
  }
  if (skipping === 0) out += template.slice(last);
  return out;
}
