import { CHANNELS, REALTIME_EVENTS } from '@fieldbook/domain/realtime/realtime.constants';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliver, listening, whispers } from '../../../test/fake-realtime';
import { DRAG_FORGET_MS, useDragsElsewhere } from './use-drags-elsewhere';

afterEach(() => {
  whispers.length = 0;
  vi.useRealTimers();
});

describe('drags on other calendars', () => {
  it('marks an appointment another page drags until its drag stops or its change arrives', () => {
    const { result } = renderHook(() => useDragsElsewhere(true));
    expect(listening()).toContain(CHANNELS.calendar);
    act(() => deliver(CHANNELS.calendar, REALTIME_EVENTS.drag, { id: 7, dragging: true }));
    expect([...result.current.moving]).toEqual([7]);
    act(() => deliver(CHANNELS.calendar, REALTIME_EVENTS.drag, { id: 7, dragging: false }));
    expect([...result.current.moving]).toEqual([]);
    act(() => deliver(CHANNELS.calendar, REALTIME_EVENTS.drag, { id: 8, dragging: true }));
    act(() => deliver(CHANNELS.calendar, REALTIME_EVENTS.update, { id: 8 }));
    expect([...result.current.moving]).toEqual([]);
  });

  it('forgets a drag whose end never came', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useDragsElsewhere(true));
    act(() => deliver(CHANNELS.calendar, REALTIME_EVENTS.drag, { id: 9, dragging: true }));
    act(() => vi.advanceTimersByTime(DRAG_FORGET_MS));
    expect([...result.current.moving]).toEqual([]);
  });

  it('whispers this page’s drags, and neither listens nor whispers without calendar access', () => {
    const { result } = renderHook(() => useDragsElsewhere(true));
    act(() => result.current.tell(4, true));
    expect(whispers).toEqual([{ channel: CHANNELS.calendar, event: 'drag.update', data: { id: 4, dragging: true } }]);

    whispers.length = 0;
    const refused = renderHook(() => useDragsElsewhere(false));
    act(() => refused.result.current.tell(4, true));
    expect(whispers).toEqual([]);
  });
});
