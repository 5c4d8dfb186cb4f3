import { CLIENT_LIMITS } from '@fieldbook/domain/clients/clients.constants';
import type { ClientContactsPayload } from '@fieldbook/domain/clients/clients.payloads';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

type ClientContacts = ClientContactsPayload;
export type ClientContactKind = keyof ClientContacts;

/** GET /v1/clients/addresses|emails|phones?id: one client's contacts, for suggestions. */
export const getClientContacts = async <K extends ClientContactKind>(kind: K, id: number) =>
  (await http.get<Pick<ClientContacts, K>>(`/clients/${kind}`, { query: { id } }))[kind];

/** Contacts of at most 10 clients (spec section 9); the whole cache is cleared when it is full. */
const cache = new Map<number, Partial<ClientContacts>>();

export async function loadClientContacts<K extends ClientContactKind>(kind: K, id: number): Promise<ClientContacts[K]> {
  const known = cache.get(id)?.[kind];
  if (known) return known as ClientContacts[K];
  const loaded = await getClientContacts(kind, id);
  if (!cache.has(id) && cache.size >= CLIENT_LIMITS.cacheClients) cache.clear();
  cache.set(id, { ...cache.get(id), [kind]: loaded });
  return loaded;
}

/** Drops one client (after an edit) so its next suggestions are fresh. */
export function forgetClientContacts(id: number): void {
  cache.delete(id);
}

export function clearClientContactsCache(): void {
  cache.clear();
}

export const clientContactsCacheSize = () => cache.size;

/** A client's addresses, emails or phones for suggestions (null id: none). */
export function useClientContacts<K extends ClientContactKind>(kind: K, clientId: number | null) {
  return useQuery({
    queryKey: ['client-contacts', kind, clientId],
    queryFn: () => loadClientContacts(kind, clientId ?? 0),
    enabled: clientId !== null && clientId > 0,
    staleTime: 0,
    gcTime: 0,
  });
}
