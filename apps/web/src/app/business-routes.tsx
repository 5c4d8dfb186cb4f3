import { lazyComponent } from '../lib/lazy-component';
import { DOCUMENT_ROUTES } from './document-routes';
import { FIELD_WORK_ROUTES } from './field-work-routes';
import type { AppRouteDef } from './route-def';
import { SETTINGS_ROUTES } from './settings-routes';

/** The business app routes built so far (platform spec section 2). */
export const BUSINESS_ROUTES: readonly AppRouteDef[] = [
  {
    path: '',
    login: -1,
    lean: true,
    page: lazyComponent(
      () => import('../features/auth/pages/sign-in.page'),
      (m) => m.SignInPage,
    ),
  },
  {
    path: 'signup',
    login: -1,
    page: lazyComponent(
      () => import('../features/auth/pages/sign-up.page'),
      (m) => m.SignUpPage,
    ),
  },
  {
    path: 'password/forgot',
    login: -1,
    page: lazyComponent(
      () => import('../features/auth/pages/forgot-password.page'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: 'password/reset/:code?',
    login: 0,
    page: lazyComponent(
      () => import('../features/auth/pages/reset-password.page'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    // A company reset's emailed link: the page itself asks a signed-out visitor to sign in first.
    path: 'company/reset/:code?',
    login: 0,
    page: lazyComponent(
      () => import('../features/company/pages/company-reset.page'),
      (m) => m.CompanyResetPage,
    ),
  },
  {
    // A staff member's notice emails; Client Connect serves the same page for a client's reminders.
    path: 'email/unsubscribe/:code?',
    login: 0,
    page: lazyComponent(
      () => import('../features/auth/pages/email-unsubscribe.page'),
      (m) => m.EmailUnsubscribePage,
    ),
  },
  {
    path: 'logout',
    login: 0,
    page: lazyComponent(
      () => import('../features/auth/pages/logout.page'),
      (m) => m.LogoutPage,
    ),
  },
  {
    path: 'home',
    login: 1,
    nav: { label: 'Home', icon: 'Dashboard' },
    page: lazyComponent(
      () => import('../features/dashboard/pages/home.page'),
      (m) => m.HomePage,
    ),
  },
  {
    path: 'setup',
    login: 1,
    page: lazyComponent(
      () => import('../features/onboarding/pages/setup.page'),
      (m) => m.SetupPage,
    ),
  },
  {
    // The system check: harmless diagnostics of this browser and the server, for a signed-in user.
    path: 'test',
    login: 1,
    page: lazyComponent(
      () => import('../features/system/pages/system-check.page'),
      (m) => m.SystemCheckPage,
    ),
  },
  {
    path: 'scheduler',
    login: 1,
    permission: 'canAccessCalendar',
    nav: { label: 'Scheduler', icon: 'CalendarMonth', section: true },
    page: lazyComponent(
      () => import('../features/appointments/pages/scheduler.page'),
      (m) => m.SchedulerPage,
    ),
  },
  {
    path: 'scheduler/calendar',
    login: 1,
    permission: 'canAccessCalendar',
    page: lazyComponent(
      () => import('../features/appointments/pages/scheduler.page'),
      (m) => m.SchedulerPage,
    ),
  },
  {
    path: 'scheduler/staff',
    login: 1,
    permission: 'canAccessCalendar',
    page: lazyComponent(
      () => import('../features/appointments/pages/staff-schedule.page'),
      (m) => m.StaffSchedulePage,
    ),
  },
  {
    path: 'scheduler/list',
    login: 1,
    permission: 'canAccessCalendar',
    page: lazyComponent(
      () => import('../features/appointments/pages/appointment-list.page'),
      (m) => m.AppointmentListPage,
    ),
  },
  {
    path: 'scheduler/runsheets',
    login: 1,
    // The calendar's own tabs lead here, so the runsheets' permission is the one to check.
    permission: 'canGenerateRunsheets',
    page: lazyComponent(
      () => import('../features/appointments/pages/runsheets.page'),
      (m) => m.RunsheetsPage,
    ),
  },
  {
    path: 'clients',
    login: 1,
    permission: 'canAccessClients',
    nav: { label: 'Clients', icon: 'People', section: true },
    page: lazyComponent(
      () => import('../features/clients/pages/clients.page'),
      (m) => m.ClientsPage,
    ),
  },
  {
    path: 'clients/groups/:id',
    login: 1,
    permission: 'canAccessClients',
    page: lazyComponent(
      () => import('../features/clients/pages/client-group.page'),
      (m) => m.ClientGroupPage,
    ),
  },
  {
    path: 'clients/:id',
    login: 1,
    permission: 'canAccessClients',
    page: lazyComponent(
      () => import('../features/clients/pages/client.page'),
      (m) => m.ClientPage,
    ),
  },
  {
    path: 'users',
    login: 1,
    permission: 'canManageUsers',
    nav: { label: 'Staff', icon: 'Badge', section: true },
    page: lazyComponent(
      () => import('../features/staff/pages/staff-list.page'),
      (m) => m.StaffListPage,
    ),
  },
  {
    path: 'users/logs',
    login: 1,
    permission: 'canManageUsers',
    page: lazyComponent(
      () => import('../features/activity-logs/pages/staff-logs.page'),
      (m) => m.StaffLogsPage,
    ),
  },
  {
    path: 'users/licences/:id',
    login: 1,
    permission: 'canManageUsers',
    page: lazyComponent(
      () => import('../features/licences/pages/licence.page'),
      (m) => m.LicencePage,
    ),
  },
  {
    path: 'users/:id',
    login: 1,
    permission: 'canManageUsers',
    page: lazyComponent(
      () => import('./staff-user.page'),
      (m) => m.StaffUserPage,
    ),
  },
  {
    path: 'inventory',
    login: 1,
    nav: { label: 'Inventory', icon: 'Inventory2', section: true },
    page: lazyComponent(
      () => import('../features/inventory/pages/inventory.page'),
      (m) => m.InventoryPage,
    ),
  },
  {
    path: 'inventory/:id',
    login: 1,
    page: lazyComponent(
      () => import('../features/inventory/pages/inventory-item.page'),
      (m) => m.InventoryItemPage,
    ),
  },
  ...FIELD_WORK_ROUTES,
  ...DOCUMENT_ROUTES,
  {
    path: 'files',
    login: 1,
    permission: 'canAccessFiles',
    nav: { label: 'Files', icon: 'Folder' },
    page: lazyComponent(
      () => import('../features/files/pages/files.page'),
      (m) => m.FilesPage,
    ),
  },
  ...SETTINGS_ROUTES,
  {
    path: 'email/verify/:code',
    login: 0,
    page: lazyComponent(
      () => import('../features/account/pages/email-change.page'),
      (m) => m.EmailChangePage,
    ),
  },
  {
    path: 'email/reverse/:code',
    login: 0,
    page: lazyComponent(
      () => import('../features/account/pages/email-change.page'),
      (m) => m.EmailChangePage,
    ),
  },
  {
    path: 'mailbox',
    login: 1,
    permission: 'canModifyCompanyDetails',
    sandboxOnly: true,
    nav: { label: 'Mailbox', icon: 'Email' },
    page: lazyComponent(
      () => import('../features/mailbox/pages/mailbox.page'),
      (m) => m.MailboxPage,
    ),
  },
];
