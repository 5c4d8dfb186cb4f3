import { describe, expect, it } from 'vitest';
import { SWAN_STREET } from '../../../test/fixtures';
import { addressBodyOf, placeOf } from './appointment-draft';

const richmond = { id: 3, note: 'Back gate', ...SWAN_STREET };

describe("an appointment's address", () => {
  it('keeps the parts and coordinates of a chosen place, with the location as its line', () => {
    const place = placeOf(richmond);
    expect(place).not.toHaveProperty('note');
    expect(addressBodyOf({ location: '1 Swan Street, Richmond VIC 3121, Australia', place })).toEqual({
      ...place,
      full_address: '1 Swan Street, Richmond VIC 3121, Australia',
    });
  });

  it('is the typed line alone without a place, and nothing without a line', () => {
    expect(addressBodyOf({ location: ' Shed 4 ', place: null })).toEqual({
      address_line_1: 'Shed 4',
      full_address: 'Shed 4',
    });
    expect(addressBodyOf({ location: '  ', place: placeOf(richmond) })).toBeNull();
  });
});
