import type { Climate } from '@fieldbook/domain/appointments/climate';

/** Where weather comes from; answers null when it has nothing for that place and day (or is unreachable). */
export interface WeatherProvider {
  daily(place: { latitude: number; longitude: number }, date: string, timezone: string): Promise<Climate | null>;
}

/** The provider for WEATHER_PROVIDER=none: never any weather. */
export const noWeather: WeatherProvider = { daily: async () => null };

/** WMO weather interpretation codes (as Open-Meteo reports them) → summary and icon. */
export function describeWeatherCode(code: number): { summary: string; icon: string } {
  if (code === 0) return { summary: 'Clear sky', icon: 'clear' };
  if (code <= 2) return { summary: 'Partly cloudy', icon: 'partly-cloudy' };
  if (code === 3) return { summary: 'Overcast', icon: 'cloudy' };
  if (code <= 48) return { summary: 'Fog', icon: 'fog' };
  if (code <= 57) return { summary: 'Drizzle', icon: 'drizzle' };
  if (code <= 67 || (code >= 80 && code <= 82)) return { summary: 'Rain', icon: 'rain' };
  if (code <= 77 || code === 85 || code === 86) return { summary: 'Snow', icon: 'snow' };
  return { summary: 'Thunderstorm', icon: 'storm' };
}
