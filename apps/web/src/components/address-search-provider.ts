import type { Address } from '@fieldbook/domain/inputs/address.rules';
import { createContext, useContext } from 'react';
import { serverAddressSearch } from './server-address-search';

/** One suggestion of an address search. */
export interface AddressSuggestion {
  id: string;
  label: string;
}

/**
 * Where the address dialog looks addresses up (our server by default, a test double).
 * `search` throws when the search could not be answered (the dialog then says so);
 * `resolve` turns a chosen suggestion into the full address, with coordinates when known.
 */
export interface AddressSearchProvider {
  search: (query: string) => Promise<AddressSuggestion[]>;
  resolve: (id: string) => Promise<Address>;
}

/** Our server's address search unless a provider is given; a component's `provider` prop wins over both. */
export const AddressSearchContext = createContext<AddressSearchProvider>(serverAddressSearch);

export function useAddressSearchProvider(override?: AddressSearchProvider): AddressSearchProvider {
  const fromContext = useContext(AddressSearchContext);
  return override ?? fromContext;
}
