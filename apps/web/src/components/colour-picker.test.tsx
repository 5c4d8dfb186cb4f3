import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ColourPicker } from './colour-picker';

function Harness({ initial = null, clearable = false }: { initial?: string | null; clearable?: boolean }) {
  const [colour, setColour] = useState<string | null>(initial);
  return (
    <>
      <ColourPicker value={colour} onChange={setColour} clearable={clearable} allowTransparent allowDynamic />
      <output aria-label="saved">{String(colour)}</output>
    </>
  );
}

const saved = () => screen.getByLabelText('saved').textContent;
const menu = () => screen.getByRole('dialog', { name: 'Select Colour' });

describe('ColourPicker', () => {
  it('shows #027be3 while a non-clearable picker is empty, and picks from the palette', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Colour: #027be3' });
    await user.click(button);
    expect(within(menu()).getByRole('tab', { name: 'Palette', selected: true })).toBeTruthy();
    expect(within(menu()).getByRole('button', { name: '#027be3' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(within(menu()).getByRole('button', { name: '#f44336' }));
    expect(saved()).toBe('#f44336');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Colour: #f44336' })).toBeTruthy();
  });

  it('offers transparent and the dynamic theme keys', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Colour/ }));
    await user.click(within(menu()).getByRole('button', { name: 'Accent (theme)' }));
    expect(saved()).toBe('accent');
    await user.click(screen.getByRole('button', { name: 'Colour: accent' }));
    await user.click(within(menu()).getByRole('button', { name: 'Transparent' }));
    expect(saved()).toBe('transparent');
  });

  it('masks the hex input to # and 6 characters and accepts only valid hex', async () => {
    render(<Harness initial="#000000" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Colour: #000000' }));
    await user.click(within(menu()).getByRole('tab', { name: 'Spectrum' }));
    const hex = within(menu()).getByLabelText('Hex');

    await user.clear(hex);
    await user.type(hex, 'zz12');
    expect(hex).toHaveProperty('value', '#12');
    await user.keyboard('{Enter}');
    expect(within(menu()).getByText('Enter a valid hex colour, e.g. #027be3')).toBeTruthy();
    expect(saved()).toBe('#000000');

    await user.type(hex, 'a{Enter}');
    expect(saved()).toBe('#12a');

    await user.click(screen.getByRole('button', { name: 'Colour: #12a' }));
    await user.click(within(menu()).getByRole('tab', { name: 'Spectrum' }));
    const again = within(menu()).getByLabelText('Hex');
    await user.clear(again);
    await user.type(again, 'ABCDEF99');
    expect(again).toHaveProperty('value', '#ABCDEF');
    expect(saved()).toBe('#abcdef');
  });

  it('takes a colour from the spectrum input', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Colour/ }));
    await user.click(within(menu()).getByRole('tab', { name: 'Spectrum' }));
    fireEvent.change(within(menu()).getByLabelText('Colour spectrum'), { target: { value: '#336699' } });
    expect(saved()).toBe('#336699');
    expect(within(menu()).getByLabelText('Hex')).toHaveProperty('value', '#336699');
  });

  it('can be cleared only when clearable', async () => {
    render(<Harness initial="#123456" clearable />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Colour: #123456' }));
    await user.click(within(menu()).getByRole('button', { name: 'Clear' }));
    expect(saved()).toBe('null');
    expect(screen.getByRole('button', { name: 'Colour: none' })).toBeTruthy();
  });
});
