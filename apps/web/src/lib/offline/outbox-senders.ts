import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import type { UpdateAppointmentBody } from '@fieldbook/domain/appointments/appointments.schemas';
import { IDEMPOTENCY_HEADER } from '@fieldbook/domain/idempotency/idempotency.schemas';
import type { CreatePaymentBody } from '@fieldbook/domain/payments/payments.schemas';
import { http, type RequestOptions, request } from '../http-client';
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
  /** A photo or file kept as a Blob: uploaded, then attached to the record (`path`: its attachments route). */
  file: { path: string; id: number; file: Blob; name: string };
  payment: CreatePaymentBody;
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

export const OUTBOX_SENDERS: Record<OutboxKind, Sender> = {
  'appointment-status': sender<'appointment-status'>((body, key) => http.put('/appointments/status', body, keyed(key))),
  'appointment-unscheduled': sender<'appointment-unscheduled'>((body, key) =>
    http.post('/appointments/unscheduled/mark', body, keyed(key)),
  ),
  'appointment-edit': sender<'appointment-edit'>((body, key) => http.put('/appointments', body, keyed(key))),
  note: sender<'note'>(({ path, ...body }, key) => http.post(path, body, keyed(key))),
  file: sender<'file'>(async ({ path, id, file, name }, key) => {
    const form = new FormData();
    form.append('files[]', file, name);
    const uploaded = await request<{ files: { id: number }[] }>('POST', '/files/upload', {
      ...keyed(key),
      upload: { form },
    });
    // The attachment is a second change with a key of its own, derived so a replay finds it again.
    await http.post(`${path}/save`, { id, files: uploaded.files.map((f) => f.id) }, keyed(`${key}:attach`));
  }),
  payment: sender<'payment'>((body, key) => http.post('/payments', body, keyed(key))),
};
