import type { SaveCardBody, SubscriptionPayload } from '@fieldbook/domain/billing/billing.schemas';
import type { SavedCardPayload } from '@fieldbook/domain/cards/cards.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { subscriptionQueryKey } from './subscription';

/** The company's saved cards live in the subscription's payload: a card change updates it there. */
function useCardsChanged() {
  const queryClient = useQueryClient();
  return (cards: SavedCardPayload[]) =>
    queryClient.setQueryData<SubscriptionPayload>(subscriptionQueryKey, (old) => (old ? { ...old, cards } : old));
}

/** POST v1/cards: saves a card the provider tokenised (the first card is the default). Quiet: the panel shows why not. */
export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCardBody) => http.post<SavedCardPayload>('/cards', body, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
  });
}

/** POST v1/cards/default. */
export function useSetDefaultCard() {
  const changed = useCardsChanged();
  return useMutation({
    mutationFn: (cardId: number) => http.post<SavedCardPayload[]>('/cards/default', { card_id: cardId }),
    onSuccess: changed,
  });
}

/** POST v1/cards/delete; the server refuses the default card (422 card_id). */
export function useDeleteSavedCard() {
  const changed = useCardsChanged();
  return useMutation({
    mutationFn: (cardId: number) => http.post<SavedCardPayload[]>('/cards/delete', { card_id: cardId }),
    onSuccess: changed,
  });
}
