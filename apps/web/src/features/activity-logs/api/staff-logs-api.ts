import type { StaffLogsPayload } from '@fieldbook/domain/staff/staff.payloads';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

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
      http.get<StaffLogsPayload>('/business/company/users/logs', {
        query: { user_id: userId, page, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}
