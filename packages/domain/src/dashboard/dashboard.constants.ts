import type { PermissionKey } from '../permissions/permissions.constants';

/** The dashboard's widgets (issue 24), in their default order. */
export const DASHBOARD_WIDGETS = [
  'appointments_today',
  'appointments_tomorrow',
  'unscheduled',
  'quotations_awaiting',
  'invoices_overdue',
  'revenue',
  'licences_expiring',
] as const;
export type DashboardWidgetKind = (typeof DASHBOARD_WIDGETS)[number];

/** The permission each widget's data needs: the same one as the screen it summarises. */
export const DASHBOARD_WIDGET_PERMISSIONS: Record<DashboardWidgetKind, PermissionKey> = {
  appointments_today: 'canAccessCalendar',
  appointments_tomorrow: 'canAccessCalendar',
  unscheduled: 'canAccessCalendar',
  quotations_awaiting: 'canAccessQuotations',
  invoices_overdue: 'canAccessInvoicing',
  revenue: 'canManagePayments',
  licences_expiring: 'canManageUsers',
};

export const DASHBOARD_WIDGET_TITLES: Record<DashboardWidgetKind, string> = {
  appointments_today: "Today's Appointments",
  appointments_tomorrow: "Tomorrow's Appointments",
  unscheduled: 'Unscheduled Work',
  quotations_awaiting: 'Quotations Awaiting Answer',
  invoices_overdue: 'Overdue Invoices',
  revenue: 'Revenue This Month',
  licences_expiring: 'Licences Expiring Soon',
};

/** The rows a list widget may show ("Widget Settings"). */
export const DASHBOARD_ROW_CHOICES = [3, 5, 10, 20] as const;
export const DASHBOARD_DEFAULT_ROWS = 5;
/** Licences expiring within this many days (the first expiry notice's lead time). */
export const LICENCE_EXPIRY_WINDOW_DAYS = 30;
