import { CARD_MESSAGES, type SavedCardPayload } from '@fieldbook/domain/cards/cards.constants';
import { and, asc, eq } from 'drizzle-orm';
import type { PaymentProvider } from '../../card-payments/payment-provider';
import { presentSavedCard, saveWithProvider } from '../../card-payments/saved-cards';
import type { Database, Executor } from '../../db/database';
import { portalCards } from '../../db/schema/index';
import { fieldError, notFound } from '../../http/http-error';
import * as accounts from './connect-accounts.repository';

type CardRow = typeof portalCards.$inferSelect;

export const presentCard = (row: CardRow): SavedCardPayload => presentSavedCard(row);

/** An account's saved cards with the provider in use; the first card saved is the default. */
export function createPortalCards(deps: { db: Database; provider: PaymentProvider }) {
  const { db, provider } = deps;
  const ofAccount = (portalUserId: number) =>
    and(eq(portalCards.portalUserId, portalUserId), eq(portalCards.provider, provider.name));

  async function list(dbx: Executor, portalUserId: number) {
    return dbx.select().from(portalCards).where(ofAccount(portalUserId)).orderBy(asc(portalCards.id));
  }

  return {
    list: async (portalUserId: number) => (await list(db, portalUserId)).map(presentCard),

    async find(dbx: Executor, portalUserId: number, cardId: number) {
      const [row] = await dbx
        .select()
        .from(portalCards)
        .where(and(ofAccount(portalUserId), eq(portalCards.id, cardId)))
        .limit(1);
      if (!row) throw fieldError('card_id', CARD_MESSAGES.cardNotFound);
      return row;
    },

    /** The provider's customer of the account, made on first use. */
    async customerOf(portalUserId: number) {
      const user = await accounts.findPortalUser(db, portalUserId);
      if (!user) throw notFound();
      if (user.providerCustomerRef) return user.providerCustomerRef;
      const ref = await provider.createCustomer({ email: user.email, name: `${user.firstName} ${user.lastName}` });
      await accounts.updatePortalUser(db, user.id, { providerCustomerRef: ref });
      return ref;
    },

    /**
     * Saves a new card's token with the provider, inside the caller's transaction (a payment whose
     * charge fails keeps no card); a refused card is the token's field error.
     */
    async save(tx: Executor, portalUserId: number, customerRef: string, token: string) {
      const card = await saveWithProvider(provider, customerRef, token);
      {
        const existing = await list(tx, portalUserId);
        const [row] = await tx
          .insert(portalCards)
          .values({
            portalUserId,
            provider: provider.name,
            providerRef: card.providerRef,
            brand: card.brand,
            last4: card.last4,
            expMonth: card.expMonth,
            expYear: card.expYear,
            isDefault: existing.length === 0,
          })
          .returning();
        if (!row) throw new Error('card insert returned no row');
        return row;
      }
    },

    /** v1/clientConnect/cards/delete: any card but the default (spec: "a card marked default cannot be deleted"). */
    async remove(portalUserId: number, cardId: number) {
      const row = await this.find(db, portalUserId, cardId);
      if (row.isDefault) throw fieldError('card_id', CARD_MESSAGES.defaultCard);
      const user = await accounts.findPortalUser(db, portalUserId);
      if (user?.providerCustomerRef) await provider.deleteCard(user.providerCustomerRef, row.providerRef);
      await db.delete(portalCards).where(eq(portalCards.id, row.id));
    },
  };
}
export type PortalCards = ReturnType<typeof createPortalCards>;
