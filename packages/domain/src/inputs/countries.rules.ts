// The country/state picker (platform sections 2 and 3: Country is id, name, states). Country names come
// from the runtime's CLDR data (Intl.DisplayNames) for the regions libphonenumber-js knows, so no list
// of 245 names is kept by hand.
import { getCountries } from 'libphonenumber-js/min';

export interface CountryState {
  /** What an address stores: the abbreviation, as Australian addresses are written ("VIC"). */
  id: string;
  name: string;
}

export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  id: string;
  /** What an address stores as its country. */
  name: string;
  /** Its states when the picker offers a list (Australia); empty: the state is typed. */
  states: readonly CountryState[];
}

export const AUSTRALIAN_STATES: readonly CountryState[] = [
  { id: 'ACT', name: 'Australian Capital Territory' },
  { id: 'NSW', name: 'New South Wales' },
  { id: 'NT', name: 'Northern Territory' },
  { id: 'QLD', name: 'Queensland' },
  { id: 'SA', name: 'South Australia' },
  { id: 'TAS', name: 'Tasmania' },
  { id: 'VIC', name: 'Victoria' },
  { id: 'WA', name: 'Western Australia' },
];

export const AUSTRALIA: Country = { id: 'AU', name: 'Australia', states: AUSTRALIAN_STATES };

const regionNames = new Intl.DisplayNames(['en-AU'], { type: 'region', fallback: 'none' });

/** Every country, Australia first (the default country), then by name. */
export const COUNTRIES: readonly Country[] = [
  AUSTRALIA,
  ...getCountries()
    .filter((code) => code !== AUSTRALIA.id)
    .flatMap((code) => {
      const name = regionNames.of(code);
      return name ? [{ id: code, name, states: [] }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en-AU')),
];

const normalise = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

/** The country an address names, by name or code, case-insensitive; undefined when none matches. */
export function findCountry(nameOrCode: string | null | undefined): Country | undefined {
  const wanted = normalise(nameOrCode);
  if (!wanted) return undefined;
  return COUNTRIES.find((country) => normalise(country.name) === wanted || normalise(country.id) === wanted);
}

/**
 * The states the picker lists for an address's country: Australia's when the country is Australia or
 * not given yet (the default country), none (typed) for any other.
 */
export function statesOf(countryName: string | null | undefined): readonly CountryState[] {
  if (!normalise(countryName)) return AUSTRALIAN_STATES;
  return findCountry(countryName)?.states ?? [];
}

/** A state as the country's list writes it ("Victoria" or "vic" → "VIC"); other text as given. */
export function stateIdOf(countryName: string | null | undefined, state: string | null | undefined): string | null {
  const text = (state ?? '').trim();
  if (!text) return null;
  const wanted = text.toLowerCase();
  const known = statesOf(countryName).find(
    (option) => option.id.toLowerCase() === wanted || option.name.toLowerCase() === wanted,
  );
  return known?.id ?? text;
}
