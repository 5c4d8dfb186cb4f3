import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERMISSION_CATEGORIES, PERMISSION_KEYS, PLAN_PERMISSIONS } from './permissions.constants';
import { effectivePermissions, ROLE_DEFAULT_PERMISSIONS, ROLE_NAMES } from './roles.rules';

/** The permission keys exactly as platform spec section 6 lists them. */
const SPEC_KEYS = [
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
];

const roleKeys = PERMISSION_KEYS.filter((key) => key !== 'isSubscribed');

describe('permission keys', () => {
  it('are exactly the keys of platform section 6, each once', () => {
    expect([...PERMISSION_KEYS].sort()).toEqual([...SPEC_KEYS].sort());
    expect(new Set(PERMISSION_KEYS).size).toBe(PERMISSION_KEYS.length);
  });

  it('isSubscribed is the only key the plan grants', () => {
    expect(PLAN_PERMISSIONS).toEqual(['isSubscribed']);
  });

  it('fall into the staff dialog categories once each, every key a role can hold', () => {
    const categorised = Object.values(PERMISSION_CATEGORIES).flat();
    expect(new Set(categorised).size).toBe(categorised.length);
    expect([...categorised].sort()).toEqual([...roleKeys].sort());
  });
});

describe('role defaults', () => {
  it('Owner holds every key a role can hold', () => {
    expect([...ROLE_DEFAULT_PERMISSIONS.Owner].sort()).toEqual([...roleKeys].sort());
  });

  it.each(ROLE_NAMES)('%s never holds isSubscribed by itself', (role) => {
    expect(ROLE_DEFAULT_PERMISSIONS[role]).not.toContain('isSubscribed');
    expect(effectivePermissions(ROLE_DEFAULT_PERMISSIONS[role], false)).not.toContain('isSubscribed');
  });

  it.each(['Field Staff', 'Office'] as const)('%s may not change company details or manage users', (role) => {
    expect(ROLE_DEFAULT_PERMISSIONS[role]).not.toContain('canModifyCompanyDetails');
    expect(ROLE_DEFAULT_PERMISSIONS[role]).not.toContain('canManageUsers');
    expect(ROLE_DEFAULT_PERMISSIONS[role]).not.toContain('canManageBilling');
  });

  it('Administrator manages users and company details, but not billing', () => {
    expect(ROLE_DEFAULT_PERMISSIONS.Administrator).toEqual(
      expect.arrayContaining(['canManageUsers', 'canModifyCompanyDetails']),
    );
    expect(ROLE_DEFAULT_PERMISSIONS.Administrator).not.toContain('canManageBilling');
  });

  it('Field Staff can reach the business portal and the calendar', () => {
    expect(ROLE_DEFAULT_PERMISSIONS['Field Staff']).toEqual(
      expect.arrayContaining(['canAccessPortalBusiness', 'canAccessCalendar']),
    );
  });

  it('each role holds everything the role below it holds: Field Staff, Office, Administrator, Owner', () => {
    const ladder = ['Field Staff', 'Office', 'Administrator', 'Owner'] as const;
    for (let i = 1; i < ladder.length; i++) {
      const lower = ladder[i - 1] as (typeof ladder)[number];
      const upper = ladder[i] as (typeof ladder)[number];
      expect(ROLE_DEFAULT_PERMISSIONS[upper]).toEqual(expect.arrayContaining([...ROLE_DEFAULT_PERMISSIONS[lower]]));
    }
  });
});

describe('effectivePermissions', () => {
  const anyHeld = fc.array(fc.oneof(fc.constantFrom<string>(...PERMISSION_KEYS), fc.string()), { maxLength: 50 });

  it('grants isSubscribed exactly when the company is subscribed, whatever the user holds', () => {
    fc.assert(
      fc.property(anyHeld, fc.boolean(), (held, subscribed) => {
        expect(effectivePermissions(held, subscribed).includes('isSubscribed')).toBe(subscribed);
      }),
    );
  });

  it('keeps the known role keys the user holds, once each, in the order of the spec, and drops anything else', () => {
    fc.assert(
      fc.property(anyHeld, fc.boolean(), (held, subscribed) => {
        const result = effectivePermissions(held, subscribed);
        const expected = PERMISSION_KEYS.filter(
          (key) => (key !== 'isSubscribed' && held.includes(key)) || (key === 'isSubscribed' && subscribed),
        );
        expect(result).toEqual(expected);
      }),
    );
  });

  it('gives a subscribed Owner every key', () => {
    expect(effectivePermissions(ROLE_DEFAULT_PERMISSIONS.Owner, true)).toEqual([...PERMISSION_KEYS]);
  });

  it('gives nothing for unknown or empty keys', () => {
    expect(effectivePermissions(['canFly', '', 'ISSUBSCRIBED'], false)).toEqual([]);
  });
});
