import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { sandboxSms, smsProviderOf, twilioSms } from './sms';

/** A stand-in for api.twilio.com that records each request and answers as told. */
const asked: { path: string; auth: string; form: URLSearchParams }[] = [];
let answer: { status: number; body: object } = { status: 201, body: { sid: 'SM123' } };
const server = createServer(async (request: IncomingMessage, response) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  asked.push({ path: request.url ?? '', auth: request.headers.authorization ?? '', form: new URLSearchParams(body) });
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(answer.body));
});
let apiUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('SMS providers', () => {
  const twilio = () => twilioSms({ accountSid: 'AC1', authToken: 'secret', from: '+61400000000', apiUrl });

  it('sends through Twilio with the account credentials and answers its id', async () => {
    answer = { status: 201, body: { sid: 'SM123' } };
    expect(await twilio().send({ to: '+61412345678', body: 'Reminder: drain clean' })).toBe('SM123');
    const request = asked.at(-1);
    expect(request?.path).toBe('/2010-04-01/Accounts/AC1/Messages.json');
    expect(request?.auth).toBe(`Basic ${Buffer.from('AC1:secret').toString('base64')}`);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: '+61412345678',
      From: '+61400000000',
      Body: 'Reminder: drain clean',
    });
  });

  it('gives Twilio the E.164 form of a number stored or typed the usual ways', async () => {
    answer = { status: 201, body: { sid: 'SM124' } };
    for (const to of ['0412 345 678', '+61 412 345 678', '(04) 1234-5678']) {
      await twilio().send({ to, body: 'Reminder' });
      expect(asked.at(-1)?.form.get('To')).toBe('+61412345678');
    }
  });

  it("fails with Twilio's reason", async () => {
    answer = { status: 400, body: { message: "The 'To' number is not a valid phone number." } };
    await expect(twilio().send({ to: 'x', body: 'y' })).rejects.toThrow("The 'To' number is not a valid phone number.");
  });

  it('the sandbox never calls out', async () => {
    const before = asked.length;
    expect(sandboxSms.sandbox).toBe(true);
    expect(await sandboxSms.send({ to: '+61412345678', body: 'hello' })).toMatch(/^sandbox-/);
    expect(asked).toHaveLength(before);
  });

  it('is the sandbox by default; Twilio needs its three settings or the server does not start', () => {
    const base = { DATA_DIR: mkdtempSync(join(tmpdir(), 'fieldbook-sms-')), APP_SECRET: 'x' };
    expect(smsProviderOf(loadConfig(base)).sandbox).toBe(true);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      'SMS_PROVIDER=twilio needs TWILIO_AUTH_TOKEN, TWILIO_FROM',
    );
    const config = loadConfig({
      ...base,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+61400000000',
    });
    expect(smsProviderOf(config).sandbox).toBe(false);
  });
});
