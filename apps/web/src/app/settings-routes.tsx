import { lazyComponent } from '../lib/lazy-component';
import type { AppRouteDef } from './route-def';

/** The settings index and its pages (platform spec section 2). */
export const SETTINGS_ROUTES: readonly AppRouteDef[] = [
  {
    path: 'settings',
    login: 1,
    nav: { label: 'Settings', icon: 'Settings' },
    page: lazyComponent(
      () => import('../features/settings/pages/settings.page'),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: 'settings/profile',
    login: 1,
    nav: { label: 'Profile', icon: 'Person' },
    page: lazyComponent(
      () => import('../features/account/pages/profile.page'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: 'settings/logs',
    login: 1,
    nav: { label: 'Activity Log', icon: 'History' },
    page: lazyComponent(
      () => import('../features/account/pages/logs.page'),
      (m) => m.LogsPage,
    ),
  },
  {
    path: 'settings/business',
    login: 1,
    permission: 'canModifyCompanyDetails',
    nav: { label: 'Business Details', icon: 'Store' },
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
    path: 'settings/branding',
    login: 1,
    permission: 'canModifyCompanyDetails',
    page: lazyComponent(
      () => import('../features/branding/pages/branding.page'),
      (m) => m.BrandingPage,
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
  // Online booking (issue 37): the public page's settings, its link and the website snippets.
  {
    path: 'settings/booking',
    login: 1,
    permission: 'canModifyCompanyDetails',
    page: lazyComponent(
      () => import('../features/booking/pages/booking-settings.page'),
      (m) => m.BookingSettingsPage,
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
    path: 'settings/externalCalendarFeeds',
    login: 1,
    permission: 'canCreateExternalCalendarFeeds',
    page: lazyComponent(
      () => import('../features/calendar-feeds/pages/calendar-feeds.page'),
      (m) => m.CalendarFeedsPage,
    ),
  },
  // The accounting provider (issue 24): its link, logs and one log.
  {
    path: 'settings/accountingProvider',
    login: 1,
    permission: 'canManageProviders',
    page: lazyComponent(
      () => import('../features/accounting/pages/accounting-provider.page'),
      (m) => m.AccountingProviderPage,
    ),
  },
  {
    path: 'settings/accountingProvider/logs',
    login: 1,
    permission: 'canManageProviders',
    page: lazyComponent(
      () => import('../features/accounting/pages/accounting-logs.page'),
      (m) => m.AccountingLogsPage,
    ),
  },
  {
    path: 'settings/accountingProvider/logs/:id',
    login: 1,
    permission: 'canManageProviders',
    numericParams: ['id'],
    page: lazyComponent(
      () => import('../features/accounting/pages/accounting-log.page'),
      (m) => m.AccountingLogPage,
    ),
  },
  {
    path: 'settings/paymentProvider',
    login: 1,
    permission: 'canManageProviders',
    page: lazyComponent(
      () => import('../features/payment-provider/pages/payment-provider.page'),
      (m) => m.PaymentProviderPage,
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
  // Drawing assets (issue 23): the company's symbols for the drawing editor.
  {
    path: 'settings/drawingAssets',
    login: 1,
    permission: 'canManageDrawingAssets',
    page: lazyComponent(
      () => import('../features/drawing-assets/pages/drawing-assets.page'),
      (m) => m.DrawingAssetsPage,
    ),
  },
  {
    path: 'settings/drawingAssets/add',
    login: 1,
    permission: 'canManageDrawingAssets',
    page: lazyComponent(
      () => import('../features/drawing-assets/pages/drawing-asset-edit.page'),
      (m) => m.DrawingAssetAddPage,
    ),
  },
  {
    path: 'settings/drawingAssets/prefills',
    login: 1,
    permission: 'canManageDrawingAssets',
    page: lazyComponent(
      () => import('../features/drawing-assets/pages/drawing-asset-prefills.page'),
      (m) => m.DrawingAssetPrefillsPage,
    ),
  },
  {
    path: 'settings/drawingAssets/:id',
    login: 1,
    permission: 'canManageDrawingAssets',
    numericParams: ['id'],
    page: lazyComponent(
      () => import('../features/drawing-assets/pages/drawing-asset.page'),
      (m) => m.DrawingAssetPage,
    ),
  },
  {
    path: 'settings/drawingAssets/:id/edit',
    login: 1,
    permission: 'canManageDrawingAssets',
    numericParams: ['id'],
    page: lazyComponent(
      () => import('../features/drawing-assets/pages/drawing-asset-edit.page'),
      (m) => m.DrawingAssetEditPage,
    ),
  },
  // Communication templates (issue 24): the wording of the messages sent to clients.
  {
    path: 'settings/templates',
    login: 1,
    permission: 'canAccessCommunicationTemplates',
    page: lazyComponent(
      () => import('../features/communication-templates/pages/communication-templates.page'),
      (m) => m.CommunicationTemplatesPage,
    ),
  },
  {
    path: 'settings/templates/:id',
    login: 1,
    permission: 'canAccessCommunicationTemplates',
    page: lazyComponent(
      () => import('../features/communication-templates/pages/communication-template.page'),
      (m) => m.CommunicationTemplatePage,
    ),
  },
  {
    path: 'settings/templates/:id/edit',
    login: 1,
    permission: 'canAccessCommunicationTemplates',
    page: lazyComponent(
      () => import('../features/communication-templates/pages/communication-template-edit.page'),
      (m) => m.CommunicationTemplateEditPage,
    ),
  },
];
