import { IANAZone } from 'luxon';
import { z } from '../zod';

// Its own module, with no imports of the app's schemas, so any schema (sign-up's among them) may use it.

export const TIMEZONE_MESSAGE = 'Invalid timezone';

/** Zones already found real: luxon asks Intl for a new formatter on every check (a few hundred zones exist). */
const realZones = new Set<string>();
const isRealZone = (zone: string) => {
  if (realZones.has(zone)) return true;
  const real = IANAZone.isValidZone(zone);
  // Intl also takes any capitalisation of a name: the set is bounded however many are sent.
  if (realZones.size >= 2_000) realZones.clear();
  if (real) realZones.add(zone);
  return real;
};

export const timezoneSchema = z.string({ error: TIMEZONE_MESSAGE }).refine(isRealZone, TIMEZONE_MESSAGE);
