import nodemailer from 'nodemailer';
import type { Database, Executor } from '../db/database';
import { type EmailAttachment, emailOutbox } from '../db/schema/index';
import { STOPPED_WHILE_SENDING, stuckBefore } from './outbox';
import {
  claimQueued,
  failStuckSending,
  insertEmails,
  markEmailSent,
  markFailed,
  staleQueued,
} from './outbox.repository';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  companyId?: number | null;
  /** Fieldbook's own email to the company (its subscription invoice): sent without the company's branding. */
  fromPlatform?: boolean;
  attachments?: EmailAttachment[];
}

/** What one delivery call did: sent it, tried and failed, or left it (sandbox, or claimed elsewhere). */
export type DeliveryOutcome = 'sent' | 'failed' | 'skipped';

export interface Mailer {
  /** Stores the email in the outbox (inside the caller's transaction) and sends it once that commits. */
  queue(tx: Executor, email: OutgoingEmail): Promise<number>;
  /** The same for many emails in one statement; answers their ids in order. */
  queueMany(tx: Executor, emails: OutgoingEmail[]): Promise<number[]>;
  /**
   * Sends a queued email once: whoever claims it first (this process, another, or the sweep) sends it.
   * Answers 'failed' when this call tried and the server refused it.
   */
  deliver(id: number): Promise<DeliveryOutcome>;
  /**
   * Sends what a crash or restart left queued before `before` (the caller's commit never delivered it),
   * and marks failed what one left half-sent long before it.
   */
  deliverStale(before: Date): Promise<number>;
  /** True when mail is kept in the outbox and shown in the sandbox mailbox instead of sent. */
  readonly sandbox: boolean;
}

/** Changes emails as they are queued (the company's branding adds its HTML part), in the caller's transaction. */
export type EmailDecorator = (tx: Executor, emails: OutgoingEmail[]) => Promise<OutgoingEmail[]>;

/** SMTP through nodemailer to smtpUrl; empty (MAIL_PROVIDER=sandbox) keeps every email in the outbox. */
export function createMailer(
  db: Database,
  smtpUrl: string,
  from: string,
  log: (err: unknown) => void,
  decorate?: EmailDecorator,
): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  async function deliver(id: number): Promise<DeliveryOutcome> {
    if (!transport) return 'skipped';
    const email = await claimQueued(db, emailOutbox, id);
    if (!email) return 'skipped';
    try {
      await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html ?? undefined,
        attachments: email.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content, 'base64'),
        })),
      });
      await markEmailSent(db, id);
      return 'sent';
    } catch (error) {
      log(error);
      await markFailed(db, emailOutbox, id, String(error));
      return 'failed';
    }
  }

  async function queueMany(tx: Executor, queued: OutgoingEmail[]): Promise<number[]> {
    const emails = decorate ? await decorate(tx, queued) : queued;
    return insertEmails(
      tx,
      emails.map((email) => ({
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html ?? null,
        attachments: email.attachments ?? [],
        companyId: email.companyId ?? null,
        status: transport ? 'queued' : 'sandbox',
      })),
    );
  }

  return {
    sandbox: transport === null,
    async queue(tx, email) {
      const [id] = await queueMany(tx, [email]);
      return id as number;
    },
    queueMany,
    deliver,
    async deliverStale(before) {
      if (!transport) return 0;
      await failStuckSending(db, emailOutbox, stuckBefore(before), STOPPED_WHILE_SENDING);
      const ids = await staleQueued(db, emailOutbox, before);
      for (const id of ids) await deliver(id);
      return ids.length;
    },
  };
}
