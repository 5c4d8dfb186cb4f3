/** Where the socket.io server listens (`io(url, { path: REALTIME_PATH, auth: { token } })`). */
export const REALTIME_PATH = '/realtime';

/**
 * The channels a client may join (platform spec: Real-time channels). Company channels are named
 * without the company: the server takes it from the session, so no one can name another's.
 */
export const CHANNELS = {
  calendar: 'Company.Calendar',
  system: 'System',
  /** The signed-in user's own notifications (the server adds the user as it adds the company). */
  notifications: 'User.Notifications',
  appointment: (id: number) => `Company.Appointment.${id}`,
  client: (id: number) => `Company.Client.${id}`,
} as const;

export type ChannelRef =
  | { kind: 'calendar' }
  | { kind: 'system' }
  | { kind: 'notifications' }
  | { kind: 'appointment'; id: number }
  | { kind: 'client'; id: number };

/** A channel's name read back, or null for a name that is not a channel. */
export function parseChannel(name: unknown): ChannelRef | null {
  if (name === CHANNELS.calendar) return { kind: 'calendar' };
  if (name === CHANNELS.system) return { kind: 'system' };
  if (name === CHANNELS.notifications) return { kind: 'notifications' };
  const match = typeof name === 'string' ? /^Company\.(Appointment|Client)\.([1-9]\d{0,15})$/.exec(name) : null;
  if (!match) return null;
  return { kind: match[1] === 'Appointment' ? 'appointment' : 'client', id: Number(match[2]) };
}

/** The events of each channel (`message` events carry `{ channel, event, data }`). */
export const REALTIME_EVENTS = {
  status: 'status.update',
  lock: 'lock.update',
  drag: 'drag.update',
  remove: 'remove',
  add: 'add',
  update: 'update',
  clientSync: 'sync.update',
  maintenance: 'maintenance',
  message: 'message',
  notification: 'notification',
} as const;
export type RealtimeEvent = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

/** Only these travel from one client to the others of a room (a drag in progress). */
export const WHISPER_EVENTS: readonly RealtimeEvent[] = [REALTIME_EVENTS.drag];

export interface RealtimeMessage<T = unknown> {
  channel: string;
  event: RealtimeEvent;
  data: T;
}

export const REALTIME_MESSAGES = {
  unknownChannel: 'There is no such channel.',
  notAllowed: 'You do not have permission to listen on this channel.',
  sessionExpired: 'Your session has expired.',
  statusUpdated: 'Another staff member has updated this appointment status',
  lockUpdated: 'Another staff member has updated this appointment lock state',
  detailsUpdated: 'Another staff member has updated the details for this appointment',
  archived: 'Another staff member has archived this appointment',
  archivedTitle: 'Archived',
} as const;
