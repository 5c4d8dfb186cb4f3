import {
  DASHBOARD_WIDGET_PERMISSIONS,
  DASHBOARD_WIDGETS,
  type DashboardWidgetKind,
} from '@fieldbook/domain/dashboard/dashboard.constants';
import {
  type DashboardWidget,
  DEFAULT_DASHBOARD_LAYOUT,
  dashboardLayoutSchema,
} from '@fieldbook/domain/dashboard/dashboard.schemas';

/**
 * The widgets a user sees: their saved layout (the default when none or unreadable), less those whose
 * data they may not read.
 */
export function visibleLayout(saved: unknown, permissions: ReadonlySet<string>): DashboardWidget[] {
  const parsed = dashboardLayoutSchema.safeParse(saved);
  const layout = saved !== undefined && parsed.success ? parsed.data : DEFAULT_DASHBOARD_LAYOUT;
  return layout.filter((widget) => permissions.has(DASHBOARD_WIDGET_PERMISSIONS[widget.kind]));
}

/** The widgets one may add back: permitted and not shown, in the default order. */
export function addableWidgets(layout: DashboardWidget[], permissions: ReadonlySet<string>): DashboardWidgetKind[] {
  const shown = new Set(layout.map((widget) => widget.kind));
  return DASHBOARD_WIDGETS.filter((kind) => !shown.has(kind) && permissions.has(DASHBOARD_WIDGET_PERMISSIONS[kind]));
}

export const removeWidget = (layout: DashboardWidget[], kind: DashboardWidgetKind) =>
  layout.filter((widget) => widget.kind !== kind);

export const setWidgetRows = (layout: DashboardWidget[], kind: DashboardWidgetKind, rows: number) =>
  layout.map((widget) => (widget.kind === kind ? { ...widget, rows } : widget));
