import { describe, expect, it } from 'vitest';
import { jobAddressOf } from './client-addresses.rules';

describe("a client's job address", () => {
  const billing = { type: 'BILLING', line: 'PO Box 1' };
  const primary = { type: 'PRIMARY', line: '1 Home St' };
  const service = { type: 'SERVICE', line: '9 Site Rd' };

  it('is the service address, else the primary one, else the first, else none', () => {
    expect(jobAddressOf([billing, primary, service])).toBe(service);
    expect(jobAddressOf([billing, primary])).toBe(primary);
    expect(jobAddressOf([billing])).toBe(billing);
    expect(jobAddressOf([])).toBeUndefined();
  });
});
