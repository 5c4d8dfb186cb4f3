import { randomUUID } from 'node:crypto';
import { phoneE164 } from '@fieldbook/domain/inputs/phone.rules';
import type { Config } from '../config';
import type { Database, Executor } from '../db/database';
import { smsOutbox } from '../db/schema/index';
import type { DeliveryOutcome } from './mailer';
import { STOPPED_WHILE_SENDING, stuckBefore } from './outbox';
import { claimQueued, failStuckSending, insertSmses, markFailed, markSmsSent, staleQueued } from './outbox.repository';

export interface SmsProvider {
  /** The sandbox records and never sends (the sandbox banner says so). */
  readonly sandbox: boolean;
  /** Sends one message; answers the provider's id, throws with its reason on failure. */
  send(message: { to: string; body: string }): Promise<string>;
}

export const sandboxSms: SmsProvider = { sandbox: true, send: async () => `sandbox-${randomUUID()}` };

/** Twilio's REST API (Messages resource), with the account's SID and auth token. */
export function twilioSms(options: {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string;
}): SmsProvider {
  const url = new URL(`/2010-04-01/Accounts/${options.accountSid}/Messages.json`, options.apiUrl);
  const auth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    sandbox: false,
    async send({ to, body }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        // Twilio wants E.164; a number it cannot read goes as written, for Twilio's own reason.
        body: new URLSearchParams({ To: phoneE164(to) ?? to, From: options.from, Body: body }),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json().catch(() => ({}))) as { sid?: string; message?: string };
      if (!response.ok || !answer.sid) throw new Error(answer.message ?? `Twilio answered ${response.status}`);
      return answer.sid;
    },
  };
}

export const smsProviderOf = (config: Config): SmsProvider =>
  config.SMS_PROVIDER === 'twilio'
    ? twilioSms({
        accountSid: config.TWILIO_ACCOUNT_SID,
        authToken: config.TWILIO_AUTH_TOKEN,
        from: config.TWILIO_FROM,
        apiUrl: config.TWILIO_API_URL,
      })
    : sandboxSms;

export interface OutgoingSms {
  companyId: number | null;
  to: string;
  body: string;
}

export interface SmsSender {
  /** Stores the SMS in the outbox (inside the caller's transaction); it is sent once that commits. */
  queue(tx: Executor, sms: OutgoingSms): Promise<number>;
  /** The same for many texts in one statement; answers their ids in order. */
  queueMany(tx: Executor, texts: OutgoingSms[]): Promise<number[]>;
  /** Sends a queued SMS once: whoever claims it first (this process, another, or the sweep) sends it. */
  /** Sends a queued SMS once; 'failed' when this call tried and the provider refused it. */
  deliver(id: number): Promise<DeliveryOutcome>;
  /** Sends what a crash or restart left queued before `before`; marks failed what one left half-sent long before. */
  deliverStale(before: Date): Promise<number>;
}

/** The SMS outbox, as the mailer's: every message is a row, sent (or, in the sandbox, only kept). */
export function createSmsSender(db: Database, provider: SmsProvider, log: (err: unknown) => void): SmsSender {
  async function deliver(id: number): Promise<DeliveryOutcome> {
    if (provider.sandbox) return 'skipped';
    const sms = await claimQueued(db, smsOutbox, id);
    if (!sms) return 'skipped';
    try {
      const providerId = await provider.send({ to: sms.to, body: sms.body });
      await markSmsSent(db, id, providerId);
      return 'sent';
    } catch (error) {
      log(error);
      await markFailed(db, smsOutbox, id, error instanceof Error ? error.message : String(error));
      return 'failed';
    }
  }

  const queueMany = (tx: Executor, texts: OutgoingSms[]) =>
    insertSmses(
      tx,
      texts.map((sms) => Object.assign({}, sms, { status: provider.sandbox ? 'sandbox' : 'queued' })),
    );
  return {
    async queue(tx, sms) {
      const [id] = await queueMany(tx, [sms]);
      return id as number;
    },
    queueMany,
    deliver,
    async deliverStale(before) {
      if (provider.sandbox) return 0;
      await failStuckSending(db, smsOutbox, stuckBefore(before), STOPPED_WHILE_SENDING);
      const ids = await staleQueued(db, smsOutbox, before);
      for (const id of ids) await deliver(id);
      return ids.length;
    },
  };
}
