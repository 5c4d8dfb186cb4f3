import { CHANNELS, REALTIME_EVENTS as E, type RealtimeEvent } from '@fieldbook/domain/realtime/realtime.constants';
import type { FastifyRequest } from 'fastify';
import { authOf } from '../../http/auth';
import { type Realtime, socketOf } from '../../realtime/realtime';

/**
 * Tells the company's open calendars and each appointment's open dialogs what changed (appointments
 * spec: Real-time updates). The routes call it after the service has committed, never before.
 */
export function appointmentEvents(realtime: Realtime) {
  const announce = (
    request: FastifyRequest,
    ids: readonly number[],
    event: RealtimeEvent,
    data: (id: number) => object,
  ) => {
    const { companyId } = authOf(request);
    const fromSocket = socketOf(request);
    for (const id of ids) {
      realtime.publish(companyId, CHANNELS.calendar, event, data(id), fromSocket);
      realtime.publish(companyId, CHANNELS.appointment(id), event, data(id), fromSocket);
    }
  };
  return {
    added: (request: FastifyRequest, ids: readonly number[]) => announce(request, ids, E.add, (id) => ({ id })),
    updated: (request: FastifyRequest, ids: readonly number[]) => announce(request, ids, E.update, (id) => ({ id })),
    status: (request: FastifyRequest, id: number, status: string) =>
      announce(request, [id], E.status, () => ({ id, status })),
    lock: (request: FastifyRequest, id: number, state: boolean) =>
      announce(request, [id], E.lock, () => ({ id, state })),
    removed: (request: FastifyRequest, ids: readonly number[]) => announce(request, ids, E.remove, (id) => ({ id })),
  };
}
