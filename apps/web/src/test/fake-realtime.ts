import type { RealtimeEvent, RealtimeMessage } from '@fieldbook/domain/realtime/realtime.constants';

/**
 * Stands in for lib/realtime/realtime-client in every component test (test/setup.ts mocks it), so none
 * opens a socket; `deliver(channel, event, data)` plays a server message to whoever listens, and `resync()`
 * a connection coming back.
 */
type Listener = (message: RealtimeMessage) => void;

const listeners = new Map<string, Set<Listener>>();
const resyncs = new Set<() => void>();
export const whispers: { channel: string; event: RealtimeEvent; data: unknown }[] = [];

export function listen(channel: string, listener: Listener, onResync?: () => void): () => void {
  const set = listeners.get(channel) ?? new Set();
  set.add(listener);
  listeners.set(channel, set);
  if (onResync) resyncs.add(onResync);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(channel);
    if (onResync) resyncs.delete(onResync);
  };
}

export function whisper(channel: string, event: RealtimeEvent, data: unknown): void {
  whispers.push({ channel, event, data });
}

export const realtimeSocketId = (): string | undefined => undefined;
export const renewRealtimeTokenWith = (_renew: () => Promise<unknown>): void => {};

export function closeRealtime(): void {}

/** The channels someone listens on now. */
export const listening = (): string[] => [...listeners.keys()];

/** A message from the server on a channel. */
export function deliver(channel: string, event: RealtimeEvent, data: unknown): void {
  for (const listener of [...(listeners.get(channel) ?? [])]) listener({ channel, event, data });
}

/** A dropped connection came back. */
export function resync(): void {
  for (const onResync of [...resyncs]) onResync();
}
