import { CHANNELS, REALTIME_EVENTS } from '@fieldbook/domain/realtime/realtime.constants';
import { useEffect, useRef, useState } from 'react';
import { whisper } from '../../../lib/realtime/realtime-client';
import { useChannel } from '../../../lib/realtime/use-channel';

/** A drag whose end was never heard (a closed tab) stops showing after this long. */
export const DRAG_FORGET_MS = 15_000;

export interface DragWhisper {
  id: number;
  dragging: boolean;
}

/**
 * Drags in progress on other staff members' calendars (whispered on the company calendar channel):
 * the appointments being moved elsewhere, and `tell` to whisper this page's own drags. Only for
 * those with calendar access (`allowed`).
 */
export function useDragsElsewhere(allowed: boolean) {
  const [moving, setMoving] = useState<ReadonlySet<number>>(() => new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const change = (id: number, dragging: boolean) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    if (dragging)
      timers.current.set(
        id,
        setTimeout(() => change(id, false), DRAG_FORGET_MS),
      );
    setMoving((current) => {
      if (current.has(id) === dragging) return current;
      const next = new Set(current);
      if (dragging) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);
  useChannel(allowed ? CHANNELS.calendar : null, (message) => {
    const data = message.data as Partial<DragWhisper> | null;
    if (typeof data?.id !== 'number') return;
    // The drag's own outcome (an update or removal) ends it as surely as its stop.
    change(data.id, message.event === REALTIME_EVENTS.drag && data.dragging === true);
  });
  const tell = (id: number, dragging: boolean) => {
    if (allowed) whisper(CHANNELS.calendar, REALTIME_EVENTS.drag, { id, dragging } satisfies DragWhisper);
  };
  return { moving, tell };
}
