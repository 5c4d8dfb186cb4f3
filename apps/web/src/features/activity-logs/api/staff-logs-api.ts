import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

/** One activity-log row as GET users/logs answers it. */
export interface LogEntry {
  id: number;
  type: 'log';
  action: string;
  description: string;
  created_at: string;
  user: { id: number; name: string; initials: string; color: string } | null;
  subject: { type: string; id: number } | null;
}

export interface StaffLogsQuery {
  /** Absent: the whole company's log. */
  userId?: number;
  page: number;
  search: string;
}

/** GET /v1/business/company/users/logs: a page of the log and the page count (max). */
export function useStaffLogs({ userId, page, search }: StaffLogsQuery) {
  return useQuery({
    queryKey: ['staff', 'logs', userId ?? 'company', page, search],
    queryFn: () =>
      http.get<{ timeline: LogEntry[]; max: number }>('/business/company/users/logs', {
        query: { user_id: userId, page, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}
