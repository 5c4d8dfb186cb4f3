import { PERMISSION_CATEGORIES, type PermissionKey } from '../permissions/permissions.constants';
import { ROLE_DEFAULT_PERMISSIONS, type RoleName } from '../permissions/roles.rules';

/** Roles a manager can give; Owner belongs to the business owner (created_company) alone. */
export const STAFF_ROLES = ['Administrator', 'Office', 'Field Staff'] as const satisfies readonly RoleName[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_MESSAGES = {
  notFound: 'User could not be found',
  firstNameRequired: 'The first name field is required.',
  lastNameRequired: 'The last name field is required.',
  roleRequired: 'The roles field is required.',
  oneRole: 'Choose one role.',
  unknownPermission: 'The selected permission is invalid.',
  grantUnheld: 'You cannot give a permission you do not hold.',
  created: 'User successfully created',
  deactivated: 'User successfully deactivated',
  restored: 'User successfully restored',
  ownerCannotBeDeactivated: 'The business owner cannot be deactivated.',
  cannotDeactivateSelf: 'You cannot deactivate yourself.',
  archivedReadOnly: 'This user is deactivated and cannot be edited.',
  updated: 'User successfully updated',
  ownerRoleFixed: 'The business owner keeps every permission; their role cannot be changed.',
  passwordVerificationRequired: 'Verify your password to change the email address.',
  passwordVerificationExpired: 'Your password verification has expired. Verify your password again.',
  ownerEmailOwnerOnly: 'Only the business owner can change their own email address.',
  emailHolderOutranks: 'You cannot change the email address of someone who holds a permission you do not hold.',
  imageNotFound: 'The selected image could not be found.',
  notAnImage: 'Not an image',
  gifCannotBeResized: 'GIF cannot be resized',
} as const;

/** Rows per page of an activity log (users/logs); the pager shows 3 page links. */
export const STAFF_LOG_PAGE_SIZE = 20;
export const STAFF_LOG_PAGE_LINKS = 3;

/** Hours a set-password link emailed to a new staff member stays valid. */
export const STAFF_SET_PASSWORD_HOURS = 72;

const DESCRIPTIONS: Partial<Record<PermissionKey, string>> = {
  canManageUsers: 'Edit, deactivate and restore staff, their licences, notes and activity logs',
  canEditClients: 'Archive and restore clients',
  canAccessClients: 'Open clients, their notes and sign-up requests, and create clients',
  canExportClients: 'Export clients to CSV',
  canImportData: 'Import clients and data from CSV',
  canAccessCalendar: 'Open the calendar and create appointments',
  canEditAppointments: 'Edit any appointment and pick any staff member',
  canManageFiles: 'Manage every file, whoever uploaded it',
  canAccessFiles: 'Open the files area and import ZIP files',
  canManageInventory: 'Create and edit inventory items',
  canManageProviders: 'Sync with accounting providers and resolve sync errors',
  canManageBilling: 'Manage the subscription and billing',
  canModifyCompanyDetails: 'Edit the company details and settings',
};

/** 'canManageUsers' → 'Manage users'. */
export function readablePermission(key: PermissionKey): string {
  const words = key
    .replace(/^can/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface PermissionDetail {
  name: PermissionKey;
  readable_name: string;
  description: string;
  icon: string;
}

const CATEGORY_ICONS: Record<string, string> = {
  General: 'apps',
  Company: 'business',
  Clients: 'people',
  Scheduling: 'event',
  Reports: 'assignment',
  Sales: 'receipt',
  Inventory: 'inventory',
  Files: 'folder',
};

/** The permission selector's groups: every assignable key by category, as GET users/permissions answers. */
export function groupedPermissions(): { category: string; permissions: PermissionDetail[] }[] {
  return Object.entries(PERMISSION_CATEGORIES).map(([category, keys]) => ({
    category,
    permissions: keys.map((name) => ({
      name,
      readable_name: readablePermission(name),
      description: DESCRIPTIONS[name] ?? `${readablePermission(name)}.`,
      icon: CATEGORY_ICONS[category] ?? 'lock',
    })),
  }));
}

/** Each assignable role's default permissions (choosing a role adds them). */
export const STAFF_ROLE_DEFAULTS: Record<StaffRole, readonly PermissionKey[]> = {
  Administrator: ROLE_DEFAULT_PERMISSIONS.Administrator,
  Office: ROLE_DEFAULT_PERMISSIONS.Office,
  'Field Staff': ROLE_DEFAULT_PERMISSIONS['Field Staff'],
};
