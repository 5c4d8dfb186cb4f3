import type { PhoneParts } from '@fieldbook/domain/inputs/phone.rules';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneField } from './phone-field';

function Harness({ mobile = false, initial = null }: { mobile?: boolean; initial?: PhoneParts | null }) {
  const [phone, setPhone] = useState<PhoneParts | null>(initial);
  return (
    <>
      <PhoneField value={phone} onChange={setPhone} mobile={mobile} label={mobile ? 'Mobile' : 'Phone'} />
      <output aria-label="saved">{JSON.stringify(phone)}</output>
    </>
  );
}

const saved = () => JSON.parse(screen.getByLabelText('saved').textContent ?? 'null') as PhoneParts | null;

describe('PhoneField', () => {
  it('offers "Create Phone" when empty and starts a phone with the Australian code', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Phone' }));

    expect(screen.getByLabelText('Phone')).toBe(document.activeElement);
    expect(screen.getByLabelText('Country code')).toHaveProperty('value', '61');
    await user.type(screen.getByLabelText('Area code'), '03');
    await user.type(screen.getByLabelText('Phone'), '9999 0000');
    expect(saved()).toEqual({ country_code: '61', area_code: '03', phone_number: '9999 0000' });

    await user.click(screen.getByRole('button', { name: 'Remove phone' }));
    expect(saved()).toBeNull();
    expect(screen.getByRole('button', { name: 'Create Phone' })).toBeTruthy();
  });

  it('flags a mobile that is not 10 digits once the number is left, and clears the flag when fixed', async () => {
    render(<Harness mobile />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Phone' }));
    expect(screen.queryByLabelText('Area code')).toBeNull();

    await user.type(screen.getByLabelText('Mobile'), '0412 345');
    expect(screen.queryByText('This phone number is invalid')).toBeNull();
    await user.tab();
    expect(screen.getByText('This phone number is invalid')).toBeTruthy();
    expect(screen.getByLabelText('Mobile').getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText('Mobile'), ' 678');
    expect(screen.queryByText('This phone number is invalid')).toBeNull();
  });

  it('checks any number once left: a landline needs its area code, and is no mobile', async () => {
    const { unmount } = render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Phone' }));
    await user.type(screen.getByLabelText('Phone'), '9999 0000');
    await user.tab();
    expect(screen.getByText('This phone number is invalid')).toBeTruthy();
    await user.type(screen.getByLabelText('Area code'), '03');
    expect(screen.queryByText('This phone number is invalid')).toBeNull();
    unmount();

    render(<Harness mobile />);
    await user.click(screen.getByRole('button', { name: 'Create Phone' }));
    await user.type(screen.getByLabelText('Mobile'), '03 9999 0000');
    await user.tab();
    expect(screen.getByText('This phone number is invalid')).toBeTruthy();
  });

  it('keeps only digits in the country code', async () => {
    render(<Harness initial={{ country_code: '61', area_code: null, phone_number: '0412345678' }} />);
    const user = userEvent.setup();
    const code = screen.getByLabelText('Country code');
    await user.clear(code);
    await user.type(code, '+4a4');
    expect(code).toHaveProperty('value', '44');
  });
});
