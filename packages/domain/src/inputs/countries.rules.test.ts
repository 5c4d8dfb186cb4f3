import { describe, expect, it } from 'vitest';
import { ADDRESS_MAX_LENGTHS } from './address.rules';
import { AUSTRALIA, COUNTRIES, findCountry, stateIdOf, statesOf } from './countries.rules';

describe('the country/state picker lists', () => {
  it('start with Australia, then every other country once by name, each fitting an address', () => {
    expect(COUNTRIES[0]).toBe(AUSTRALIA);
    const rest = COUNTRIES.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en-AU')));
    expect(COUNTRIES.length).toBeGreaterThan(200);
    expect(new Set(COUNTRIES.map((c) => c.id)).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.every((c) => c.name.length <= ADDRESS_MAX_LENGTHS.country)).toBe(true);
    expect(findCountry('New Zealand')?.id).toBe('NZ');
  });

  it('list the Australian states and territories for Australia or no country yet, none for others', () => {
    expect(statesOf('Australia').map((s) => s.id)).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    expect(statesOf(null)).toBe(statesOf('australia'));
    expect(statesOf('New Zealand')).toEqual([]);
  });

  it.each([
    ['Australia', 'Victoria', 'VIC'],
    ['AU', 'new south wales', 'NSW'],
    [null, 'qld', 'QLD'],
    ['Australia', 'Somewhere', 'Somewhere'],
    ['New Zealand', 'Auckland', 'Auckland'],
    ['Australia', '  ', null],
  ])('writes %s / %s as %s', (country, state, expected) => {
    expect(stateIdOf(country, state)).toBe(expected);
  });
});
