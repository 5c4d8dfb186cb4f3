import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import type { EmailAttachment } from '../../db/schema/index';
import { connectLink } from '../../messaging/links';
import type { Mailer } from '../../messaging/mailer';
import type { SmsSender } from '../../messaging/sms';
import { insertCommunications, type NewCommunication } from './communications.repository';
import { notifyFailedReminders } from './failed-reminders';
import { MessageCapReached, messageCapRoom } from './message-cap';

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
  /** Queues each message in its outbox and records it, a statement per table for them all. */
  async function queueMany(
    tx: Executor,
    messages: OutgoingCommunication[],
    deliveries: Deliveries,
    options: QueueOptions = {},
  ): Promise<number[]> {
    if (options.capped !== false) {
      const perCompany = new Map<number, number>();
      for (const { companyId } of messages) perCompany.set(companyId, (perCompany.get(companyId) ?? 0) + 1);
      for (const [companyId, count] of perCompany)
        if ((await messageCapRoom(tx, companyId, config.MESSAGES_PER_HOUR)) < count) throw new MessageCapReached();
    }
    const references = messages.map(() => randomBytes(18).toString('base64url'));
    const texts = messages.flatMap((message, i) => (message.via === 'SMS' ? [i] : []));
    const emails = messages.flatMap((message, i) => (message.via === 'SMS' ? [] : [i]));
    const smsIds = await sms.queueMany(
      tx,
      texts.map((i) => {
        const message = messages[i] as OutgoingCommunication;
        return { companyId: message.companyId, to: message.to, body: message.text };
      }),
    );
    const emailIds = await mailer.queueMany(
      tx,
      emails.map((i) => {
        const message = messages[i] as OutgoingCommunication;
        return {
          companyId: message.companyId,
          to: message.to,
          subject: message.subject ?? '',
          text: `${message.text}\n\nView this message online: ${connectLink(config, `msg/${references[i]}`)}`,
          attachments: message.attachments ?? [],
        };
      }),
    );
    deliveries.texts.push(...smsIds);
    deliveries.emails.push(...emailIds);
    const outboxIds = new Map<number, number>();
    for (const [n, i] of texts.entries()) outboxIds.set(i, smsIds[n] as number);
    for (const [n, i] of emails.entries()) outboxIds.set(i, emailIds[n] as number);
    return insertCommunications(
      tx,
      messages.map((message, i) => ({
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
        reference: references[i] as string,
        emailOutboxId: message.via === 'SMS' ? null : (outboxIds.get(i) ?? null),
        smsOutboxId: message.via === 'SMS' ? (outboxIds.get(i) ?? null) : null,
        createdBy: message.createdBy,
      })),
    );
  }

  return {
    async queue(
      tx: Executor,
      message: OutgoingCommunication,
      deliveries: Deliveries,
      options: QueueOptions = {},
    ): Promise<number> {
      const [id] = await queueMany(tx, [message], deliveries, options);
      return id as number;
    },
    /**
     * Many messages at once (a batch of reminders): past the cap for any of their companies none is
     * queued (MessageCapReached); `room` first tells how many fit.
     */
    queueMany,
    /**
     * How many more messages the company may queue in this transaction; it holds the company's turn
     * under the cap until it ends.
     */
    room: (tx: Executor, companyId: number) => messageCapRoom(tx, companyId, config.MESSAGES_PER_HOUR),
    async deliver(deliveries: Deliveries): Promise<void> {
      const failed = noDeliveries();
      for (const id of deliveries.emails) if ((await mailer.deliver(id)) === 'failed') failed.emails.push(id);
      for (const id of deliveries.texts) if ((await sms.deliver(id)) === 'failed') failed.texts.push(id);
      await notifyFailedReminders(db, failed);
    },
  };
}
export type CommunicationSender = ReturnType<typeof createCommunicationSender>;
