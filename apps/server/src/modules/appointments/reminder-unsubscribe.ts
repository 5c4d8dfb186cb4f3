import { CONNECT_MESSAGES, type UnsubscribePayload } from '@fieldbook/domain/connect/connect.schemas';
import { CHANNELS, REALTIME_EVENTS } from '@fieldbook/domain/realtime/realtime.constants';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { notFound } from '../../http/http-error';
import { createTokenSigner } from '../../http/signed-tokens';
import { connectLink } from '../../messaging/links';
import type { Realtime } from '../../realtime/realtime';
import { recordActivity } from '../activity/index';
import { findClient, updateClientRow } from '../clients/index';
import { getCompany } from '../company/index';

/**
 * The unsubscribe link of a client's reminder emails (email/unsubscribe/{code}): the code names the
 * business and the client record, signed, so it needs no account and cannot be made for another.
 */
export function reminderUnsubscribeLinks(config: Config) {
  const signer = createTokenSigner(config.appSecret, 'reminder unsubscribe');
  return {
    link: (companyId: number, clientId: number) =>
      connectLink(config, `email/unsubscribe/${signer.sign([companyId, clientId])}`),
    claimsOf(code: string) {
      const [companyId, clientId] = (signer.verify(code, 2) ?? []).map(Number);
      return companyId && clientId ? { companyId, clientId } : null;
    },
  };
}

/** What opening the link does: shows whose reminders they are, and turns them off (or on again). */
export function createReminderUnsubscribe(deps: { db: Database; config: Config; realtime: Realtime }) {
  const links = reminderUnsubscribeLinks(deps.config);

  async function clientOf(code: string, lock: boolean, tx: Executor) {
    const claims = links.claimsOf(code);
    const client = claims ? await findClient(tx, claims.companyId, claims.clientId, lock) : undefined;
    if (!claims || !client || client.archivedAt) throw notFound(CONNECT_MESSAGES.unsubscribeInvalid);
    return { client, company: await getCompany(tx, claims.companyId) };
  }

  return {
    async status(code: string): Promise<UnsubscribePayload> {
      const { client, company } = await clientOf(code, false, deps.db);
      return { business: { company_name: company.companyName }, subscribed: !client.disableReminders };
    },

    /** Turns the client's reminders off (or on again, to undo), logged on the client's timeline. */
    async set(code: string, subscribed: boolean): Promise<{ payload: UnsubscribePayload; message: string }> {
      const { client, company } = await deps.db.transaction(async (tx) => {
        const found = await clientOf(code, true, tx);
        if (found.client.disableReminders === !subscribed) return found;
        await updateClientRow(tx, found.company.id, found.client.id, { disableReminders: !subscribed });
        await recordActivity(tx, {
          companyId: found.company.id,
          userId: null,
          action: 'client_reminders',
          subjectType: 'client',
          subjectId: found.client.id,
          description: subscribed
            ? `${found.client.displayName} turned appointment reminders back on from the emailed link`
            : `${found.client.displayName} unsubscribed from appointment reminders from the emailed link`,
        });
        return found;
      });
      deps.realtime.publish(company.id, CHANNELS.client(client.id), REALTIME_EVENTS.clientSync, { id: client.id });
      const name = company.companyName;
      return {
        payload: { business: { company_name: name }, subscribed },
        message: subscribed ? CONNECT_MESSAGES.resubscribed(name) : CONNECT_MESSAGES.unsubscribed(name),
      };
    },
  };
}
export type ReminderUnsubscribe = ReturnType<typeof createReminderUnsubscribe>;
