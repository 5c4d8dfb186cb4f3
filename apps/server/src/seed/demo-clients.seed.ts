import { createClientBodySchema } from '@fieldbook/domain/clients/clients.schemas';
import type { Executor } from '../db/database';
import { insertNewClients, peekNextReference } from '../modules/clients/index';
import { DEMO_BUSINESSES } from './demo-businesses.data';
import type { DemoClient } from './demo-client-parts';
import { DEMO_HOUSEHOLDS } from './demo-households.data';

/** Every demo client in the order they are added: households and businesses spread evenly, always the same. */
export const DEMO_CLIENTS: DemoClient[] = [
  ...DEMO_HOUSEHOLDS.map((client, index) => ({ client, at: index / DEMO_HOUSEHOLDS.length })),
  ...DEMO_BUSINESSES.map((client, index) => ({ client, at: (index + 0.5) / DEMO_BUSINESSES.length })),
]
  .sort((a, b) => a.at - b.at)
  .map(({ client }) => client);

/**
 * Adds the demo clients inside the seed's transaction through the clients service's own insert, so
 * search text, phone digits, groups, notes and activity are what the create endpoint would store; each
 * takes the next reference number of the company sequence, in order. The data is checked by the create rules.
 */
export async function seedDemoClients(tx: Executor, owner: { companyId: number; userId: number }): Promise<number> {
  const first = await peekNextReference(tx, owner.companyId);
  const bodies = DEMO_CLIENTS.map((client, index) =>
    createClientBodySchema.parse({ ...client, reference_id: String(first + index) }),
  );
  return (await insertNewClients(tx, owner, bodies)).length;
}
