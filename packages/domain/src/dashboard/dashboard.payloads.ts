/**
 * What the dashboard's widget calls answer (GET v1/dashboard/…). Money is dollars with two decimals,
 * dates yyyy-MM-dd, times yyyy-MM-dd HH:mm:ss in the record's timezone, as everywhere in the API.
 */
export interface DashboardPage<T> {
  rows: T[];
  total: number;
}

export interface DashboardAppointment {
  id: number;
  reference_id: string;
  title: string;
  status: string;
  start_date: string;
  end_date: string;
  all_day: boolean;
  timezone: string;
  /** The day shown (yyyy-MM-dd, company timezone), for the scheduler link. */
  date: string;
}

export interface DashboardDocument {
  id: number;
  number: string;
  title: string | null;
  client_name: string;
  /** A quotation's expiry date, an invoice's due date. */
  term_date: string | null;
  total: number;
  amount_due: number;
}

export interface DashboardDocuments extends DashboardPage<DashboardDocument> {
  /** The sum over every matching document (not just the page): quotations' totals, invoices' amounts due. */
  sum: number;
}

export interface DashboardRevenue {
  this_month: number;
  last_month: number;
  /** The first day of this month (yyyy-MM-dd, company timezone). */
  month_start: string;
}

export interface DashboardLicence {
  id: number;
  licence_number: string;
  descriptor: string | null;
  expiry_date: string;
  days_left: number;
  holder: { id: number; name: string };
}
