import { REPORT_MESSAGES } from '@fieldbook/domain/reports/reports.constants';
import type { ReportPayload, reportAnswerSchema } from '@fieldbook/domain/reports/reports.payloads';
import type { CreateReportInput, PublishReportBody, SendReportBody } from '@fieldbook/domain/reports/reports.schemas';
import type { z } from '@fieldbook/domain/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { http } from '../../../lib/http-client';
import { asQueued, hasQueued, recordKey, sendOrQueue, useOutboxItems } from '../../../lib/offline/app-outbox';
import { createdIdOf, isProvisional, provisionalId } from '../../../lib/offline/created-ids';
import { createReport, type OutboxPayloads, publishReport, sendReport } from '../../../lib/offline/outbox-senders';

export type Report = ReportPayload;
type Answer = z.infer<typeof reportAnswerSchema>;

const REPORTS = '/reports';
export const reportsQueryKey = ['reports'] as const;
const reportQueryKey = (id: number) => [...reportsQueryKey, 'detail', id] as const;
/** A report as the outbox names it: its queued saves and publishing go in order. */
export const reportRecord = (id: number) => recordKey(REPORTS, id);

/** GET v1/reports/{id}: the report with its form version, answers and their images. */
export function useReport(id: number) {
  return useQuery({
    queryKey: reportQueryKey(id),
    queryFn: async () => (await http.get<Answer>(`${REPORTS}/${id}`, { expected: [404] })).report,
    enabled: id > 0,
  });
}

/** A report the server answered: cached as the detail, and every list and timeline refetched. */
function useReportSaved() {
  const queryClient = useQueryClient();
  return (report: Report) => {
    queryClient.setQueryData(reportQueryKey(report.id), report);
    void queryClient.invalidateQueries({ queryKey: reportsQueryKey });
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes('timeline') });
  };
}

/**
 * POST v1/reports: a new draft; the page shows 422 field errors itself. With `offline` (the draft as
 * the device would show it) a create without a network is queued under a provisional id, and that
 * draft is shown and filled until it is sent (its saves queue behind it). Without, it needs the network.
 */
export function useCreateReport() {
  const saved = useReportSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, offline }: { body: CreateReportInput; offline?: (id: number) => Report }) => {
      const payload = { ref: provisionalId(), body };
      const send = (key: string) => createReport(payload, key);
      if (!offline) return send(crypto.randomUUID());
      const change = { kind: 'report-create', record: reportRecord(payload.ref), label: 'New report', payload };
      const result = await sendOrQueue(change, send);
      if (result.sent) return result.sent;
      const draft = asQueued(offline(payload.ref));
      queryClient.setQueryData(reportQueryKey(draft.id), draft);
      return draft;
    },
    onSuccess: (report) => !isProvisional(report.id) && saved(report),
  });
}

/**
 * The server's id of a report made on this device, looked up once its queued create has left the
 * queue; a server id is itself, and null while the create waits.
 */
export function useCreatedReportId(id: number): number | null {
  const creating = useOutboxItems().some((item) => item.kind === 'report-create' && item.record === reportRecord(id));
  const [created, setCreated] = useState<number | null>(isProvisional(id) ? null : id);
  useEffect(() => {
    if (creating) return;
    let current = true;
    void createdIdOf(id).then((found) => current && setCreated(found));
    return () => {
      current = false;
    };
  }, [id, creating]);
  return created;
}

/**
 * PUT v1/reports/{id}: the draft's answers, after the signatures drawn for it (uploaded first, each
 * under a key of its own). Sent now, or queued without a network: null then, and the queue shows it.
 * 409 (stale, published, archived) and 422 are the page's to show.
 */
export function useSaveReport(id: number) {
  const saved = useReportSaved();
  return useMutation({
    mutationFn: async (change: Omit<OutboxPayloads['report'], 'id'>) => {
      const payload = { id, ...change };
      const queued = { kind: 'report', record: reportRecord(id), label: 'Report answers', payload };
      return (await sendOrQueue(queued, (key) => sendReport(payload, key))).sent;
    },
    onSuccess: (report) => report && saved(report),
  });
}

/**
 * POST v1/reports/{id}/publish (sent now, or queued behind the report's queued saves: null then), or
 * /send for a published one; 409 and 422 are the dialog's to show.
 */
export function useReportAction(id: number, action: 'publish' | 'send') {
  const saved = useReportSaved();
  return useMutation({
    mutationFn: async (body: Partial<PublishReportBody> | SendReportBody): Promise<Report | null> => {
      if (action === 'send') {
        return (await http.post<Answer>(`${REPORTS}/${id}/send`, body, { expected: [409, 422], quiet: true })).report;
      }
      // Behind a queued save the version it names is not the one it will publish: it publishes what the queue saved.
      const { updated_at, ...rest } = body as Partial<PublishReportBody>;
      const payload = { id, body: hasQueued(reportRecord(id)) ? rest : { ...rest, updated_at } };
      const change = { kind: 'report-publish', record: reportRecord(id), label: 'Publish report', payload };
      return (await sendOrQueue(change, (key) => publishReport(payload, key))).sent;
    },
    onSuccess: (report) => report && saved(report),
  });
}

/** What publishing or sending did, as the server says it: sent, held for the invoice, or only published. */
export function reportActionMessage(report: Report, action: 'publish' | 'send', send: boolean) {
  if (report.send_pending && send)
    return action === 'publish' ? REPORT_MESSAGES.heldUntilPaid : REPORT_MESSAGES.sendHeld;
  if (action === 'send') return REPORT_MESSAGES.sent;
  return send ? REPORT_MESSAGES.publishedAndSent : REPORT_MESSAGES.published;
}

/** POST v1/reports/{id}/archive: archives, or restores an archived report. */
export function useToggleReportArchive(id: number) {
  const saved = useReportSaved();
  return useMutation({
    mutationFn: async () => (await http.post<Answer>(`${REPORTS}/${id}/archive`)).report,
    onSuccess: saved,
  });
}

/** GET v1/reports/{id}/pdf: the PDF as the client gets it. */
export const downloadReportPdf = (id: number) => http.download(`${REPORTS}/${id}/pdf`);
