import type { QuotationPayload } from '@fieldbook/domain/documents/documents.payloads';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { placeOf } from '../dialogs/appointment-draft';
import { appointmentsQueryKey } from './appointment-types';

/**
 * A new appointment booked from a quotation (scheduler?add&quotation_id): the job's title and
 * address (`draft`), and its client, booked as when booking from that client unless client_id names one.
 */
export function useQuickCreateQuotation(quotationId: number | null) {
  return useQuery({
    queryKey: [...appointmentsQueryKey, 'quick-create-quotation', quotationId],
    queryFn: async () => {
      const { quotation } = await http.get<{ quotation: QuotationPayload }>('/quotation', {
        query: { id: quotationId ?? 0 },
        expected: [403, 404],
      });
      return {
        clientId: quotation.client_id,
        draft: {
          ...(quotation.title ? { title: quotation.title } : {}),
          ...(quotation.address?.full_address
            ? { location: quotation.address.full_address, place: placeOf(quotation.address) }
            : {}),
        },
      };
    },
    enabled: quotationId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
