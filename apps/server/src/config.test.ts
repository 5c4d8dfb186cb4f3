import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig, mailProviderOf } from './config';

const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'fieldbook-config-')), APP_SECRET: 'x', ...env });

const SMTP_URL = 'smtp://user:pass@mail.example.com:587';
const NO_MAIL = /SMTP_URL is required to send email .*MAIL_PROVIDER=sandbox keeps every email unsent/;

describe('MAIL_PROVIDER', () => {
  it('refuses a server with neither SMTP nor a chosen sandbox, before it touches its database', async () => {
    const production = config({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(() => mailProviderOf(production)).toThrow(NO_MAIL);
    await expect(buildApp(production)).rejects.toThrow(NO_MAIL);
    // An empty MAIL_PROVIDER is no choice either.
    expect(() => mailProviderOf(config({ MAIL_PROVIDER: '' }))).toThrow(NO_MAIL);
  });

  it('keeps mail in the outbox when the sandbox is chosen, or in the demo without SMTP', () => {
    expect(mailProviderOf(config({ MAIL_PROVIDER: 'sandbox' }))).toBe('sandbox');
    expect(mailProviderOf(config({ DEMO: '1' }))).toBe('sandbox');
  });

  it('sends through SMTP_URL when it is given, demo or not', () => {
    expect(mailProviderOf(config({ SMTP_URL }))).toBe('smtp');
    expect(mailProviderOf(config({ MAIL_PROVIDER: 'smtp', SMTP_URL }))).toBe('smtp');
    expect(mailProviderOf(config({ DEMO: '1', SMTP_URL }))).toBe('smtp');
  });

  it('refuses a half-done or contradictory choice', () => {
    expect(() => mailProviderOf(config({ MAIL_PROVIDER: 'smtp' }))).toThrow('MAIL_PROVIDER=smtp needs SMTP_URL');
    expect(() => mailProviderOf(config({ MAIL_PROVIDER: 'sandbox', SMTP_URL }))).toThrow(
      'MAIL_PROVIDER=sandbox sends no email, yet SMTP_URL is set',
    );
    expect(() => config({ MAIL_PROVIDER: 'mailgun' })).toThrow(/MAIL_PROVIDER/);
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('is 10 unless set, and refuses anything but a whole number from 1 to 200', () => {
    expect(config({}).DATABASE_POOL_SIZE).toBe(10);
    expect(config({ DATABASE_POOL_SIZE: '' }).DATABASE_POOL_SIZE).toBe(10);
    expect(config({ DATABASE_POOL_SIZE: '20' }).DATABASE_POOL_SIZE).toBe(20);
    for (const wrong of ['0', '201', '2.5', 'many'])
      expect(() => config({ DATABASE_POOL_SIZE: wrong })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
