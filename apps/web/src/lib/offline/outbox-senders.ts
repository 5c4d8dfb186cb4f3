import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import type { UpdateAppointmentBody } from '@fieldbook/domain/appointments/appointments.schemas';
import { IDEMPOTENCY_HEADER } from '@fieldbook/domain/idempotency/idempotency.constants';
import type { CreatePaymentBody, PaymentChanged } from '@fieldbook/domain/payments/payments.schemas';
import type { ReportPayload } from '@fieldbook/domain/reports/reports.payloads';
import type { CreateReportInput, PublishReportBody, UpdateReportBody } from '@fieldbook/domain/reports/reports.schemas';
import { http, type RequestOptions, request } from '../http-client';
import { rememberCreated, serverIdOf } from './created-ids';
import type { OutboxItem } from './offline-db';
import type { Sender } from './outbox';

/**
 * What each kind of queued change sends. They live here, in the shell's path rather than in the
 * features' lazy chunks, so a queue left by an earlier page replays on any screen. Every request
 * carries the change's idempotency key and is quiet: the queue shows each refusal itself.
 */
export interface OutboxPayloads {
  'appointment-status': { id: number; status: AppointmentStatus };
  'appointment-unscheduled': { id: number };
  /** An edit of the appointment as it was at `updated_at`; a newer one answers 409. */
  'appointment-edit': UpdateAppointmentBody;
  /** A note on a record: `path` is its owner's notes route (`/appointments/notes`, `/clients/notes`). */
  note: { path: string; id: number; value: string; is_hidden: boolean };
  /** A photo or file kept on the device: uploaded, then attached to the record (`path`: its attachments route). */
  file: { path: string; id: number; file: KeptFile };
  /** Recorded once per key: the body's `idempotency_key` is always the item's key (a retried one gets a new key). */
  payment: CreatePaymentBody;
  /**
   * A new report (POST /reports), made on the device as the provisional `ref` (lib/offline/created-ids):
   * its queued saves and publishing name `ref`, and go to the server's id once it answers.
   */
  'report-create': { ref: number; body: CreateReportInput };
  /**
   * A draft's answers (PUT /reports/:id) and the images drawn or taken for it, uploaded first (see
   * ReportImageUpload). `id` may be a provisional one, of a report created in the queue before it.
   */
  report: { id: number; body: UpdateReportBody; images: ReportImageUpload[] };
  /** A draft published (POST /reports/:id/publish), after its queued saves; `id` as a save's. */
  'report-publish': { id: number; body: Partial<PublishReportBody> };
}

/**
 * A file's bytes as the queue keeps them. Bytes rather than a Blob: an ArrayBuffer stores the same in
 * every browser's IndexedDB (and in the tests' fake one, which keeps no Blob).
 */
export interface KeptFile {
  bytes: ArrayBuffer;
  type: string;
  name: string;
}

export const keepFile = async (file: Blob, name: string): Promise<KeptFile> => ({
  bytes: await file.arrayBuffer(),
  type: file.type,
  name,
});

/**
 * A signature or photo of a queued report: `ref` stands for its file id in the answer of `field` (the
 * answer itself, or one entry of a photo list) until it is uploaded.
 */
export interface ReportImageUpload {
  field: string;
  ref: number;
  file: KeptFile;
}

export type OutboxKind = keyof OutboxPayloads;

const REFUSALS = [400, 403, 404, 409, 410, 413, 422];

const keyed = (key: string, extra: Partial<RequestOptions> = {}): RequestOptions => ({
  headers: { [IDEMPOTENCY_HEADER]: key },
  quiet: true,
  expected: REFUSALS,
  ...extra,
});

function sender<K extends OutboxKind>(send: (payload: OutboxPayloads[K], key: string) => Promise<unknown>): Sender {
  return async (item: OutboxItem) => {
    await send(item.payload as OutboxPayloads[K], item.key);
  };
}

/** Uploads one file under `key` (a repeat answers the same stored file); answers its id. */
async function upload({ bytes, type, name }: KeptFile, key: string): Promise<number> {
  const form = new FormData();
  form.append('files[]', new Blob([bytes], { type }), name);
  const uploaded = await request<{ files: { id: number }[] }>('POST', '/files/upload', {
    ...keyed(key),
    upload: { form },
  });
  const [stored] = uploaded.files;
  if (!stored) throw new Error(`${name} could not be stored.`);
  return stored.id;
}

/** A photo or file uploaded, then attached to its record. */
export async function sendFile({ path, id, file }: OutboxPayloads['file'], key: string) {
  const fileId = await upload(file, key);
  // The attachment is a second change with a key of its own, derived so a replay finds it again.
  return http.post<unknown>(`${path}/save`, { id, files: [fileId] }, keyed(`${key}:attach`));
}

const swapRef = (value: unknown, ref: number, id: number): unknown =>
  value === ref ? id : Array.isArray(value) ? value.map((entry) => (entry === ref ? id : entry)) : value;

/** A new report; the server's id is kept for the changes queued behind it under its provisional one. */
export async function createReport({ ref, body }: OutboxPayloads['report-create'], key: string) {
  const { report } = await http.post<{ report: ReportPayload }>('/reports', body, keyed(key));
  await rememberCreated(ref, report.id);
  return report;
}

/** A report's images uploaded (each under a key derived from the change's), then its answers saved with their ids. */
export async function sendReport({ id, body, images }: OutboxPayloads['report'], key: string): Promise<ReportPayload> {
  const answers = { ...body.answers };
  for (const [index, image] of images.entries()) {
    const fileId = await upload(image.file, `${key}:image:${index}`);
    answers[image.field] = swapRef(answers[image.field], image.ref, fileId);
  }
  const saved = `/reports/${await serverIdOf(id)}`;
  return (await http.put<{ report: ReportPayload }>(saved, { ...body, answers }, keyed(key))).report;
}

export const publishReport = async ({ id, body }: OutboxPayloads['report-publish'], key: string) =>
  (await http.post<{ report: ReportPayload }>(`/reports/${await serverIdOf(id)}/publish`, body, keyed(key))).report;

export const sendPayment = (body: CreatePaymentBody, key: string) =>
  http.post<PaymentChanged>('/payments', { ...body, idempotency_key: key }, keyed(key));

export const OUTBOX_SENDERS: Record<OutboxKind, Sender> = {
  'appointment-status': sender<'appointment-status'>((body, key) => http.put('/appointments/status', body, keyed(key))),
  'appointment-unscheduled': sender<'appointment-unscheduled'>((body, key) =>
    http.post('/appointments/unscheduled/mark', body, keyed(key)),
  ),
  'appointment-edit': sender<'appointment-edit'>((body, key) => http.put('/appointments', body, keyed(key))),
  note: sender<'note'>(({ path, ...body }, key) => http.post(path, body, keyed(key))),
  file: sender<'file'>(sendFile),
  payment: sender<'payment'>(sendPayment),
  'report-create': sender<'report-create'>(createReport),
  report: sender<'report'>(sendReport),
  'report-publish': sender<'report-publish'>(publishReport),
};
