import { clientFirstName, firstNameOf } from '@fieldbook/domain/communication-templates/communication-templates.rules';
import type { MergeValues } from '@fieldbook/domain/communication-templates/merge-render';
import type { Executor } from '../../db/database';
import { findClient } from '../clients/index';

/**
 * {{client.name}} and {{client.first_name}} of a message's client (same company); without one (or
 * when it is gone) the fallback name stands for both, as the senders greeted before templates.
 */
export async function clientMergeValues(
  db: Executor,
  companyId: number,
  clientId: number | null,
  fallbackName = '',
): Promise<MergeValues> {
  return mergeValuesOfClient(clientId === null ? undefined : await findClient(db, companyId, clientId), fallbackName);
}

/** The same, of a client already read. */
export function mergeValuesOfClient(
  client: Parameters<typeof clientFirstName>[0] | undefined,
  fallbackName = '',
): MergeValues {
  if (!client) return { 'client.name': fallbackName, 'client.first_name': firstNameOf(fallbackName) };
  return { 'client.name': client.displayName, 'client.first_name': clientFirstName(client) };
}
