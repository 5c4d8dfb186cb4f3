import { DEFAULT_SYSTEM_SETTINGS } from '@fieldbook/domain/system/system.constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http-client';
import type { SystemSettings } from '../session/load-user';

export const systemSettingsQueryKey = ['system', 'settings'] as const;

export const loadSystemSettings = () => http.get<SystemSettings>('/system/loadSystemSettings');

export const systemSettingsQueryOptions = () =>
  queryOptions({ queryKey: systemSettingsQueryKey, queryFn: loadSystemSettings, staleTime: Number.POSITIVE_INFINITY });

export const FALLBACK_SYSTEM_SETTINGS: SystemSettings = { ...DEFAULT_SYSTEM_SETTINGS, timezones: [] };

/** System settings as the start-up loader stored them (defaults of platform section 9 until then). */
export function useSystemSettings(): SystemSettings {
  const { data } = useQuery(systemSettingsQueryOptions());
  return data ?? FALLBACK_SYSTEM_SETTINGS;
}
