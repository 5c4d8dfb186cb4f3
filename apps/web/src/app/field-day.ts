import type { QueryClient } from '@tanstack/react-query';
import {
  appointmentQueryOptions,
  appointmentSearchQueryOptions,
  appointmentTimelineOwner,
} from '../features/appointments/index';
import { clientQueryOptions } from '../features/clients/index';
import { activeTemplatesQueryOptions, formQueryOptions } from '../features/forms/index';
import { timelineQueryOptions } from '../features/timeline/index';

/** Today and the next 7 days. */
const DAYS_AHEAD = 8;
/** More appointments than a week of anyone's work. */
const MOST = 200;
/** Form versions read ahead for the report templates, at most (a company has a handful). */
const MOST_FORMS = 30;
/** Read ahead again at most this often (a re-render, a refocus). */
const FRESH_FOR_MS = 5 * 60_000;

const sqlLocal = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} 00:00:00`;
};

/**
 * Reads the signed-in worker's appointments of today and the next 7 days ahead into the query cache
 * — each one's view, timeline (notes, attachments' details, reports) and clients, and the report
 * templates with their forms, so a report can be started offline — so the kept copy
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
    keepReportForms(client),
  ]);
  return appointments.length;
}

/** The templates a report is made from, and the form version each one fills. */
async function keepReportForms(client: QueryClient) {
  const { templates } = await client.fetchQuery({ ...activeTemplatesQueryOptions(true), staleTime: FRESH_FOR_MS });
  const versions = new Map(templates.map((t) => [`${t.form_id}:${t.form_version}`, t]));
  await Promise.allSettled(
    [...versions.values()]
      .slice(0, MOST_FORMS)
      .map((t) =>
        client.prefetchQuery({ ...formQueryOptions(t.form_id, t.form_version, true), staleTime: FRESH_FOR_MS }),
      ),
  );
}
