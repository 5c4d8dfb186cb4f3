import 'fake-indexeddb/auto';
import { IDEMPOTENCY_HEADER } from '@fieldbook/domain/idempotency/idempotency.constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failure, type MockRequest, mockApi, ok } from '../../test/mock-api';
import { session } from '../session/session-store';
import { createdIdOf, forgetCreated, provisionalId } from './created-ids';
import { indexedDbOutboxStore } from './offline-db';
import { createOutbox } from './outbox';
import { OUTBOX_SENDERS } from './outbox-senders';

/**
 * A report made offline (report-create) and the changes queued behind it under its provisional id,
 * through the real senders against a stand-in server that makes each report once per key.
 */
function reportServer() {
  const made = new Map<string, number>();
  const saves: MockRequest[] = [];
  const publishes: MockRequest[] = [];
  /**
   * Whether the next create's answer is lost after the server has made the report: a gateway's timeout
   * (a dropped connection would do the same, but marks the test's page offline for the other tests).
   */
  let loseNextAnswer = false;
  const api = mockApi({
    'POST /v1/reports': (request) => {
      const key = request.headers[IDEMPOTENCY_HEADER] ?? '';
      if (!made.has(key)) made.set(key, 500 + made.size);
      if (loseNextAnswer) {
        loseNextAnswer = false;
        return failure(504, 'Gateway timeout');
      }
      return ok({ report: { id: made.get(key) } });
    },
    'PUT /v1/reports/500': (request) => {
      saves.push(request);
      return ok({ report: { id: 500 } });
    },
    'POST /v1/reports/500/publish': (request) => {
      publishes.push(request);
      return ok({ report: { id: 500 } });
    },
  });
  return {
    api,
    made,
    saves,
    publishes,
    loseAnswer: () => {
      loseNextAnswer = true;
    },
  };
}

let clock = 1_000_000;
const outboxOf = () =>
  createOutbox({ store: indexedDbOutboxStore, senders: OUTBOX_SENDERS, now: () => clock, random: () => 0 });

/** A report started offline on appointment 41, its answers saved and it published, all queued in order. */
async function queueNewReport(outbox: ReturnType<typeof outboxOf>) {
  const ref = provisionalId(clock);
  const record = `/reports:${ref}`;
  await outbox.enqueue({
    kind: 'report-create',
    record,
    label: 'New report',
    payload: { ref, body: { template_id: 3, appointment_id: 41 } },
  });
  await outbox.enqueue({
    kind: 'report',
    record,
    label: 'Report answers',
    payload: { id: ref, body: { answers: { make: 'Rinnai' } }, images: [] },
  });
  await outbox.enqueue({ kind: 'report-publish', record, label: 'Publish report', payload: { id: ref, body: {} } });
  return ref;
}

beforeEach(async () => {
  clock = 1_000_000;
  session.start({ token: 'token', email: 'ada@example.com' });
  await indexedDbOutboxStore.clear();
  await forgetCreated();
});
afterEach(() => indexedDbOutboxStore.clear());

describe('a report created in the queue', () => {
  it('is created first; the save and the publishing behind it go to the id the server gave it', async () => {
    const server = reportServer();
    const outbox = outboxOf();
    const ref = await queueNewReport(outbox);
    expect(ref).toBeLessThan(0);

    const result = await outbox.replay();
    expect(result).toMatchObject({ total: 3, sent: 3, interrupted: false });
    expect(server.made.size).toBe(1);
    expect(server.saves.map((save) => save.body)).toEqual([{ answers: { make: 'Rinnai' } }]);
    expect(server.publishes).toHaveLength(1);
    expect(await createdIdOf(ref)).toBe(500);
    expect(outbox.items()).toEqual([]);
  });

  it('made by the server but its answer lost: sent again under its key, it is the same report, and the rest follow it', async () => {
    const server = reportServer();
    server.loseAnswer();
    const outbox = outboxOf();
    const ref = await queueNewReport(outbox);

    const cut = await outbox.replay();
    expect(cut).toMatchObject({ sent: 0, interrupted: true });
    // The server has it; the device does not know its id, and nothing behind it went.
    expect(server.made.size).toBe(1);
    expect(await createdIdOf(ref)).toBeNull();
    expect(server.saves).toHaveLength(0);

    // A reload (a new outbox over the same store), after the backoff.
    clock += 60_000;
    const again = outboxOf();
    await again.load();
    expect(await again.replay()).toMatchObject({ total: 3, sent: 3 });
    expect(server.made.size).toBe(1);
    const creates = server.api.calls.filter((call) => call.method === 'POST' && call.path === '/v1/reports');
    expect(creates).toHaveLength(2);
    expect(creates[1]?.headers[IDEMPOTENCY_HEADER]).toBe(creates[0]?.headers[IDEMPOTENCY_HEADER]);
    expect(server.saves).toHaveLength(1);
    expect(server.publishes).toHaveLength(1);
  });

  it('refused: held with the server’s message, and the save and publishing behind it wait unsent', async () => {
    const server = mockApi({
      'POST /v1/reports': failure(422, 'The appointment was not found.', {
        appointment_id: ['The appointment was not found.'],
      }),
    });
    const outbox = outboxOf();
    const ref = await queueNewReport(outbox);

    expect(await outbox.replay()).toMatchObject({ sent: 0 });
    expect(outbox.items().map((item) => [item.kind, item.state])).toEqual([
      ['report-create', 'held'],
      ['report', 'pending'],
      ['report-publish', 'pending'],
    ]);
    expect(outbox.items()[0]?.held).toMatchObject({
      kind: 'refused',
      fields: { appointment_id: 'The appointment was not found.' },
    });
    expect(await createdIdOf(ref)).toBeNull();
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /v1/reports']);
  });
});
