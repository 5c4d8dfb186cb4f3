import type { Address } from '@fieldbook/domain/inputs/address.rules';
import { createContext, useContext } from 'react';

/** One suggestion of an address search. */
export interface AddressSuggestion {
  id: string;
  label: string;
}

/**
 * Where the address dialog looks addresses up (a geocoding service, the server, a test double).
 * `resolve` turns a chosen suggestion into the full address, with coordinates when known.
 */
export interface AddressSearchProvider {
  search: (query: string) => Promise<AddressSuggestion[]>;
  resolve: (id: string) => Promise<Address>;
}

/** Finds nothing, so the person enters the address by hand ("My address isn't listed here"). */
export const emptyAddressSearchProvider: AddressSearchProvider = {
  search: async () => [],
  resolve: async () => {
    throw new Error('The empty address search has no addresses.');
  },
};

/** Lets the app provide a real address search once; a component's `provider` prop wins over it. */
export const AddressSearchContext = createContext<AddressSearchProvider>(emptyAddressSearchProvider);

export function useAddressSearchProvider(override?: AddressSearchProvider): AddressSearchProvider {
  const fromContext = useContext(AddressSearchContext);
  return override ?? fromContext;
}
