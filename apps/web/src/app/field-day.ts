import type { QueryClient } from '@tanstack/react-query';
import {
  appointmentQueryOptions,
  appointmentSearchQueryOptions,
  appointmentTimelineOwner,
} from '../features/appointments/index';
import { clientQueryOptions } from '../features/clients/index';
import { timelineQueryOptions } from '../features/timeline/index';

/** Today and the next 7 days. */
const DAYS_AHEAD = 8;
/** More appointments than a week of anyone's work. */
const MOST = 200;
/** Read ahead again at most this often (a re-render, a refocus). */
const FRESH_FOR_MS = 5 * 60_000;

const sqlLocal = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} 00:00:00`;
};

/**
 * Reads the signed-in worker's appointments of today and the next 7 days ahead into the query cache
 * — each one's view, timeline (notes, attachments' details, reports) and clients — so the kept copy
 * (lib/offline/kept-queries.ts) holds the day before the signal goes. Returns how many appointments.
 */
export async function keepFieldDay(client: QueryClient, userId: number, now = new Date()): Promise<number> {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const to = new Date(from.getFullYear(), from.getMonth(), from.getDate() + DAYS_AHEAD);
  const search = {
    start: sqlLocal(from),
    end: sqlLocal(to),
    users: [userId],
    rows: MOST,
    sortBy: 'start_date' as const,
  };
  const { appointments } = await client.fetchQuery({
    ...appointmentSearchQueryOptions(search, true),
    staleTime: FRESH_FOR_MS,
  });
  const clientIds = new Set(appointments.flatMap((appointment) => appointment.clients.map((c) => c.id)));
  await Promise.allSettled([
    ...appointments.flatMap((appointment) => [
      client.prefetchQuery({ ...appointmentQueryOptions(appointment.id, true), staleTime: FRESH_FOR_MS }),
      client.prefetchInfiniteQuery({
        ...timelineQueryOptions(appointmentTimelineOwner(appointment.id), undefined, true),
        staleTime: FRESH_FOR_MS,
      }),
    ]),
    ...[...clientIds].map((id) => client.prefetchQuery({ ...clientQueryOptions(id, true), staleTime: FRESH_FOR_MS })),
  ]);
  return appointments.length;
}
