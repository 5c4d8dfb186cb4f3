import type { UserLogsPage } from '@fieldbook/domain/account/user-load.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

export interface UserLogsParams {
  page: number;
  rows: number;
}

/** GET /v1/user/logs?page&rows: the signed-in user's own activity log. */
export const getUserLogs = (params: UserLogsParams) =>
  http.get<UserLogsPage>('/user/logs', { query: { page: params.page, rows: params.rows } });

export const userLogsQueryOptions = (params: UserLogsParams) =>
  queryOptions({ queryKey: ['user', 'logs', params], queryFn: () => getUserLogs(params) });

export function useUserLogs(params: UserLogsParams) {
  return useQuery({ ...userLogsQueryOptions(params), placeholderData: keepPreviousData });
}
