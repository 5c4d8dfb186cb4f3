import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import type { SavedCardPayload } from '@fieldbook/domain/cards/cards.schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ConnectionRefused } from '../../card-payments/payment-provider';
import { presentSavedCard, saveWithProvider } from '../../card-payments/saved-cards';
import type { Database, Executor } from '../../db/database';
import { portalCards } from '../../db/schema/index';
import { fieldError, notFound } from '../../http/http-error';
import type { BusinessPayments, PaymentDestination, PaymentRoute } from '../payment-provider/business-payments';
import { findPortalCustomer, savePortalCustomer } from '../payment-provider/payment-accounts.repository';
import * as accounts from './connect-accounts.repository';

type CardRow = typeof portalCards.$inferSelect;

export const presentCard = (row: CardRow): SavedCardPayload => presentSavedCard(row);

/** Only cards on the destination's account (and provider): a card saved on one business's account pays only it. */
const onRoute = (to?: PaymentDestination) =>
  to ? and(eq(portalCards.provider, to.name), eq(portalCards.accountRef, to.accountRef)) : undefined;

/**
 * An account's saved cards; the first card saved is the default. A card saved while paying a
 * business lives on that business's connected account (Stripe or Square) and pays only it.
 */
export function createPortalCards(deps: { db: Database; payments: BusinessPayments }) {
  const { db, payments } = deps;
  const ofAccount = (portalUserId: number) =>
    and(eq(portalCards.portalUserId, portalUserId), inArray(portalCards.provider, payments.names));

  async function list(dbx: Executor, portalUserId: number, route?: PaymentDestination) {
    return dbx
      .select()
      .from(portalCards)
      .where(and(ofAccount(portalUserId), onRoute(route)))
      .orderBy(asc(portalCards.id));
  }

  /** The provider's customer on the card's account: the platform's own is kept on the account itself. */
  async function knownCustomer(portalUserId: number, provider: string, accountRef: string) {
    if (accountRef) return findPortalCustomer(db, portalUserId, provider, accountRef);
    return (await accounts.findPortalUser(db, portalUserId))?.providerCustomerRef ?? undefined;
  }

  return {
    /** The account's cards; with `route`, only those that can pay a business on that account. */
    list: async (portalUserId: number, route?: PaymentDestination) =>
      (await list(db, portalUserId, route)).map(presentCard),

    /** The account's card; with `route`, only one saved on that account. */
    async find(dbx: Executor, portalUserId: number, cardId: number, route?: PaymentDestination) {
      const [row] = await dbx
        .select()
        .from(portalCards)
        .where(and(ofAccount(portalUserId), eq(portalCards.id, cardId), onRoute(route)))
        .limit(1);
      if (!row) throw fieldError('card_id', CARD_MESSAGES.cardNotFound);
      return row;
    },

    /** The provider's customer of the account (on the route's connected account), made on first use. */
    async customerOf(portalUserId: number, route: PaymentRoute) {
      const user = await accounts.findPortalUser(db, portalUserId);
      if (!user) throw notFound();
      const known = await knownCustomer(portalUserId, route.provider.name, route.accountRef);
      if (known) return known;
      const customerRef = await route.provider.createCustomer({
        email: user.email,
        name: `${user.firstName} ${user.lastName}`,
      });
      if (!route.accountRef) {
        await accounts.updatePortalUser(db, user.id, { providerCustomerRef: customerRef });
        return customerRef;
      }
      return savePortalCustomer(db, {
        portalUserId,
        provider: route.provider.name,
        accountRef: route.accountRef,
        customerRef,
      });
    },

    /**
     * Saves a new card's token with the provider, inside the caller's transaction (a payment whose
     * charge fails keeps no card); a refused card is the token's field error.
     */
    async save(tx: Executor, portalUserId: number, customerRef: string, token: string, route: PaymentRoute) {
      const card = await saveWithProvider(route.provider, customerRef, token);
      const existing = await list(tx, portalUserId);
      const [row] = await tx
        .insert(portalCards)
        .values({
          portalUserId,
          provider: route.provider.name,
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
    },

    /** v1/clientConnect/cards/delete: any card but the default (spec: "a card marked default cannot be deleted"). */
    async remove(portalUserId: number, cardId: number) {
      const row = await this.find(db, portalUserId, cardId);
      if (row.isDefault) throw fieldError('card_id', CARD_MESSAGES.defaultCard);
      const provider = await payments.cardProvider(db, row);
      const customerRef = await knownCustomer(portalUserId, row.provider, row.accountRef);
      try {
        if (provider && customerRef) await provider.deleteCard(customerRef, row.providerRef);
      } catch (error) {
        // The business's provider no longer lets us in: the card goes from our side all the same.
        if (!(error instanceof ConnectionRefused)) throw error;
      }
      await db.delete(portalCards).where(eq(portalCards.id, row.id));
    },
  };
}
export type PortalCards = ReturnType<typeof createPortalCards>;
