import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the loader, as on a page that has not loaded square.js yet. */
const loader = async () => {
  vi.resetModules();
  return import('./square-web-payments');
};

const scripts = () => [...document.head.querySelectorAll('script')];

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete window.Square;
});

describe('square.js', () => {
  it('comes from Square’s sandbox for a sandbox application, from production otherwise', async () => {
    const { squareScriptFor } = await loader();
    expect(squareScriptFor('sandbox-sq0idb-abc')).toBe('https://sandbox.web.squarecdn.com/v1/square.js');
    expect(squareScriptFor('sq0idp-abc')).toBe('https://web.squarecdn.com/v1/square.js');
  });

  it('is loaded only when asked for, then starts payments for the application and location', async () => {
    const { squarePayments } = await loader();
    expect(scripts()).toEqual([]);
    const payments = { card: vi.fn() };
    const started = squarePayments('sq0idp-abc', 'LMAIN');
    const [script] = scripts();
    expect(script?.src).toBe('https://web.squarecdn.com/v1/square.js');
    const start = vi.fn(() => payments);
    window.Square = { payments: start };
    script?.dispatchEvent(new Event('load'));
    expect(await started).toBe(payments);
    expect(start).toHaveBeenCalledWith('sq0idp-abc', 'LMAIN');
  });

  it('rejects when square.js cannot be loaded, and tries again the next time', async () => {
    const { squarePayments } = await loader();
    const failed = squarePayments('sq0idp-abc', 'LMAIN');
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('square.js could not be loaded');
    expect(scripts()).toEqual([]);
    void squarePayments('sq0idp-abc', 'LMAIN').catch(() => {});
    expect(scripts()).toHaveLength(1);
  });
});
