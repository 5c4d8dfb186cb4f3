import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline, noteAnswered, noteNoAnswer, PROBE_EVERY_MS, subscribeNetwork } from './network-state';

describe('network state', () => {
  afterEach(() => {
    noteAnswered();
    vi.useRealTimers();
  });

  it('is offline once a request finds no network, though the browser says online, until the server answers a probe', async () => {
    vi.useFakeTimers();
    const changes = vi.fn();
    const unsubscribe = subscribeNetwork(changes);
    let reachable = false;
    const probe = vi.fn(() => (reachable ? Promise.resolve('answer') : Promise.reject(new TypeError('Failed'))));

    expect(navigator.onLine).toBe(true);
    noteNoAnswer(probe);
    expect(isOnline()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(1);

    // Still no network: the probe fails and the page stays offline.
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(isOnline()).toBe(false);

    reachable = true;
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(isOnline()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);

    // Online again: no more probes.
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS * 3);
    expect(probe).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('believes the browser when it says the network is back', () => {
    noteNoAnswer(() => Promise.reject(new TypeError('Failed')));
    expect(isOnline()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(isOnline()).toBe(true);
  });

  it('is offline while the browser says so, whatever the last request did', () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    expect(isOnline()).toBe(false);
    Reflect.deleteProperty(navigator, 'onLine');
    expect(isOnline()).toBe(true);
  });
});
