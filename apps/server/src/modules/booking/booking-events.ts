import { CHANNELS, REALTIME_EVENTS as E } from '@fieldbook/domain/realtime/realtime.constants';
import type { Realtime } from '../../realtime/realtime';

/**
 * The live calendar update of a booking's appointment, after its transaction committed: the same
 * events the appointments routes send (no staff socket made the change, so none is skipped).
 */
export function announce(realtime: Realtime, companyId: number, change: 'added' | 'updated', appointmentId: number) {
  const event = change === 'added' ? E.add : E.update;
  realtime.publish(companyId, CHANNELS.calendar, event, { id: appointmentId });
  realtime.publish(companyId, CHANNELS.appointment(appointmentId), event, { id: appointmentId });
}
