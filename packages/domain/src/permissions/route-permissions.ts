import type { PermissionKey } from './permissions.constants';

/**
 * Who may call each server route: 'public' (no sign-in), 'signed-in' (any signed-in staff user),
 * 'client' (a signed-in Client Connect account, never a staff user), or the
 * permissions a user must hold, all of them (spec: clients-staff-inventory-files section 6,
 * platform section 6). Keys are "METHOD path" as the server registers them. A test walks every
 * route with each single permission and checks the server's 403s match this table, and that no
 * route is missing from it.
 */
export type RouteAccess =
  | 'public'
  | 'signed-in'
  | 'client'
  | readonly PermissionKey[]
  /** Any one of the permissions is enough (reading forms: canAccessReports or canModifyForms). */
  | { readonly anyOf: readonly PermissionKey[] };

/** The permissions of which a route needs any one, or null for the other kinds of access. */
export const anyOfAccess = (access: RouteAccess): readonly PermissionKey[] | null =>
  typeof access === 'object' && 'anyOf' in access ? access.anyOf : null;

/**
 * Each kind of record with notes, attachments and a timeline (its subject_type) and the one permission
 * those calls need: who may add to such a record (an annotated photo joins only these of its original's).
 */
export const RECORD_ACCESS = {
  appointment: 'canAccessCalendar',
  client: 'canAccessClients',
  user: 'canManageUsers',
  licence: 'canManageUsers',
  quotation: 'canViewQuotations',
  invoice: 'canViewInvoicing',
} as const satisfies Record<string, PermissionKey>;

/** The kinds of record (subject types) a user holding these permissions may add notes and files to. */
export const recordsOpenTo = (permissions: readonly string[]): string[] =>
  Object.entries(RECORD_ACCESS)
    .filter(([, key]) => permissions.includes(key))
    .map(([type]) => type);

/** The notes, attachments and timeline calls every record gets (the timeline plugin), behind one permission. */
function recordRoutes(base: string, permission: PermissionKey): Record<string, RouteAccess> {
  const gate = [permission] as const;
  return {
    [`GET ${base}/timeline`]: gate,
    [`POST ${base}/notes`]: gate,
    [`PUT ${base}/notes`]: gate,
    [`DELETE ${base}/notes`]: gate,
    [`POST ${base}/notes/pin`]: gate,
    [`POST ${base}/attachments/save`]: gate,
    [`DELETE ${base}/attachments`]: gate,
    [`POST ${base}/attachments/pin`]: gate,
  };
}

/** A document kind's calls (quotations, invoices): its section, viewing one, and changing them. */
function documentRoutes(
  base: string,
  access: PermissionKey,
  view: PermissionKey,
  edit: PermissionKey,
): Record<string, RouteAccess> {
  return {
    [`POST ${base}/search`]: [access],
    [`GET ${base}`]: [view],
    [`GET ${base}/defaults/values`]: [edit],
    [`POST ${base}`]: [edit],
    [`PUT ${base}`]: [edit],
    [`DELETE ${base}`]: [edit],
    [`POST ${base}/status`]: [edit],
    [`GET ${base}/pdf`]: [view],
    [`POST ${base}/send`]: [edit],
    ...recordRoutes(base, view),
  };
}

const USERS = '/v1/business/company/users';
const LICENCES = '/v1/business/company/licences';
const FORMS_READ: RouteAccess = { anyOf: ['canAccessReports', 'canModifyForms'] };
const DRAWING_ASSETS_READ: RouteAccess = { anyOf: ['canManageDrawingAssets', 'canAccessDrawings'] };

export const ROUTE_PERMISSIONS: Record<string, RouteAccess> = {
  // System, sign-in and sign-up: before any session.
  'GET /v1/system/checkAppVersion': 'public',
  'GET /v1/system/checkForUpdates': 'public',
  'GET /v1/system/loadSystemSettings': 'public',
  'POST /v1/user/signIn': 'public',
  'POST /v1/user/refresh': 'public',
  'POST /v1/user/logout': 'public',
  'POST /v1/register/business': 'public',
  'POST /v1/user/password/forgot': 'public',
  'POST /v1/user/password/reset': 'public',
  // The emailed email-change links work signed out.
  'GET /v1/user/email/verify/:code': 'public',
  'GET /v1/user/email/reverse/:code': 'public',
  // The unsubscribe link of a staff member's notice emails works signed out (its code is signed).
  'GET /v1/user/email/unsubscribe': 'public',
  'POST /v1/user/email/unsubscribe': 'public',
  // Signed file links carry their own authority.
  'GET /v1/files/raw/:token': 'public',
  'GET /v1/files/thumb/:token': 'public',
  'GET /v1/drawings/thumb/:token': 'public',
  'GET /v1/drawings/assets/raw/:token': 'public',

  // One's own account.
  'GET /v1/user/load': 'signed-in',
  'PUT /v1/user/profile': 'signed-in',
  'PUT /v1/user/settings': 'signed-in',
  'PUT /v1/user/password': 'signed-in',
  'POST /v1/user/password/validate': 'signed-in',
  'GET /v1/user/logs': 'signed-in',
  'POST /v1/devices/token': 'signed-in',
  'GET /v1/devices/push/key': 'signed-in',
  'POST /v1/tips/dismiss': 'signed-in',
  'POST /v1/newbie/award': 'signed-in',
  'GET /v1/notifications/all': 'signed-in',
  'POST /v1/notifications/read': 'signed-in',
  // The beta feature dialog's Report Problem and Leave Feedback.
  'POST /v1/feedback': 'signed-in',
  // The further-setup checklist: each step's link says which permission its screen needs.
  'GET /v1/register/business/options/setupWizard': 'signed-in',
  // Resetting the company's data: the service lets only the owner of a company on its trial (403, 409).
  'GET /v1/business/company/reset': 'signed-in',
  'POST /v1/business/company/reset': 'signed-in',
  'GET /v1/business/company/reset/:code': 'signed-in',
  'POST /v1/business/company/reset/:code': 'signed-in',
  // Address search of the Address dialog (any screen with an address).
  'GET /v1/addresses/search': 'signed-in',
  'GET /v1/addresses/details': 'signed-in',
  // settings/externalCalendarFeeds: the company's private calendar links.
  'GET /v1/calendarFeeds': ['canCreateExternalCalendarFeeds'],
  'POST /v1/calendarFeeds': ['canCreateExternalCalendarFeeds'],
  'DELETE /v1/calendarFeeds': ['canCreateExternalCalendarFeeds'],
  'POST /v1/calendarFeeds/regenerate': ['canCreateExternalCalendarFeeds'],
  // Each staff member's own calendar link (settings/profile).
  'GET /v1/calendarFeeds/mine': 'signed-in',
  'POST /v1/calendarFeeds/mine': 'signed-in',
  'DELETE /v1/calendarFeeds/mine': 'signed-in',
  'POST /v1/calendarFeeds/mine/regenerate': 'signed-in',
  // Communication templates (settings/templates): reading and changing alike.
  'GET /v1/communication-templates': ['canAccessCommunicationTemplates'],
  'GET /v1/communication-templates/one': ['canAccessCommunicationTemplates'],
  'PUT /v1/communication-templates': ['canAccessCommunicationTemplates'],
  'DELETE /v1/communication-templates': ['canAccessCommunicationTemplates'],
  'POST /v1/communication-templates/preview': ['canAccessCommunicationTemplates'],
  // settings/accountingProvider: the accounting link, its logs, resolving errors and syncing.
  'GET /v1/accounting/provider': ['canManageProviders'],
  'POST /v1/accounting/provider/connect': ['canManageProviders'],
  'POST /v1/accounting/provider/callback': ['canManageProviders'],
  'POST /v1/accounting/provider/disconnect': ['canManageProviders'],
  'POST /v1/accounting/sync/full': ['canManageProviders'],
  'GET /v1/accounting/logs': ['canManageProviders'],
  'GET /v1/accounting/log': ['canManageProviders'],
  'POST /v1/accounting/logs/error/resolve': ['canManageProviders'],
  'GET /v1/accounting/status': ['canManageProviders'],
  // The sync button of a client's accounting card.
  'POST /v1/clients/provider/sync': ['canManageProviders'],
  'GET /v1/paymentProvider': ['canManageProviders'],
  'POST /v1/paymentProvider/connect': ['canManageProviders'],
  'POST /v1/paymentProvider/callback': ['canManageProviders'],
  'POST /v1/paymentProvider/disconnect': ['canManageProviders'],
  'GET /v1/business/company': 'signed-in',
  'PUT /v1/business/company': ['canModifyCompanyDetails'],
  // The company's sandbox mailbox (a server with MAIL_PROVIDER=sandbox only).
  'GET /v1/sandbox/mailbox': ['canModifyCompanyDetails'],
  'PUT /v1/business/company/settings/defaults': ['canModifyCompanyDetails'],
  'GET /v1/business/company/branding': ['canModifyCompanyDetails'],
  'PUT /v1/business/company/branding': ['canModifyCompanyDetails'],
  'POST /v1/business/company/branding/logo': ['canModifyCompanyDetails'],
  'DELETE /v1/business/company/branding/logo': ['canModifyCompanyDetails'],
  'GET /v1/branding/logo/:token': 'public',
  // Online booking: the business's settings, approving requests, and the public page (no session, own rate limits).
  'GET /v1/business/company/booking': ['canModifyCompanyDetails'],
  'PUT /v1/business/company/booking': ['canModifyCompanyDetails'],
  'POST /v1/business/company/booking/approve': ['canEditAppointments'],
  'GET /v1/connect/book/:business': 'public',
  'POST /v1/connect/book/:business': 'public',
  'GET /v1/connect/book/:business/slots': 'public',
  'GET /v1/connect/book/:business/addresses': 'public',
  'GET /v1/connect/book/:business/addresses/details': 'public',
  'POST /v1/connect/book/:business/photos': 'public',
  'GET /v1/connect/book/:business/reschedule/:token': 'public',
  'POST /v1/connect/book/:business/reschedule/:token': 'public',
  'GET /v1/connect/book/:business/cancel/:token': 'public',
  'POST /v1/connect/book/:business/cancel/:token': 'public',

  // Inventory: every staff member reads it (line items link to it); changing it needs canManageInventory.
  'GET /v1/inventory/defaults': 'signed-in',
  'GET /v1/inventory/all': 'signed-in',
  'GET /v1/inventory': 'signed-in',
  'POST /v1/inventory/defaults/filter': 'signed-in',
  'POST /v1/inventory': ['canManageInventory'],
  'DELETE /v1/inventory': ['canManageInventory'],
  'POST /v1/inventory/defaults/company/add': ['canManageInventory'],

  // Forms and report templates (issue 23): read with canAccessReports or canModifyForms, changed with
  // canModifyForms; beta ones exist only for canAccessBetaForms (the service hides them: 404).
  'GET /v1/forms': FORMS_READ,
  'GET /v1/forms/:id': FORMS_READ,
  'POST /v1/forms': ['canModifyForms'],
  'PUT /v1/forms/:id': ['canModifyForms'],
  'POST /v1/forms/:id/archive': ['canModifyForms'],
  'POST /v1/forms/:id/restore': ['canModifyForms'],
  'GET /v1/reportTemplates': FORMS_READ,
  'GET /v1/reportTemplates/:id': FORMS_READ,
  'POST /v1/reportTemplates': ['canModifyForms'],
  'PUT /v1/reportTemplates/:id': ['canModifyForms'],
  'POST /v1/reportTemplates/:id/archive': ['canModifyForms'],
  'POST /v1/reportTemplates/:id/restore': ['canModifyForms'],

  // Appointment types: read with the calendar; created and edited with canModifyCompanyDetails.
  'GET /v1/appointments/types/available': ['canAccessCalendar'],
  'POST /v1/appointments/types/save': ['canModifyCompanyDetails'],
  'DELETE /v1/appointments/types': ['canModifyCompanyDetails'],

  // Appointments: the calendar; who may change which one is decided per appointment (can_edit, attendee).
  'GET /v1/appointments/find': ['canAccessCalendar'],
  'GET /v1/appointments/defaults/values': ['canAccessCalendar'],
  'POST /v1/appointments': ['canAccessCalendar'],
  'PUT /v1/appointments': ['canAccessCalendar'],
  'PUT /v1/appointments/status': ['canAccessCalendar'],
  'POST /v1/appointments/unscheduled/mark': ['canAccessCalendar'],
  'PUT /v1/appointments/lock': ['canAccessCalendar'],
  'DELETE /v1/appointments': ['canAccessCalendar'],
  'DELETE /v1/appointments/upcoming': ['canAccessCalendar'],
  'POST /v1/appointments/search': ['canAccessCalendar'],
  'POST /v1/appointments/calendar': ['canAccessCalendar'],
  'POST /v1/appointments/runsheets': ['canAccessCalendar', 'canGenerateRunsheets'],
  'POST /v1/appointments/staff/availability': ['canAccessCalendar'],
  'GET /v1/appointments/staff': ['canAccessCalendar'],
  'GET /v1/appointments/climate': ['canAccessCalendar'],
  'GET /v1/communications/sms/price': 'signed-in',
  // Refused (403) unless the user may see a record the message belongs to.
  'GET /v1/communications/message/contents': 'signed-in',
  'GET /v1/communications/msg/:reference': 'public',
  'POST /v1/appointments/notify': ['canAccessCalendar'],
  ...recordRoutes('/v1/appointments', RECORD_ACCESS.appointment),

  // Clients: canAccessClients reads, creates (Create New Client, with its sign-up request) and keeps notes;
  // changing an existing client (details, contacts, groups, archive/restore, resending the sign-up
  // request to its email) needs canEditClients as well; export and import their own.
  'GET /v1/clients': ['canAccessClients'],
  'GET /v1/clients/defaults': ['canAccessClients'],
  'POST /v1/clients': ['canAccessClients'],
  'PUT /v1/clients': ['canAccessClients', 'canEditClients'],
  'DELETE /v1/clients': ['canAccessClients', 'canEditClients'],
  'POST /v1/clients/search': ['canAccessClients'],
  'GET /v1/clients/groups': ['canAccessClients'],
  'GET /v1/clients/addresses': ['canAccessClients'],
  'GET /v1/clients/emails': ['canAccessClients'],
  'GET /v1/clients/phones': ['canAccessClients'],
  'POST /v1/refer/email/resend': ['canAccessClients', 'canEditClients'],
  'GET /v1/clients/export': ['canExportClients'],
  'POST /v1/clients/import': ['canAccessClients', 'canImportData'],
  ...recordRoutes('/v1/clients', RECORD_ACCESS.client),

  // Files: uploading and opening one's own files needs only a session; the file area canAccessFiles.
  'POST /v1/files/upload': 'signed-in',
  'GET /v1/files': 'signed-in',
  'POST /v1/files': 'signed-in',
  'GET /v1/files/download': 'signed-in',
  'POST /v1/files/upload/zip': ['canAccessFiles'],
  'POST /v1/files/details': ['canAccessFiles'],
  'GET /v1/files/search': ['canAccessFiles'],
  'GET /v1/files/categories': ['canAccessFiles'],
  'POST /v1/files/categories': ['canAccessFiles', 'canManageFiles'],
  'DELETE /v1/files': ['canAccessFiles'],
  'POST /v1/files/toggleVisibility': ['canAccessFiles'],

  // Staff and licences: canManageUsers for everything.
  [`GET ${USERS}`]: ['canManageUsers'],
  [`POST ${USERS}`]: ['canManageUsers'],
  [`PUT ${USERS}`]: ['canManageUsers'],
  [`DELETE ${USERS}`]: ['canManageUsers'],
  [`GET ${USERS}/all`]: ['canManageUsers'],
  [`GET ${USERS}/permissions`]: ['canManageUsers'],
  [`GET ${USERS}/logs`]: ['canManageUsers'],
  ...recordRoutes(USERS, RECORD_ACCESS.user),
  [`GET ${LICENCES}`]: ['canManageUsers'],
  [`POST ${LICENCES}`]: ['canManageUsers'],
  [`PUT ${LICENCES}`]: ['canManageUsers'],
  [`DELETE ${LICENCES}`]: ['canManageUsers'],
  [`GET ${LICENCES}/all`]: ['canManageUsers'],
  // Appointment types require licence types: whoever edits them picks from the list.
  [`GET ${LICENCES}/types`]: { anyOf: ['canManageUsers', 'canModifyCompanyDetails'] },
  [`POST ${LICENCES}/types`]: ['canManageUsers'],
  [`PUT ${LICENCES}/types`]: ['canManageUsers'],
  [`DELETE ${LICENCES}/types`]: ['canManageUsers'],
  ...recordRoutes(LICENCES, RECORD_ACCESS.licence),

  // Reports (issue 23): the section lists them, View opens one and its PDF, Log adds one, Edit does the rest.
  'GET /v1/reports': ['canAccessReports'],
  'POST /v1/reports': ['canLogReports'],
  'GET /v1/reports/:id': ['canViewReports'],
  'GET /v1/reports/:id/pdf': ['canViewReports'],
  'PUT /v1/reports/:id': ['canEditReports'],
  'POST /v1/reports/:id/publish': ['canEditReports'],
  'POST /v1/reports/:id/send': ['canEditReports'],
  'POST /v1/reports/:id/archive': ['canEditReports'],

  // Drawings (issue 23): canAccessDrawings to see them, canManageDrawings as well to change them.
  'GET /v1/drawings': ['canAccessDrawings'],
  'GET /v1/drawings/:id': ['canAccessDrawings'],
  'POST /v1/drawings': ['canAccessDrawings', 'canManageDrawings'],
  'PUT /v1/drawings/:id': ['canAccessDrawings', 'canManageDrawings'],
  'POST /v1/drawings/:id/archive': ['canAccessDrawings', 'canManageDrawings'],
  // Drawing assets (issue 23): managed in settings with canManageDrawingAssets; the drawing editor
  // lists and reads them with canAccessDrawings, so either permission reads.
  'GET /v1/drawings/assets': DRAWING_ASSETS_READ,
  'GET /v1/drawings/assets/:id': DRAWING_ASSETS_READ,
  'GET /v1/drawings/assets/:id/download': DRAWING_ASSETS_READ,
  'POST /v1/drawings/assets': ['canManageDrawingAssets'],
  'PUT /v1/drawings/assets/:id': ['canManageDrawingAssets'],
  'POST /v1/drawings/assets/:id/pin': ['canManageDrawingAssets'],
  'POST /v1/drawings/assets/:id/archive': ['canManageDrawingAssets'],
  'GET /v1/drawings/assets/prefills': ['canManageDrawingAssets'],
  'POST /v1/drawings/assets/prefills': ['canManageDrawingAssets'],

  // Quotations and invoices: the section lists and searches, View opens one, Add creates and changes them.
  ...documentRoutes('/v1/quotation', 'canAccessQuotations', RECORD_ACCESS.quotation, 'canAddQuotations'),
  'POST /v1/quotation/convert': ['canAddQuotations', 'canAddInvoices'],
  ...documentRoutes('/v1/invoice', 'canAccessInvoicing', RECORD_ACCESS.invoice, 'canAddInvoices'),
  // The dashboard's widgets: each the permission of the screen it summarises (dashboard.constants).
  'GET /v1/dashboard/appointments': ['canAccessCalendar'],
  'GET /v1/dashboard/unscheduled': ['canAccessCalendar'],
  'GET /v1/dashboard/quotations': ['canAccessQuotations'],
  'GET /v1/dashboard/invoices': ['canAccessInvoicing'],
  'GET /v1/dashboard/revenue': ['canManagePayments'],
  'GET /v1/dashboard/licences': ['canManageUsers'],
  'POST /v1/payments': ['canManagePayments'],
  'GET /v1/payments': ['canManagePayments'],
  'POST /v1/payments/search': ['canManagePayments'],
  'POST /v1/payments/void': ['canManagePayments'],
  // The subscription, its cards and invoices (billing.schemas); the plan list is for anyone signed in.
  'GET /v1/plans': 'signed-in',
  'POST /v1/plans/coupon': ['canManageBilling'],
  'GET /v1/subscription': ['canManageBilling'],
  'POST /v1/subscription': ['canManageBilling'],
  'POST /v1/subscription/plan': ['canManageBilling'],
  'POST /v1/subscription/cancel': ['canManageBilling'],
  'POST /v1/subscription/resume': ['canManageBilling'],
  'GET /v1/subscription/invoices': ['canManageBilling'],
  'GET /v1/subscription/invoices/:id/pdf': ['canManageBilling'],
  'GET /v1/cards': ['canManageBilling'],
  'POST /v1/cards': ['canManageBilling'],
  'POST /v1/cards/default': ['canManageBilling'],
  'POST /v1/cards/delete': ['canManageBilling'],

  // Client Connect: signing in and up, and what a document's emailed link opens without an account.
  'POST /v1/clientConnect/signIn': 'public',
  'POST /v1/clientConnect/register': 'public',
  'POST /v1/clientConnect/refresh': 'public',
  'POST /v1/clientConnect/logout': 'public',
  'POST /v1/clientConnect/password/forgot': 'public',
  'POST /v1/clientConnect/password/reset': 'public',
  'POST /v1/clientConnect/email/verify': 'public',
  'POST /v1/clientConnect/email/reverse': 'public',
  'PUT /v1/clientConnect/email': 'client',
  'GET /v1/clientConnect/document': 'public',
  'GET /v1/clientConnect/document/pdf': 'public',
  'POST /v1/clientConnect/quotation/accept': 'public',
  'POST /v1/clientConnect/quotation/decline': 'public',
  'POST /v1/clientConnect/invoice/pay': 'public',
  'GET /v1/clientConnect/email/unsubscribe': 'public',
  'POST /v1/clientConnect/email/unsubscribe': 'public',
  // …and the signed-in account's own.
  'POST /v1/clientConnect/email/verify/resend': 'client',
  'PUT /v1/clientConnect/password': 'client',
  'GET /v1/clientConnect/load': 'client',
  'PUT /v1/clientConnect/profile': 'client',
  'GET /v1/clientConnect/home': 'client',
  'GET /v1/clientConnect/business': 'client',
  'POST /v1/clientConnect/refer': 'client',
  'GET /v1/clientConnect/cards': 'client',
  'POST /v1/clientConnect/cards/delete': 'client',
};

export { PORTAL_PERMISSION } from './permissions.constants';

/**
 * What a signed-in staff member without canAccessPortalBusiness may still call, beyond the public
 * session calls (refresh, logout): the user load, which tells the web to show its "no access" screen,
 * and their own credentials — profile (with the password check its email change needs) and password —
 * so the account stays theirs to keep up. Everything else answers 403.
 */
export const PORTAL_ESSENTIAL_ROUTES: readonly string[] = [
  'GET /v1/user/load',
  'PUT /v1/user/profile',
  'POST /v1/user/password/validate',
  'PUT /v1/user/password',
];
