import type { Climate } from '@fieldbook/domain/appointments/climate';
import { DateTime } from 'luxon';
import { describeWeatherCode, type WeatherProvider } from './weather-provider';

/** Open-Meteo's forecast API reaches this far back and ahead (days); outside it there is no weather. */
const PAST_DAYS = 92;
const FORECAST_DAYS = 15;
const TIMEOUT_MS = 2500;
/** Answers (and misses) are kept a while: one appointment's dialog is opened many times a day. */
const CACHE_MS = 60 * 60_000;
const MISS_CACHE_MS = 5 * 60_000;
const CACHE_MAX = 2000;

interface DailyAnswer {
  daily?: {
    weather_code?: (number | null)[];
    temperature_2m_max?: (number | null)[];
    temperature_2m_min?: (number | null)[];
  };
}

/** Open-Meteo (no key needed): the day's weather code, high and low at the place, in its timezone. */
export function openMeteoProvider(baseUrl: string, fetcher: typeof fetch = fetch): WeatherProvider {
  const cache = new Map<string, { climate: Climate | null; until: number }>();
  return {
    async daily(place, date, timezone) {
      const day = DateTime.fromISO(date, { zone: timezone });
      const today = DateTime.now().setZone(timezone).startOf('day');
      const offset = day.diff(today, 'days').days;
      if (!day.isValid || offset < -PAST_DAYS || offset > FORECAST_DAYS) return null;
      const key = `${place.latitude.toFixed(3)},${place.longitude.toFixed(3)},${date}`;
      const known = cache.get(key);
      if (known && known.until > Date.now()) return known.climate;

      const url = new URL('/v1/forecast', baseUrl);
      url.search = new URLSearchParams({
        latitude: String(place.latitude),
        longitude: String(place.longitude),
        daily: 'weather_code,temperature_2m_max,temperature_2m_min',
        timezone,
        start_date: date,
        end_date: date,
      }).toString();
      let climate: Climate | null = null;
      try {
        const response = await fetcher(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (response.ok) {
          const { daily } = (await response.json()) as DailyAnswer;
          const code = daily?.weather_code?.[0];
          const high = daily?.temperature_2m_max?.[0];
          const low = daily?.temperature_2m_min?.[0];
          if (typeof code === 'number' && typeof low === 'number') {
            climate = {
              temperature: low,
              temperature_high: typeof high === 'number' ? high : null,
              ...describeWeatherCode(code),
              is_historical: offset < 0,
            };
          }
        }
      } catch {
        // Unreachable or slow: no weather is shown, and the appointment is not held up.
      }
      if (cache.size >= CACHE_MAX) cache.clear();
      cache.set(key, { climate, until: Date.now() + (climate ? CACHE_MS : MISS_CACHE_MS) });
      return climate;
    },
  };
}
