import type { SubscriptionInvoicePage } from '@fieldbook/domain/billing/billing.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

/** GET v1/subscription/invoices?page= (canManageBilling): the subscription's invoices, newest first. */
export const useSubscriptionInvoices = (page: number) =>
  useQuery({
    queryKey: ['billing', 'invoices', page],
    queryFn: () => http.get<SubscriptionInvoicePage>('/subscription/invoices', { query: { page } }),
    placeholderData: keepPreviousData,
  });

/** GET v1/subscription/invoices/{id}/pdf. */
export const downloadSubscriptionInvoicePdf = (id: number) => http.download(`/subscription/invoices/${id}/pdf`);
