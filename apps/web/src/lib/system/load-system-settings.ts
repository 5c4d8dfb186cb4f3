import { DEFAULT_SYSTEM_SETTINGS } from '@fieldbook/domain/system/system.constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemSettings } from '../session/load-user';
import { loadSystemSettings, startUpSettings } from './system-settings';

export const systemSettingsQueryKey = ['system', 'settings'] as const;

export const systemSettingsQueryOptions = () =>
  queryOptions({
    queryKey: systemSettingsQueryKey,
    queryFn: loadSystemSettings,
    initialData: startUpSettings,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const FALLBACK_SYSTEM_SETTINGS: SystemSettings = { ...DEFAULT_SYSTEM_SETTINGS, timezones: [] };

/** System settings as the start-up loader loaded them (defaults of platform section 9 until then). */
export function useSystemSettings(): SystemSettings {
  const { data } = useQuery(systemSettingsQueryOptions());
  return data ?? FALLBACK_SYSTEM_SETTINGS;
}
