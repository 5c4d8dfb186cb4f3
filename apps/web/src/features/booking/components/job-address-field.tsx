import type { Address } from '@fieldbook/domain/inputs/address.rules';
import { formatAddress } from '@fieldbook/domain/inputs/address.rules';
import { useMemo, useState } from 'react';
import { LocationField } from '../../../components/location-field';
import { bookingAddressSearch } from '../api/booking-page';

/**
 * The job address on one line, with the business's address search (…/addresses, in its own country)
 * offered as it is typed: a chosen result fills every part of the address and its coordinates; typed
 * text that is never matched is kept as the address's first line.
 */
export function JobAddressField({
  handle,
  value,
  onChange,
  error,
}: {
  handle: string;
  value: Address | null | undefined;
  onChange: (address: Address) => void;
  error?: string | undefined;
}) {
  const provider = useMemo(() => bookingAddressSearch(handle), [handle]);
  const [text, setText] = useState(() => formatAddress(value));
  return (
    <LocationField
      label="Job address"
      required
      value={text}
      provider={provider}
      error={error}
      helperText="Start typing and choose your address, or type it in full."
      onChange={(line, place) => {
        setText(line);
        onChange(place ?? { address_line_1: line });
      }}
    />
  );
}
