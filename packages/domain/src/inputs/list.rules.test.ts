import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupRows, isFilteringActive, nextSort, pageCount, pageLinks, skeletonRowCount } from './list.rules';

describe('isFilteringActive', () => {
  it('is active when any value is non-null and not an empty list', () => {
    expect(isFilteringActive({})).toBe(false);
    expect(isFilteringActive({ status: null, clients: [], from: undefined })).toBe(false);
    expect(isFilteringActive({ status: null, clients: [3] })).toBe(true);
    expect(isFilteringActive({ archived: false })).toBe(true);
    expect(isFilteringActive({ search: '' })).toBe(true);
    expect(isFilteringActive(null)).toBe(false);
  });
});

describe('pagination', () => {
  it('links at most 5 pages around the current one', () => {
    expect(pageLinks(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageLinks(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 0)).toEqual([1]);
  });

  it('always includes the current page, in order, within range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 9 }), fc.nat(), (pages, max, seed) => {
        const page = (seed % pages) + 1;
        const links = pageLinks(page, pages, max);
        expect(links.length).toBe(Math.min(max, pages));
        expect(links).toContain(page);
        expect(links[0]).toBeGreaterThanOrEqual(1);
        expect(links.at(-1)).toBeLessThanOrEqual(pages);
        for (const [index, link] of links.entries()) if (index > 0) expect(link).toBe((links[index - 1] ?? 0) + 1);
      }),
    );
  });

  it('counts pages and skeleton rows', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
    expect(skeletonRowCount(10)).toBe(5);
    expect(skeletonRowCount(25)).toBe(12);
    expect(skeletonRowCount(1)).toBe(1);
  });
});

describe('sorting and grouping', () => {
  it('flips the same column and starts another ascending', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'date')).toEqual({ key: 'date', direction: 'asc' });
  });

  it('groups in order of first appearance and keeps every row', () => {
    expect(groupRows(['apple', 'bean', 'avocado'], (word) => word[0] ?? '')).toEqual([
      { group: 'a', rows: ['apple', 'avocado'] },
      { group: 'b', rows: ['bean'] },
    ]);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 })), (rows) => {
        const groups = groupRows(rows, (n) => String(n % 3));
        expect(groups.flatMap((g) => g.rows).sort()).toEqual([...rows].sort());
      }),
    );
  });
});
