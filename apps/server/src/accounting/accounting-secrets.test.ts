import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { accountingProviderOf } from './create-accounting-provider';
import { tokenCipher } from './token-cipher';

describe('provider tokens at rest', () => {
  const cipher = tokenCipher('secret-one');

  it('seal to a different text each time and open to the token', () => {
    const a = cipher.seal('xrt_refresh_token');
    const b = cipher.seal('xrt_refresh_token');
    expect(a).not.toBe(b);
    expect(a).not.toContain('xrt_refresh_token');
    expect(cipher.open(a)).toBe('xrt_refresh_token');
  });

  it('do not open with another app secret, nor once changed', () => {
    const sealed = cipher.seal('xat_access');
    expect(tokenCipher('secret-two').open(sealed)).toBeNull();
    const [v, iv, tag, data] = sealed.split('.');
    const flipped = `${data?.[0] === 'A' ? 'B' : 'A'}${data?.slice(1)}`;
    expect(cipher.open([v, iv, tag, flipped].join('.'))).toBeNull();
    expect(cipher.open('not-sealed')).toBeNull();
  });
});

describe('choosing the accounting provider', () => {
  it('is the sandbox by default; Xero needs its client id and secret or the server does not start', () => {
    const base = { DATA_DIR: mkdtempSync(join(tmpdir(), 'fieldbook-accounting-')), APP_SECRET: 'x' };
    expect(accountingProviderOf(loadConfig(base)).name).toBe('sandbox');
    expect(() => loadConfig({ ...base, ACCOUNTING_PROVIDER: 'xero', XERO_CLIENT_ID: 'id' })).toThrow(
      'ACCOUNTING_PROVIDER=xero needs XERO_CLIENT_SECRET',
    );
    const config = loadConfig({ ...base, ACCOUNTING_PROVIDER: 'xero', XERO_CLIENT_ID: 'id', XERO_CLIENT_SECRET: 's' });
    expect(config.XERO_API_URL).toBe('https://api.xero.com');
    const xero = accountingProviderOf(config);
    expect(xero.name).toBe('xero');
    expect(new URL(xero.consentUrl('st', 'https://app.example/cb')).origin).toBe('https://login.xero.com');
  });
});
