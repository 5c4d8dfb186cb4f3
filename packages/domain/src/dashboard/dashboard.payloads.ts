import { z } from '../zod';

/**
 * What the dashboard's widget calls answer (GET v1/dashboard/…): the routes serialize through these,
 * the service returns their types and the web reads them. Money is dollars with two decimals, dates
 * yyyy-MM-dd, times yyyy-MM-dd HH:mm:ss in the record's timezone, as everywhere in the API.
 */
const pageOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number() });
export interface DashboardPage<T> {
  rows: T[];
  total: number;
}

export const dashboardAppointmentSchema = z.object({
  id: z.number(),
  reference_id: z.string(),
  title: z.string(),
  status: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  all_day: z.boolean(),
  timezone: z.string(),
  /** The day shown (yyyy-MM-dd, company timezone), for the scheduler link. */
  date: z.string(),
});
export type DashboardAppointment = z.infer<typeof dashboardAppointmentSchema>;
export const dashboardAppointmentsSchema = pageOf(dashboardAppointmentSchema);

export const dashboardDocumentSchema = z.object({
  id: z.number(),
  number: z.string(),
  title: z.string().nullable(),
  client_name: z.string(),
  /** A quotation's expiry date, an invoice's due date. */
  term_date: z.string().nullable(),
  total: z.number(),
  amount_due: z.number(),
});
export type DashboardDocument = z.infer<typeof dashboardDocumentSchema>;

export const dashboardDocumentsSchema = pageOf(dashboardDocumentSchema).extend({
  /** The sum over every matching document (not just the page): quotations' totals, invoices' amounts due. */
  sum: z.number(),
});
export type DashboardDocuments = z.infer<typeof dashboardDocumentsSchema>;

export const dashboardRevenueSchema = z.object({
  this_month: z.number(),
  last_month: z.number(),
  /** The first day of this month (yyyy-MM-dd, company timezone). */
  month_start: z.string(),
});
export type DashboardRevenue = z.infer<typeof dashboardRevenueSchema>;

export const dashboardLicenceSchema = z.object({
  id: z.number(),
  licence_number: z.string(),
  descriptor: z.string().nullable(),
  expiry_date: z.string(),
  days_left: z.number(),
  holder: z.object({ id: z.number(), name: z.string() }),
});
export type DashboardLicence = z.infer<typeof dashboardLicenceSchema>;
export const dashboardLicencesSchema = pageOf(dashboardLicenceSchema);
