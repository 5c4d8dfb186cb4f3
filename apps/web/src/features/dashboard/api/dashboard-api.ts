import type {
  DashboardAppointment,
  DashboardDocuments,
  DashboardLicence,
  DashboardPage,
  DashboardRevenue,
} from '@fieldbook/domain/dashboard/dashboard.payloads';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

// A dashboard is glanced at: a minute old is fresh enough, and returning to it does not refetch at once.
const STALE_MS = 60_000;

function useDashboard<T>(path: string, rows?: number) {
  const url =
    rows === undefined ? `/dashboard/${path}` : `/dashboard/${path}${path.includes('?') ? '&' : '?'}rows=${rows}`;
  return useQuery({
    queryKey: ['dashboard', path, rows],
    queryFn: () => http.get<T>(url, { quiet: true }),
    staleTime: STALE_MS,
  });
}

/** GET dashboard/appointments: the first rows of today's or tomorrow's appointments. */
export const useDayAppointments = (day: 'today' | 'tomorrow', rows: number) =>
  useDashboard<DashboardPage<DashboardAppointment>>(`appointments?day=${day}`, rows);
export const useUnscheduledWork = (rows: number) =>
  useDashboard<DashboardPage<DashboardAppointment>>('unscheduled', rows);
export const useAwaitingQuotations = (rows: number) => useDashboard<DashboardDocuments>('quotations', rows);
export const useOverdueInvoices = (rows: number) => useDashboard<DashboardDocuments>('invoices', rows);
export const useRevenue = () => useDashboard<DashboardRevenue>('revenue');
export const useExpiringLicences = (rows: number) => useDashboard<DashboardPage<DashboardLicence>>('licences', rows);
