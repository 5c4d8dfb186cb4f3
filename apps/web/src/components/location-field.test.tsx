import type { Address } from '@fieldbook/domain/inputs/address.rules';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SWAN_STREET } from '../test/fixtures';
import type { AddressSearchProvider } from './address-search-provider';
import { LocationField } from './location-field';

function Harness({ provider }: { provider: AddressSearchProvider }) {
  const [state, setState] = useState<{ text: string; place: Address | null }>({ text: '', place: null });
  return (
    <>
      <LocationField value={state.text} onChange={(text, place) => setState({ text, place })} provider={provider} />
      <output aria-label="place">{JSON.stringify(state.place)}</output>
    </>
  );
}

const place = () => JSON.parse(screen.getByLabelText('place').textContent ?? 'null') as Address | null;
const richmond: Address = { ...SWAN_STREET };

describe('LocationField', () => {
  it('offers the search results after a pause; a chosen one brings its coordinates, typing over drops them', async () => {
    const provider: AddressSearchProvider = {
      search: vi.fn(async () => [{ id: 'r1', label: '1 Swan Street, Richmond VIC 3121, Australia' }]),
      resolve: vi.fn(async () => richmond),
    };
    render(<Harness provider={provider} />);
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Location' });
    await user.type(input, '1 Swan');
    expect(provider.search).not.toHaveBeenCalled();
    await user.click(
      await screen.findByRole('option', { name: '1 Swan Street, Richmond VIC 3121, Australia' }, { timeout: 3000 }),
    );
    await waitFor(() => expect(place()).toEqual(richmond));
    expect(input).toHaveProperty('value', '1 Swan Street, Richmond VIC 3121, Australia');

    await user.type(input, ' (rear)');
    expect(place()).toBeNull();
    expect(input).toHaveProperty('value', '1 Swan Street, Richmond VIC 3121, Australia (rear)');
  });

  it('keeps typing while the search fails, and says the location can be typed', async () => {
    const provider: AddressSearchProvider = {
      search: vi.fn(async () => {
        throw new Error('Address search is unavailable.');
      }),
      resolve: vi.fn(),
    };
    render(<Harness provider={provider} />);
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Location' });
    await user.type(input, 'Shed 4');
    expect(
      await screen.findByText('Address search is not available right now. Enter your address manually.', undefined, {
        timeout: 3000,
      }),
    ).toBeTruthy();
    await user.type(input, ', back paddock');
    expect(input).toHaveProperty('value', 'Shed 4, back paddock');
    expect(place()).toBeNull();
  });
});
