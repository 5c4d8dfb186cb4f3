import { CARD_MESSAGES, type SavedCardPayload } from '@fieldbook/domain/cards/cards.constants';
import { and, asc, eq } from 'drizzle-orm';
import type { PaymentProvider } from '../../card-payments/payment-provider';
import { presentSavedCard, saveWithProvider } from '../../card-payments/saved-cards';
import type { Database, Executor } from '../../db/database';
import { portalCards } from '../../db/schema/index';
import { fieldError, notFound } from '../../http/http-error';
import { findPortalCustomer, savePortalCustomer } from '../payment-provider/payment-accounts.repository';
import * as accounts from './connect-accounts.repository';

/** Which account a payment goes to: a business's connected account, or '' for the platform's own. */
export interface PaymentRoute {
  provider: PaymentProvider;
  accountRef: string;
}

type CardRow = typeof portalCards.$inferSelect;

export const presentCard = (row: CardRow): SavedCardPayload => presentSavedCard(row);

/**
 * An account's saved cards with the provider in use; the first card saved is the default. A card
 * saved while paying a business lives on that business's connected account and pays only it.
 */
export function createPortalCards(deps: { db: Database; provider: PaymentProvider }) {
  const { db, provider } = deps;
  const platform: PaymentRoute = { provider, accountRef: '' };
  const routeOf = (accountRef: string): PaymentRoute =>
    accountRef ? { provider: provider.onAccount(accountRef), accountRef } : platform;
  const ofAccount = (portalUserId: number) =>
    and(eq(portalCards.portalUserId, portalUserId), eq(portalCards.provider, provider.name));

  async function list(dbx: Executor, portalUserId: number, accountRef?: string) {
    const on = accountRef === undefined ? undefined : eq(portalCards.accountRef, accountRef);
    return dbx
      .select()
      .from(portalCards)
      .where(and(ofAccount(portalUserId), on))
      .orderBy(asc(portalCards.id));
  }

  return {
    /** The account's cards; with `accountRef`, only those that can pay a business on that account. */
    list: async (portalUserId: number, accountRef?: string) =>
      (await list(db, portalUserId, accountRef)).map(presentCard),

    /** The account's card; with `accountRef`, only one saved on that connected account. */
    async find(dbx: Executor, portalUserId: number, cardId: number, accountRef?: string) {
      const [row] = await dbx
        .select()
        .from(portalCards)
        .where(
          and(
            ofAccount(portalUserId),
            eq(portalCards.id, cardId),
            accountRef === undefined ? undefined : eq(portalCards.accountRef, accountRef),
          ),
        )
        .limit(1);
      if (!row) throw fieldError('card_id', CARD_MESSAGES.cardNotFound);
      return row;
    },

    /** The provider's customer of the account (on the route's connected account), made on first use. */
    async customerOf(portalUserId: number, route: PaymentRoute = platform) {
      const user = await accounts.findPortalUser(db, portalUserId);
      if (!user) throw notFound();
      const made = () =>
        route.provider.createCustomer({ email: user.email, name: `${user.firstName} ${user.lastName}` });
      if (route.accountRef) {
        const known = await findPortalCustomer(db, portalUserId, provider.name, route.accountRef);
        if (known) return known;
        const customerRef = await made();
        return savePortalCustomer(db, {
          portalUserId,
          provider: provider.name,
          accountRef: route.accountRef,
          customerRef,
        });
      }
      if (user.providerCustomerRef) return user.providerCustomerRef;
      const ref = await made();
      await accounts.updatePortalUser(db, user.id, { providerCustomerRef: ref });
      return ref;
    },

    /**
     * Saves a new card's token with the provider, inside the caller's transaction (a payment whose
     * charge fails keeps no card); a refused card is the token's field error.
     */
    async save(tx: Executor, portalUserId: number, customerRef: string, token: string, route: PaymentRoute = platform) {
      const card = await saveWithProvider(route.provider, customerRef, token);
      {
        const existing = await list(tx, portalUserId);
        const [row] = await tx
          .insert(portalCards)
          .values({
            portalUserId,
            provider: provider.name,
            providerRef: card.providerRef,
            accountRef: route.accountRef,
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
      const route = routeOf(row.accountRef);
      const customerRef = row.accountRef
        ? await findPortalCustomer(db, portalUserId, provider.name, row.accountRef)
        : (await accounts.findPortalUser(db, portalUserId))?.providerCustomerRef;
      if (customerRef) await route.provider.deleteCard(customerRef, row.providerRef);
      await db.delete(portalCards).where(eq(portalCards.id, row.id));
    },
  };
}
export type PortalCards = ReturnType<typeof createPortalCards>;
