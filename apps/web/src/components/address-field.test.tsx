import type { Address } from '@fieldbook/domain/inputs/address.rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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
  it('enters an address by hand when the search finds nothing', async () => {
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
    await user.type(within(dialog()).getByLabelText('State'), 'VIC');
    await user.type(within(dialog()).getByLabelText('Country'), 'Australia');
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
    await user.type(within(dialog()).getByLabelText('State'), 'X');
    await user.keyboard('{Escape}');

    const confirm = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep Editing' }));
    const again = await screen.findByRole('dialog', { name: 'Set Address' });
    expect(within(again).getByLabelText('State')).toHaveProperty('value', 'VICX');

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
});
