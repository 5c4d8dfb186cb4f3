import { z } from '../zod';
import { DASHBOARD_DEFAULT_ROWS, DASHBOARD_ROW_CHOICES, DASHBOARD_WIDGETS } from './dashboard.constants';

/** One widget on a user's dashboard: which, and how many rows it lists. */
export const dashboardWidgetSchema = z.object({
  kind: z.enum(DASHBOARD_WIDGETS),
  rows: z
    .number()
    .int()
    .min(1)
    .max(Math.max(...DASHBOARD_ROW_CHOICES)),
});
export type DashboardWidget = z.infer<typeof dashboardWidgetSchema>;

/** A user's dashboard layout (the user setting `dashboardWidgets`): the widgets shown, in order, each once. */
export const dashboardLayoutSchema = z
  .array(dashboardWidgetSchema, { error: 'The value must be a list of widgets.' })
  .max(DASHBOARD_WIDGETS.length)
  .refine((widgets) => new Set(widgets.map((widget) => widget.kind)).size === widgets.length, {
    message: 'Each widget may appear once.',
  });

/** The default layout: every widget, in order. */
export const DEFAULT_DASHBOARD_LAYOUT: DashboardWidget[] = DASHBOARD_WIDGETS.map((kind) => ({
  kind,
  rows: DASHBOARD_DEFAULT_ROWS,
}));

/** A list widget's page. */
export const dashboardPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  rows: z.coerce.number().int().min(1).max(50).default(DASHBOARD_DEFAULT_ROWS),
});
export type DashboardPageQuery = z.infer<typeof dashboardPageQuerySchema>;

export const dashboardAppointmentsQuerySchema = dashboardPageQuerySchema.extend({
  day: z.enum(['today', 'tomorrow']).default('today'),
});
export type DashboardAppointmentsQuery = z.infer<typeof dashboardAppointmentsQuerySchema>;
