import type { SystemSettings, UserLoad } from '@fieldbook/domain/account/user-load.schemas';
import { DEFAULT_COMPANY_SETTINGS } from '@fieldbook/domain/company/company.constants';
import type { Address } from '@fieldbook/domain/company/company.schemas';
import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { http } from '../http-client';
import { session, useSignedIn } from './session-store';

export type {
  CompanyPayload as Company,
  MaintenanceState as Maintenance,
  SystemSettings,
  UserDetails,
  UserLoad,
} from '@fieldbook/domain/account/user-load.schemas';

export type CompanyAddress = Address;
export type TimezoneOption = SystemSettings['timezones'][number];

export const userLoadQueryKey = ['user', 'load'] as const;

export const loadUser = () => http.get<UserLoad>('/user/load');

export const userLoadQueryOptions = () =>
  queryOptions({ queryKey: userLoadQueryKey, queryFn: loadUser, staleTime: 5 * 60_000 });

/** The signed-in staff user's load result; disabled while signed out and in Client Connect. */
export function useUserLoad() {
  const signedIn = useSignedIn();
  return useQuery({ ...userLoadQueryOptions(), enabled: signedIn && session.portal() === 'business' });
}

export function usePermissions(): ReadonlySet<string> {
  const { data } = useUserLoad();
  return new Set(data?.permissions ?? []);
}

export function useCan(permission: PermissionKey): boolean {
  return usePermissions().has(permission);
}

export type CompanySettings = typeof DEFAULT_COMPANY_SETTINGS;

/** The company's settings over their defaults (the server merges them too; this covers the loading moment). */
export function useCompanySettings(): CompanySettings {
  const settings = useUserLoad().data?.company.settings;
  // The same object until the settings change, so what is derived from them can be memoised.
  return useMemo(() => ({ ...DEFAULT_COMPANY_SETTINGS, ...settings }) as CompanySettings, [settings]);
}
