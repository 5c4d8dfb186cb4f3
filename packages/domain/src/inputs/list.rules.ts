/** Layout thresholds and delays of lists and tables (platform section 9). */
export const TABLE_LAYOUT_MIN_WIDTH = 768;
export const MAX_PAGE_LINKS = 5;
export const SEARCH_DEBOUNCE_MS = 750;
export const SELECT_SEARCH_DEBOUNCE_MS = 250;
export const SPLIT_VIEW_BREAKPOINT = 1024;
export const FOCUS_VIEW_BREAKPOINT = 1024;
export const RESPONSIVE_MENU_BREAKPOINT = 450;
export const NO_RESULTS = 'No results to display';

/** A filter value counts when it is non-null and not an empty list. */
export function isFilterValueActive(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  return !(Array.isArray(value) && value.length === 0);
}

/** Filtering is active when any filter value is non-null and not an empty list (platform section 2). */
export function isFilteringActive(filters: Readonly<Record<string, unknown>> | null | undefined): boolean {
  return Object.values(filters ?? {}).some(isFilterValueActive);
}

/** Skeleton rows while loading: half the page size, at least one. */
export function skeletonRowCount(rowsPerPage: number): number {
  return Math.max(1, Math.floor(rowsPerPage / 2));
}

export function pageCount(total: number, rowsPerPage: number): number {
  if (rowsPerPage <= 0 || total <= 0) return 1;
  return Math.ceil(total / rowsPerPage);
}

/**
 * The page numbers to link (1-based): at most `max`, a window around the current page that is
 * shifted to stay inside 1..pages.
 */
export function pageLinks(page: number, pages: number, max = MAX_PAGE_LINKS): number[] {
  const last = Math.max(1, Math.floor(pages));
  const size = Math.max(1, Math.min(max, last));
  const current = Math.min(last, Math.max(1, Math.floor(page)));
  const first = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), last - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

/** Clicking a column: the same column flips its direction, another column starts ascending. */
export function nextSort(current: SortState | null | undefined, key: string): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

/** Rows grouped by a key in the order each group first appears. */
export function groupRows<Row>(rows: readonly Row[], groupOf: (row: Row) => string): { group: string; rows: Row[] }[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groupOf(row);
    const list = groups.get(group);
    if (list) list.push(row);
    else groups.set(group, [row]);
  }
  return [...groups].map(([group, list]) => ({ group, rows: list }));
}
