import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { portalCards } from '../../db/schema/index';

export type PortalCardRow = typeof portalCards.$inferSelect;

/** Which of an account's cards: those of the providers in use, and with `route` only those saved on that account. */
interface CardsOf {
  portalUserId: number;
  providers: string[];
  route?: { name: string; accountRef: string };
}

const cardsOf = ({ portalUserId, providers, route }: CardsOf) =>
  and(
    eq(portalCards.portalUserId, portalUserId),
    inArray(portalCards.provider, providers),
    route ? and(eq(portalCards.provider, route.name), eq(portalCards.accountRef, route.accountRef)) : undefined,
  );

export const listPortalCards = (db: Executor, of: CardsOf) =>
  db.select().from(portalCards).where(cardsOf(of)).orderBy(asc(portalCards.id));

export async function findPortalCard(db: Executor, of: CardsOf, cardId: number) {
  const [row] = await db
    .select()
    .from(portalCards)
    .where(and(cardsOf(of), eq(portalCards.id, cardId)))
    .limit(1);
  return row;
}

export async function insertPortalCard(db: Executor, values: typeof portalCards.$inferInsert) {
  const [row] = await db.insert(portalCards).values(values).returning();
  if (!row) throw new Error('card insert returned no row');
  return row;
}

export async function deletePortalCard(db: Executor, id: number): Promise<void> {
  await db.delete(portalCards).where(eq(portalCards.id, id));
}
