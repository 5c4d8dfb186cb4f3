import type { SavedCardPayload } from '@fieldbook/domain/cards/cards.constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

const cardsKey = ['connect', 'cards'] as const;

/** The signed-in account's saved cards (none when signed out: a link alone has no cards). */
export const usePortalCards = (enabled: boolean) =>
  useQuery({
    queryKey: cardsKey,
    queryFn: () => http.get<{ cards: SavedCardPayload[] }>('/clientConnect/cards'),
    enabled,
  });

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) =>
      http.post<{ cards: SavedCardPayload[] }>('/clientConnect/cards/delete', { card_id: cardId }),
    onSuccess: (payload) => queryClient.setQueryData(cardsKey, payload),
  });
}
