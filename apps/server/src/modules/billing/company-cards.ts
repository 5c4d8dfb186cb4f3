import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import type { PaymentProvider } from '../../card-payments/payment-provider';
import { presentSavedCard, saveWithProvider } from '../../card-payments/saved-cards';
import type { Database, Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { fieldError } from '../../http/http-error';
import { recordActivity } from '../activity/index';
import { getCompany } from '../company/index';
import * as repo from './billing.repository';

/**
 * A company's subscription cards, saved through the same payment provider (and the same saving and
 * card tile) as Client Connect's: the first card saved is the default; the default cannot be deleted.
 */
export function createCompanyCards(deps: { db: Database; provider: PaymentProvider }) {
  const { db, provider } = deps;

  async function find(dbx: Executor, companyId: number, cardId: number) {
    const card = await repo.findCard(dbx, companyId, provider.name, cardId);
    if (!card) throw fieldError('card_id', CARD_MESSAGES.cardNotFound);
    return card;
  }

  const log = (tx: Executor, auth: AuthContext, action: string, description: string) =>
    recordActivity(tx, {
      companyId: auth.companyId,
      userId: auth.userId,
      action,
      subjectType: 'company',
      subjectId: auth.companyId,
      description,
    });

  const list = async (dbx: Executor, companyId: number) =>
    (await repo.listCards(dbx, companyId, provider.name)).map(presentSavedCard);

  return {
    find,
    list: (companyId: number) => list(db, companyId),

    /** The provider's customer of the company (kept on its subscription), made on first use. */
    async customerOf(tx: Executor, companyId: number): Promise<string> {
      const subscription = await repo.subscriptionOf(tx, companyId);
      if (subscription.providerCustomerRef && subscription.provider === provider.name)
        return subscription.providerCustomerRef;
      const company = await getCompany(tx, companyId);
      const contact = await repo.billingContact(tx, companyId);
      let ref: string;
      try {
        ref = await provider.createCustomer({ email: contact?.email ?? '', name: company.companyName });
      } catch {
        throw fieldError(
          'token',
          provider.name === 'stripe' ? CARD_MESSAGES.stripeUnavailable : CARD_MESSAGES.paymentFailed,
        );
      }
      await repo.updateSubscription(tx, companyId, { provider: provider.name, providerCustomerRef: ref });
      return ref;
    },

    /** Saves a new card inside the caller's transaction; the company's first card is its default. */
    async save(tx: Executor, companyId: number, token: string, holderName: string) {
      const customerRef = await this.customerOf(tx, companyId);
      const card = await saveWithProvider(provider, customerRef, token, 'field');
      const current = await repo.defaultCard(tx, companyId, provider.name);
      return {
        customerRef,
        row: await repo.insertCard(tx, {
          companyId,
          provider: provider.name,
          providerRef: card.providerRef,
          holderName,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          isDefault: current === undefined,
        }),
      };
    },

    async makeDefault(auth: AuthContext, cardId: number) {
      return db.transaction(async (tx) => {
        await repo.subscriptionOf(tx, auth.companyId, true);
        const card = await find(tx, auth.companyId, cardId);
        await repo.setDefaultCard(tx, auth.companyId, provider.name, card.id);
        await log(tx, auth, 'card_default', `Made the ${card.brand} card ending ${card.last4} the default`);
        return list(tx, auth.companyId);
      });
    },

    /** v1/cards/delete: any card but the default. */
    async remove(auth: AuthContext, cardId: number) {
      const { companyId } = auth;
      const { card, customerRef } = await db.transaction(async (tx) => {
        const subscription = await repo.subscriptionOf(tx, companyId, true);
        const row = await find(tx, companyId, cardId);
        if (row.isDefault) throw fieldError('card_id', CARD_MESSAGES.defaultCard);
        await repo.deleteCard(tx, companyId, row.id);
        await log(tx, auth, 'card_deleted', `Deleted the ${row.brand} card ending ${row.last4}`);
        return { card: row, customerRef: subscription.providerCustomerRef };
      });
      // After the commit: a provider that fails here leaves a detached-later card, never a dangling row.
      if (customerRef) await provider.deleteCard(customerRef, card.providerRef).catch(() => undefined);
      return list(db, companyId);
    },
  };
}
export type CompanyCards = ReturnType<typeof createCompanyCards>;
