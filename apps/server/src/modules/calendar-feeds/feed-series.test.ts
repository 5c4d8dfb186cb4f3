import { describe, expect, it } from 'vitest';
import { placeMembers } from './feed-series';

const ZONE = 'Australia/Melbourne';
const at = (iso: string) => new Date(iso);
const STARTS = ['2027-03-23 09:00:00', '2027-03-30 09:00:00', '2027-04-06 09:00:00'];

describe('placeMembers', () => {
  it('keeps appointments at their occurrence, and puts a moved one on the free occurrence of its day or the nearest', () => {
    const placed = placeMembers(
      STARTS,
      [
        { id: 1, startAt: at('2027-03-22T22:00:00Z') }, // 23 March 9:00 (+11)
        { id: 2, startAt: at('2027-03-31T00:00:00Z') }, // 31 March 11:00: moved a day
        { id: 3, startAt: at('2027-04-05T23:00:00Z') }, // 6 April 9:00 (+10)
      ],
      ZONE,
    );
    expect([...placed.entries()]).toEqual([
      [1, '2027-03-23 09:00:00'],
      [3, '2027-04-06 09:00:00'],
      [2, '2027-03-30 09:00:00'],
    ]);
  });

  it('does not give a moved appointment the occurrence a deleted one still holds', () => {
    const placed = placeMembers(
      STARTS,
      [
        { id: 1, startAt: at('2027-03-22T22:00:00Z') },
        { id: 2, startAt: at('2027-03-29T22:00:00Z') }, // deleted, still at 30 March
        { id: 3, startAt: at('2027-03-31T03:00:00Z') }, // 31 March 14:00: the 6 April one, moved
      ],
      ZONE,
    );
    expect(placed.get(3)).toBe('2027-04-06 09:00:00');
  });
});
