import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import type { EmailAttachment } from '../../db/schema/index';
import { connectLink } from '../../messaging/links';
import type { Mailer } from '../../messaging/mailer';
import type { SmsSender } from '../../messaging/sms';
import { insertCommunication, type NewCommunication } from './communications.repository';
import { notifyFailedReminders } from './failed-reminders';
import { assertUnderMessageCap } from './message-cap';

/** A message to queue: who it concerns and goes to, and its text (an email's subject; an SMS has none). */
export type OutgoingCommunication = Omit<
  NewCommunication,
  'recipientAddress' | 'content' | 'reference' | 'emailOutboxId' | 'smsOutboxId'
> & { to: string; text: string; attachments?: EmailAttachment[] };

/** What a transaction queued, to deliver once it has committed. */
export interface Deliveries {
  emails: number[];
  texts: number[];
}
export const noDeliveries = (): Deliveries => ({ emails: [], texts: [] });

export interface QueueOptions {
  /**
   * False only for what a payment already set off (its receipt, the reports it releases): refusing it
   * would undo a payment. It still counts towards the cap.
   */
  capped?: boolean;
}

/**
 * Sends every email and SMS that belongs on a timeline: queues it in the outbox and records the
 * communication inside the caller's transaction, so neither exists without the other; the caller
 * delivers after the commit. An email links to the recipient's msg/{referenceUrl} page. Each one
 * counts towards the company's MESSAGES_PER_HOUR; past it `queue` throws MessageCapReached (429).
 */
export function createCommunicationSender(deps: { config: Config; db: Database; mailer: Mailer; sms: SmsSender }) {
  const { config, db, mailer, sms } = deps;
  return {
    async queue(
      tx: Executor,
      message: OutgoingCommunication,
      deliveries: Deliveries,
      options: QueueOptions = {},
    ): Promise<number> {
      if (options.capped !== false) await assertUnderMessageCap(tx, message.companyId, config.MESSAGES_PER_HOUR);
      const reference = randomBytes(18).toString('base64url');
      let emailOutboxId: number | null = null;
      let smsOutboxId: number | null = null;
      if (message.via === 'SMS') {
        smsOutboxId = await sms.queue(tx, { companyId: message.companyId, to: message.to, body: message.text });
        deliveries.texts.push(smsOutboxId);
      } else {
        emailOutboxId = await mailer.queue(tx, {
          companyId: message.companyId,
          to: message.to,
          subject: message.subject ?? '',
          text: `${message.text}\n\nView this message online: ${connectLink(config, `msg/${reference}`)}`,
          attachments: message.attachments ?? [],
        });
        deliveries.emails.push(emailOutboxId);
      }
      return insertCommunication(tx, {
        companyId: message.companyId,
        via: message.via,
        kind: message.kind,
        appointmentId: message.appointmentId,
        clientId: message.clientId,
        userId: message.userId,
        documentId: message.documentId ?? null,
        recipientAddress: message.to,
        subject: message.subject,
        content: message.text,
        reference,
        emailOutboxId,
        smsOutboxId,
        createdBy: message.createdBy,
      });
    },
    async deliver(deliveries: Deliveries): Promise<void> {
      const failed = noDeliveries();
      for (const id of deliveries.emails) if ((await mailer.deliver(id)) === 'failed') failed.emails.push(id);
      for (const id of deliveries.texts) if ((await sms.deliver(id)) === 'failed') failed.texts.push(id);
      await notifyFailedReminders(db, failed);
    },
  };
}
export type CommunicationSender = ReturnType<typeof createCommunicationSender>;
