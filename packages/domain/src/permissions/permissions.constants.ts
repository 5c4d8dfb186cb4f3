/** Every permission key of the platform spec, section 6. */
export const PERMISSION_KEYS = [
  'canAccessPortalBusiness',
  'canManageBilling',
  'canManageProviders',
  'canCreateExternalCalendarFeeds',
  'canManageUsers',
  'canAccessAssetWatcher',
  'canModifyCompanyDetails',
  'canAccessReports',
  'canEditReports',
  'canViewReports',
  'canLogReports',
  'canEditClients',
  'canExportClients',
  'canEditAppointments',
  'canAccessInvoicing',
  'canAccessQuotations',
  'canAddInvoices',
  'canAddQuotations',
  'canAccessClients',
  'canModifyForms',
  'canViewInvoicing',
  'canViewQuotations',
  'canImportData',
  'canManagePayments',
  'canAccessCalendar',
  'isSubscribed',
  'canManageInventory',
  'canGenerateRunsheets',
  'canAccessFiles',
  'canManageFiles',
  'canAccessAnalyticsWidgets',
  'canAccessBetaForms',
  'canAccessDrawings',
  'canManageDrawings',
  'canManageDrawingAssets',
  'canAccessCommunicationTemplates',
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/** Permission categories, for grouping in the staff dialog. */
export const PERMISSION_CATEGORIES: Record<string, readonly PermissionKey[]> = {
  General: ['canAccessPortalBusiness', 'canAccessAnalyticsWidgets', 'canAccessBetaForms'],
  Company: [
    'canModifyCompanyDetails',
    'canManageUsers',
    'canManageBilling',
    'canManageProviders',
    'canCreateExternalCalendarFeeds',
    'canImportData',
    'canAccessCommunicationTemplates',
    'canAccessAssetWatcher',
  ],
  Clients: ['canAccessClients', 'canEditClients', 'canExportClients'],
  Scheduling: ['canAccessCalendar', 'canEditAppointments', 'canGenerateRunsheets'],
  Reports: ['canAccessReports', 'canViewReports', 'canEditReports', 'canLogReports', 'canModifyForms'],
  Sales: [
    'canAccessQuotations',
    'canViewQuotations',
    'canAddQuotations',
    'canAccessInvoicing',
    'canViewInvoicing',
    'canAddInvoices',
    'canManagePayments',
  ],
  Inventory: ['canManageInventory'],
  Files: ['canAccessFiles', 'canManageFiles', 'canAccessDrawings', 'canManageDrawings', 'canManageDrawingAssets'],
};

/** Keys that come from the company's plan, never from a role. */
export const PLAN_PERMISSIONS: readonly PermissionKey[] = ['isSubscribed'];

/** The permission to use the business portal at all: every staff route needs it, but for a few essentials. */
export const PORTAL_PERMISSION: PermissionKey = 'canAccessPortalBusiness';

export function isPermissionKey(value: string): value is PermissionKey {
  return (PERMISSION_KEYS as readonly string[]).includes(value);
}
