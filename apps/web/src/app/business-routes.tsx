import Badge from '@mui/icons-material/Badge';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Dashboard from '@mui/icons-material/Dashboard';
import Draw from '@mui/icons-material/Draw';
import DynamicForm from '@mui/icons-material/DynamicForm';
import Email from '@mui/icons-material/Email';
import Folder from '@mui/icons-material/Folder';
import History from '@mui/icons-material/History';
import Inventory2 from '@mui/icons-material/Inventory2';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Settings from '@mui/icons-material/Settings';
import Store from '@mui/icons-material/Store';
import { lazyComponent } from '../lib/lazy-component';
import type { AppRouteDef } from './route-def';

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
    nav: { label: 'Home', icon: Dashboard },
    page: lazyComponent(
      () => import('../features/dashboard/pages/home.page'),
      (m) => m.HomePage,
    ),
  },
  {
    path: 'scheduler',
    login: 1,
    permission: 'canAccessCalendar',
    nav: { label: 'Scheduler', icon: CalendarMonth, section: true },
    page: lazyComponent(
      () => import('../features/scheduler/pages/scheduler.page'),
      (m) => m.SchedulerPage,
    ),
  },
  {
    path: 'scheduler/calendar',
    login: 1,
    permission: 'canAccessCalendar',
    page: lazyComponent(
      () => import('../features/scheduler/pages/scheduler.page'),
      (m) => m.SchedulerPage,
    ),
  },
  {
    path: 'scheduler/staff',
    login: 1,
    permission: 'canAccessCalendar',
    page: lazyComponent(
      () => import('../features/scheduler/pages/staff-schedule.page'),
      (m) => m.StaffSchedulePage,
    ),
  },
  {
    path: 'scheduler/list',
    login: 1,
    permission: 'canAccessCalendar',
    page: lazyComponent(
      () => import('../features/scheduler/pages/appointment-list.page'),
      (m) => m.AppointmentListPage,
    ),
  },
  {
    path: 'scheduler/runsheets',
    login: 1,
    // The calendar's own tabs lead here, so the runsheets' permission is the one to check.
    permission: 'canGenerateRunsheets',
    page: lazyComponent(
      () => import('../features/scheduler/pages/runsheets.page'),
      (m) => m.RunsheetsPage,
    ),
  },
  {
    path: 'clients',
    login: 1,
    permission: 'canAccessClients',
    nav: { label: 'Clients', icon: People, section: true },
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
    nav: { label: 'Staff', icon: Badge, section: true },
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
      () => import('../features/staff/pages/staff-user.page'),
      (m) => m.StaffUserPage,
    ),
  },
  {
    path: 'inventory',
    login: 1,
    nav: { label: 'Inventory', icon: Inventory2, section: true },
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
  {
    path: 'forms',
    login: 1,
    permission: 'canAccessReports',
    nav: { label: 'Forms', icon: DynamicForm, section: true },
    page: lazyComponent(
      () => import('../features/forms/pages/forms.page'),
      (m) => m.FormsPage,
    ),
  },
  {
    path: 'forms/add',
    login: 1,
    permission: 'canModifyForms',
    page: lazyComponent(
      () => import('../features/forms/pages/form-edit.page'),
      (m) => m.FormCreatePage,
    ),
  },
  {
    path: 'forms/create',
    login: 1,
    permission: 'canModifyForms',
    page: lazyComponent(
      () => import('../features/forms/pages/form-edit.page'),
      (m) => m.FormCreatePage,
    ),
  },
  {
    path: 'forms/:formId',
    login: 1,
    permission: 'canAccessReports',
    page: lazyComponent(
      () => import('../features/forms/pages/form-view.page'),
      (m) => m.FormViewPage,
    ),
  },
  {
    path: 'forms/:id/edit',
    login: 1,
    permission: 'canModifyForms',
    page: lazyComponent(
      () => import('../features/forms/pages/form-edit.page'),
      (m) => m.FormEditPage,
    ),
  },
  {
    path: 'drawings',
    login: 1,
    permission: 'canAccessDrawings',
    nav: { label: 'Drawings', icon: Draw, section: true },
    page: lazyComponent(
      () => import('../features/drawings/pages/drawings.page'),
      (m) => m.DrawingsPage,
    ),
  },
  {
    path: 'drawings/add',
    login: 1,
    permission: 'canManageDrawings',
    page: lazyComponent(
      () => import('../features/drawings/pages/drawing-edit.page'),
      (m) => m.DrawingAddPage,
    ),
  },
  {
    path: 'drawings/annotate',
    login: 1,
    permission: 'canAccessDrawings',
    page: lazyComponent(
      () => import('../features/drawings/pages/photo-annotate.page'),
      (m) => m.PhotoAnnotatePage,
    ),
  },
  {
    path: 'drawings/:drawingId/edit',
    login: 1,
    permission: 'canManageDrawings',
    numericParams: ['drawingId'],
    page: lazyComponent(
      () => import('../features/drawings/pages/drawing-edit.page'),
      (m) => m.DrawingEditPage,
    ),
  },
  {
    path: 'drawings/:id',
    login: 1,
    permission: 'canAccessDrawings',
    numericParams: ['id'],
    page: lazyComponent(
      () => import('../features/drawings/pages/drawing.page'),
      (m) => m.DrawingPage,
    ),
  },
  {
    path: 'quotations',
    login: 1,
    permission: 'canAccessQuotations',
    nav: { label: 'Quotations', icon: RequestQuote, section: true },
    page: lazyComponent(
      () => import('../features/documents/pages/documents-list.page'),
      (m) => m.QuotationsPage,
    ),
  },
  {
    path: 'quotations/add',
    login: 1,
    permission: 'canAddQuotations',
    page: lazyComponent(
      () => import('../features/documents/pages/document-form.page'),
      (m) => m.AddQuotationPage,
    ),
  },
  {
    path: 'quotations/:id/edit',
    login: 1,
    permission: 'canAddQuotations',
    page: lazyComponent(
      () => import('../features/documents/pages/document-form.page'),
      (m) => m.EditQuotationPage,
    ),
  },
  {
    path: 'quotations/:id',
    login: 1,
    permission: 'canViewQuotations',
    page: lazyComponent(
      () => import('../features/documents/pages/document-view.page'),
      (m) => m.QuotationPage,
    ),
  },
  {
    path: 'invoicing',
    login: 1,
    permission: 'canAccessInvoicing',
    nav: { label: 'Invoicing', icon: ReceiptLong, section: true },
    page: lazyComponent(
      () => import('../features/documents/pages/documents-list.page'),
      (m) => m.InvoicesPage,
    ),
  },
  {
    path: 'invoicing/add',
    login: 1,
    permission: 'canAddInvoices',
    page: lazyComponent(
      () => import('../features/documents/pages/document-form.page'),
      (m) => m.AddInvoicePage,
    ),
  },
  {
    path: 'invoicing/:id/edit',
    login: 1,
    permission: 'canAddInvoices',
    page: lazyComponent(
      () => import('../features/documents/pages/document-form.page'),
      (m) => m.EditInvoicePage,
    ),
  },
  {
    path: 'invoicing/:id',
    login: 1,
    permission: 'canViewInvoicing',
    page: lazyComponent(
      () => import('../features/documents/pages/document-view.page'),
      (m) => m.InvoicePage,
    ),
  },
  {
    path: 'payments',
    login: 1,
    permission: 'canManagePayments',
    nav: { label: 'Payments', icon: Payments, section: true },
    page: lazyComponent(
      () => import('../features/payments/pages/payments.page'),
      (m) => m.PaymentsPage,
    ),
  },
  {
    path: 'payments/:id',
    login: 1,
    permission: 'canManagePayments',
    page: lazyComponent(
      () => import('../features/payments/pages/payment.page'),
      (m) => m.PaymentPage,
    ),
  },
  {
    path: 'files',
    login: 1,
    permission: 'canAccessFiles',
    nav: { label: 'Files', icon: Folder },
    page: lazyComponent(
      () => import('../features/files/pages/files.page'),
      (m) => m.FilesPage,
    ),
  },
  {
    path: 'settings',
    login: 1,
    nav: { label: 'Settings', icon: Settings },
    page: lazyComponent(
      () => import('../features/settings/pages/settings.page'),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: 'settings/profile',
    login: 1,
    nav: { label: 'Profile', icon: Person },
    page: lazyComponent(
      () => import('../features/account/pages/profile.page'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: 'settings/logs',
    login: 1,
    nav: { label: 'Activity Log', icon: History },
    page: lazyComponent(
      () => import('../features/account/pages/logs.page'),
      (m) => m.LogsPage,
    ),
  },
  {
    path: 'settings/business',
    login: 1,
    permission: 'canModifyCompanyDetails',
    nav: { label: 'Business Details', icon: Store },
    page: lazyComponent(
      () => import('../features/company/pages/business-settings.page'),
      (m) => m.BusinessSettingsPage,
    ),
  },
  {
    path: 'settings/defaults',
    login: 1,
    permission: 'canModifyCompanyDetails',
    page: lazyComponent(
      () => import('../features/company/pages/system-defaults.page'),
      (m) => m.SystemDefaultsPage,
    ),
  },
  {
    path: 'settings/appointments',
    login: 1,
    permission: 'canModifyCompanyDetails',
    page: lazyComponent(
      () => import('../features/appointment-types/pages/appointment-types-settings.page'),
      (m) => m.AppointmentTypesSettingsPage,
    ),
  },
  {
    path: 'settings/subscription',
    login: 1,
    permission: 'canManageBilling',
    page: lazyComponent(
      () => import('../features/billing/pages/subscription.page'),
      (m) => m.SubscriptionPage,
    ),
  },
  {
    path: 'settings/clientCsvImport',
    login: 1,
    permission: 'canImportData',
    page: lazyComponent(
      () => import('../features/clients-import/pages/client-csv-import.page'),
      (m) => m.ClientCsvImportPage,
    ),
  },
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
    login: 0,
    sandboxOnly: true,
    nav: { label: 'Mailbox', icon: Email },
    page: lazyComponent(
      () => import('../features/mailbox/pages/mailbox.page'),
      (m) => m.MailboxPage,
    ),
  },
];
