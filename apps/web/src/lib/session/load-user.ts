import type { BusinessHoursDay } from '@fieldbook/domain/company/company.schemas';
import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import type { MaintenanceStatus } from '@fieldbook/domain/system/system.constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http-client';
import { useSignedIn } from './session-store';

export interface UserDetails {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  initials: string;
  color: string | null;
  email: string;
  unverified_email: string | null;
  profile_image: string | null;
  signature: string | null;
  role: string | null;
  created_company: boolean;
  calendar: { slot_duration: number } | null;
}

export interface CompanyAddress {
  address_line_1?: string | null;
  locality?: string | null;
  state?: string | null;
  postal_code?: string | null;
  country?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export interface Company {
  id: number;
  company_name: string;
  timezone: string;
  hide_timezone_options: boolean;
  calendar_start_of_week: number;
  address: CompanyAddress | null;
  business_hours: BusinessHoursDay[];
  settings: Record<string, unknown>;
  subscribed: boolean;
  updated_at: string;
}

export interface TimezoneOption {
  zone: string;
  diff_from_gmt: string | number;
}

export interface SystemSettings {
  max_file_size: number;
  post_max_size: number;
  upload_limit: number;
  timezones: TimezoneOption[];
  sms_price: { per_message_cost: number; currency: string; per_characters: number };
}

export interface Maintenance {
  status: MaintenanceStatus;
  message: string | null;
  pending_message: string | null;
}

/** GET /v1/user/load (platform spec section 3, "User load result"). */
export interface UserLoad {
  details: UserDetails;
  permissions: string[];
  company: Company;
  settings: Record<string, unknown>;
  system_settings: SystemSettings;
  maintenance: Maintenance;
  tips: string[];
  newbie: string[];
  providers: unknown[];
  articles: unknown[];
}

export const userLoadQueryKey = ['user', 'load'] as const;

export const loadUser = () => http.get<UserLoad>('/user/load');

export const userLoadQueryOptions = () =>
  queryOptions({ queryKey: userLoadQueryKey, queryFn: loadUser, staleTime: 5 * 60_000 });

/** The signed-in user's load result; disabled while signed out. */
export function useUserLoad() {
  const signedIn = useSignedIn();
  return useQuery({ ...userLoadQueryOptions(), enabled: signedIn });
}

export function usePermissions(): ReadonlySet<string> {
  const { data } = useUserLoad();
  return new Set(data?.permissions ?? []);
}

export function useCan(permission: PermissionKey): boolean {
  return usePermissions().has(permission);
}
