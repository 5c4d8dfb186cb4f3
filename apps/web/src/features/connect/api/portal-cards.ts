import type { SavedCards } from '@fieldbook/domain/cards/cards.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

const cardsKey = ['connect', 'cards'] as const;

/**
 * The signed-in account's saved cards (none when signed out: a link alone has no cards); for a
 * business, only those that can pay it (saved on its own Stripe account).
 */
export const usePortalCards = (enabled: boolean, businessId?: number) =>
  useQuery({
    queryKey: [...cardsKey, businessId ?? 'all'],
    queryFn: () =>
      http.get<SavedCards>('/clientConnect/cards', {
        ...(businessId === undefined ? {} : { query: { business_id: businessId } }),
      }),
    enabled,
  });

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) => http.post<SavedCards>('/clientConnect/cards/delete', { card_id: cardId }),
    // Every list (all cards, and each business's) is fetched afresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsKey }),
  });
}
