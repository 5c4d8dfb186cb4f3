import { PERMISSION_KEYS, type PermissionKey, PLAN_PERMISSIONS } from './permissions.constants';

export const ROLE_NAMES = ['Owner', 'Administrator', 'Office', 'Field Staff'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

const roleKeys = PERMISSION_KEYS.filter((key) => !PLAN_PERMISSIONS.includes(key));

const FIELD_STAFF: readonly PermissionKey[] = [
  'canAccessPortalBusiness',
  'canAccessCalendar',
  'canAccessClients',
  'canAccessReports',
  'canViewReports',
  'canLogReports',
  'canEditReports',
  'canAccessFiles',
  'canAccessDrawings',
  'canManageDrawings',
];

const OFFICE: readonly PermissionKey[] = [
  ...FIELD_STAFF,
  'canEditAppointments',
  'canEditClients',
  'canExportClients',
  'canGenerateRunsheets',
  'canAccessInvoicing',
  'canViewInvoicing',
  'canAddInvoices',
  'canAccessQuotations',
  'canViewQuotations',
  'canAddQuotations',
  'canManagePayments',
  'canManageInventory',
  'canManageFiles',
  'canImportData',
  'canAccessCommunicationTemplates',
  'canAccessAnalyticsWidgets',
  'canModifyForms',
];

const ADMINISTRATOR: readonly PermissionKey[] = roleKeys.filter((key) => key !== 'canManageBilling');

/** Default permission sets of the named roles (the spec shows none; ARCHITECTURE section 3 names them). */
export const ROLE_DEFAULT_PERMISSIONS: Record<RoleName, readonly PermissionKey[]> = {
  Owner: roleKeys,
  Administrator: ADMINISTRATOR,
  Office: OFFICE,
  'Field Staff': FIELD_STAFF,
};

/** The permissions a user holds: their own keys plus what the company's plan grants. */
export function effectivePermissions(own: readonly string[], subscribed: boolean): PermissionKey[] {
  const keys = new Set<PermissionKey>();
  for (const key of own) {
    if ((roleKeys as readonly string[]).includes(key)) keys.add(key as PermissionKey);
  }
  if (subscribed) keys.add('isSubscribed');
  return PERMISSION_KEYS.filter((key) => keys.has(key));
}
