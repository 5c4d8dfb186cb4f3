import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import type { SavedCardPayload } from '@fieldbook/domain/cards/cards.schemas';
import { ConnectionRefused } from '../../card-payments/payment-provider';
import { presentSavedCard, saveWithProvider } from '../../card-payments/saved-cards';
import type { Database, Executor } from '../../db/database';
import { fieldError, notFound } from '../../http/http-error';
import type { BusinessPayments, PaymentDestination, PaymentRoute } from '../payment-provider/index';
import { findPortalCustomer, savePortalCustomer } from '../payment-provider/index';
import * as accounts from './connect-accounts.repository';
import {
  deletePortalCard,
  findPortalCard,
  insertPortalCard,
  listPortalCards,
  type PortalCardRow,
} from './portal-cards.repository';

export const presentCard = (row: PortalCardRow): SavedCardPayload => presentSavedCard(row);

/**
 * An account's saved cards; the first card saved is the default. A card saved while paying a
 * business lives on that business's connected account (Stripe or Square) and pays only it.
 */
export function createPortalCards(deps: { db: Database; payments: BusinessPayments }) {
  const { db, payments } = deps;
  /**
   * Only cards on the destination's account (and provider): a card saved on one business's account
   * pays only it.
   */
  const list = (dbx: Executor, portalUserId: number, route?: PaymentDestination) =>
    listPortalCards(dbx, { portalUserId, providers: payments.names, route });

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
      const row = await findPortalCard(dbx, { portalUserId, providers: payments.names, route }, cardId);
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
      return insertPortalCard(tx, {
        portalUserId,
        provider: route.provider.name,
        providerRef: card.providerRef,
        accountRef: route.accountRef,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        isDefault: existing.length === 0,
      });
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
      await deletePortalCard(db, row.id);
    },
  };
}
export type PortalCards = ReturnType<typeof createPortalCards>;
