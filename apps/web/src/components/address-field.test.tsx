import type { Address } from '@fieldbook/domain/inputs/address.rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../test/mock-api';
import { AddressField } from './address-field';
import type { AddressSearchProvider } from './address-search-provider';

function Harness({ initial = null, provider }: { initial?: Address | null; provider?: AddressSearchProvider }) {
  const [address, setAddress] = useState<Address | null>(initial);
  return (
    <>
      <AddressField value={address} onChange={setAddress} provider={provider} />
      <output aria-label="saved">{JSON.stringify(address)}</output>
    </>
  );
}

const saved = () => JSON.parse(screen.getByLabelText('saved').textContent ?? 'null') as Address | null;
const dialog = () => screen.getByRole('dialog', { name: 'Set Address' });

const richmond: Address = {
  address_line_1: '1 Swan St',
  locality: 'Richmond',
  state: 'VIC',
  postal_code: '3121',
  country: 'Australia',
  latitude: -37.82,
  longitude: 144.99,
};

describe('AddressField', () => {
  it('enters an address by hand when the search finds nothing, picking the state and country', async () => {
    mockApi({ 'GET /v1/addresses/search': ok({ predictions: [], available: true }) });
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set Address' }));
    expect(
      within(dialog()).getByText('Results will appear if matches are available, otherwise enter your address manually'),
    ).toBeTruthy();

    await user.type(within(dialog()).getByRole('combobox', { name: 'Address' }), '12 Smith Rd');
    await user.click(await screen.findByRole('option', { name: "My address isn't listed here" }));

    expect(within(dialog()).getByLabelText('Address')).toHaveProperty('value', '12 Smith Rd');
    await user.type(within(dialog()).getByLabelText('City/Suburb'), 'Fitzroy');
    await user.type(within(dialog()).getByLabelText('Postcode'), '3065');
    await user.type(within(dialog()).getByLabelText('State'), 'vic');
    await user.click(screen.getByRole('option', { name: 'Victoria' }));
    // A state from Australia's list, with no country yet, is in Australia.
    expect(within(dialog()).getByLabelText('Country')).toHaveProperty('value', 'Australia');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Address')).toHaveProperty('value', '12 Smith Rd, Fitzroy VIC 3065, Australia');
    expect(saved()).toMatchObject({ address_line_1: '12 Smith Rd', locality: 'Fitzroy', postal_code: '3065' });
  });

  it('searches once the typing pauses for a second, and fills the parts from the chosen result', async () => {
    const provider: AddressSearchProvider = {
      search: vi.fn(async () => [{ id: 'r1', label: '1 Swan St, Richmond VIC 3121' }]),
      resolve: vi.fn(async () => richmond),
    };
    render(<Harness provider={provider} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set Address' }));
    await user.type(within(dialog()).getByRole('combobox', { name: 'Address' }), '1 Swan');

    expect(provider.search).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('option', { name: '1 Swan St, Richmond VIC 3121' }, { timeout: 3000 }));
    expect(provider.search).toHaveBeenCalledTimes(1);
    expect(provider.search).toHaveBeenCalledWith('1 Swan');
    expect(provider.resolve).toHaveBeenCalledWith('r1');

    expect(await within(dialog()).findByLabelText('City/Suburb')).toHaveProperty('value', 'Richmond');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toEqual(richmond));
  });

  it('clears the coordinates when a part is edited', async () => {
    render(<Harness initial={richmond} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    const postcode = within(dialog()).getByLabelText('Postcode');
    await user.clear(postcode);
    await user.type(postcode, '3000');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toMatchObject({ postal_code: '3000', latitude: null, longitude: null }));
  });

  it('enforces the part limits and explains an over-long part', async () => {
    const provider: AddressSearchProvider = {
      search: async () => [{ id: 'long', label: 'Somewhere long' }],
      resolve: async () => ({ ...richmond, locality: 'L'.repeat(60) }),
    };
    render(<Harness provider={provider} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set Address' }));
    await user.type(within(dialog()).getByRole('combobox', { name: 'Address' }), 'Some');
    await user.click(await screen.findByRole('option', { name: 'Somewhere long' }, { timeout: 3000 }));

    expect(await within(dialog()).findByText('The suburb may not be greater than 50 characters.')).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(saved()).toBeNull();

    const postcode = within(dialog()).getByLabelText('Postcode');
    await user.clear(postcode);
    await user.type(postcode, '123456789012');
    expect(postcode).toHaveProperty('value', '1234567890');
    const suburb = within(dialog()).getByLabelText('City/Suburb');
    await user.clear(suburb);
    await user.type(suburb, 'Richmond');
    expect(within(dialog()).queryByText(/may not be greater than/)).toBeNull();
  });

  it('clears every part with Clear All and removes the address with Remove', async () => {
    render(<Harness initial={richmond} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Clear All' }));
    for (const label of ['Address', 'City/Suburb', 'Postcode', 'State', 'Country'])
      expect(within(dialog()).getByLabelText(label)).toHaveProperty('value', '');

    await user.click(within(dialog()).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved()).toBeNull();
    expect(screen.getByLabelText('Address')).toHaveProperty('value', '');
  });

  it('asks before discarding unsaved changes', async () => {
    render(<Harness initial={richmond} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    await user.type(within(dialog()).getByLabelText('Postcode'), '9');
    await user.keyboard('{Escape}');

    const confirm = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep Editing' }));
    const again = await screen.findByRole('dialog', { name: 'Set Address' });
    expect(within(again).getByLabelText('Postcode')).toHaveProperty('value', '31219');

    await user.click(within(again).getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved()).toEqual(richmond);
  });

  it('closes straight away when nothing changed', async () => {
    render(<Harness initial={richmond} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Address'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks our server (restricted to Australia) and fills the parts and coordinates from the chosen address', async () => {
    const api = mockApi({
      'GET /v1/addresses/search': ok({
        predictions: [{ id: 'osm.abc', description: '1 Swan Street, Richmond VIC 3121, Australia' }],
        available: true,
      }),
      'GET /v1/addresses/details': ok({
        address: {
          ...richmond,
          address_line_1: '1 Swan Street',
          full_address: '1 Swan Street, Richmond VIC 3121, Australia',
        },
      }),
    });
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set Address' }));
    await user.type(within(dialog()).getByRole('combobox', { name: 'Address' }), '1 Swan');
    await user.click(
      await screen.findByRole('option', { name: '1 Swan Street, Richmond VIC 3121, Australia' }, { timeout: 3000 }),
    );

    expect(await within(dialog()).findByLabelText('City/Suburb')).toHaveProperty('value', 'Richmond');
    expect(within(dialog()).getByLabelText('State')).toHaveProperty('value', 'Victoria');
    expect(within(dialog()).getByLabelText('Country')).toHaveProperty('value', 'Australia');
    const searched = new URL(api.calls[0]?.url ?? '', 'http://app').searchParams;
    expect(Object.fromEntries(searched)).toMatchObject({ q: '1 Swan', country: 'AU' });
    const resolved = new URL(api.calls[1]?.url ?? '', 'http://app').searchParams;
    expect(resolved.get('id')).toBe('osm.abc');
    expect(resolved.get('session')).toBe(searched.get('session'));

    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toEqual({ ...richmond, address_line_1: '1 Swan Street' }));
  });

  it('keeps typing while a search hangs or fails, says so, and still lets the address be typed by hand', async () => {
    let fail: (reason: Error) => void = () => {};
    const provider: AddressSearchProvider = {
      search: vi.fn(() => new Promise<never>((_resolve, reject) => (fail = reject))),
      resolve: vi.fn(),
    };
    render(<Harness provider={provider} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set Address' }));
    const search = within(dialog()).getByRole('combobox', { name: 'Address' });
    await user.type(search, '12 Smith');
    await waitFor(() => expect(provider.search).toHaveBeenCalledWith('12 Smith'), { timeout: 3000 });
    await user.type(search, ' Rd');
    expect(search).toHaveProperty('value', '12 Smith Rd');

    await waitFor(() => expect(provider.search).toHaveBeenCalledWith('12 Smith Rd'), { timeout: 3000 });
    fail(new Error('Address search is unavailable.'));
    expect(
      await within(dialog()).findByText('Address search is not available right now. Enter your address manually.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('option', { name: "My address isn't listed here" }));
    expect(within(dialog()).getByLabelText('Address')).toHaveProperty('value', '12 Smith Rd');
  });

  it('offers Australia first, and a typed state for a country without a list', async () => {
    render(<Harness initial={richmond} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    expect(within(dialog()).getByLabelText('State')).toHaveProperty('value', 'Victoria');

    const country = within(dialog()).getByLabelText('Country');
    await user.clear(country);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]?.textContent).toBe('Australia');
    await user.type(country, 'Zeal');
    await user.click(screen.getByRole('option', { name: 'New Zealand' }));

    // Victoria means nothing in New Zealand: the state is cleared and typed.
    const state = within(dialog()).getByLabelText('State');
    expect(state).toHaveProperty('value', '');
    await user.type(state, 'Auckland');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved()).toMatchObject({ state: 'Auckland', country: 'New Zealand', latitude: null, longitude: null }),
    );
  });
});
