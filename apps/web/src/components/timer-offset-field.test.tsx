import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TimerOffsetField } from './timer-offset-field';

function Harness({ initial, direction }: { initial: number; direction: 'before' | 'after' }) {
  const [offset, setOffset] = useState(initial);
  return (
    <>
      <TimerOffsetField value={offset} onChange={setOffset} direction={direction} minimum={15} relativeTo="start" />
      <output aria-label="saved">{offset}</output>
    </>
  );
}

const saved = () => Number(screen.getByLabelText('saved').textContent);
const part = (name: string) => screen.getByRole('spinbutton', { name });

describe('TimerOffsetField', () => {
  it('shows an offset as days, hours and minutes before', () => {
    render(<Harness initial={-1530} direction="before" />);
    expect(screen.getByRole('group', { name: 'Reminder time' })).toBeTruthy();
    expect(part('Days')).toHaveProperty('value', '1');
    expect(part('Hours')).toHaveProperty('value', '1');
    expect(part('Minutes')).toHaveProperty('value', '30');
    expect(screen.getByText('before start')).toBeTruthy();
  });

  it('stores a negative offset for before and clamps each part to its range', async () => {
    render(<Harness initial={-60} direction="before" />);
    const user = userEvent.setup();
    await user.clear(part('Days'));
    await user.type(part('Days'), '900');
    await user.clear(part('Hours'));
    await user.type(part('Hours'), '30');
    await user.tab();
    expect(part('Days')).toHaveProperty('value', '700');
    expect(part('Hours')).toHaveProperty('value', '23');
    expect(saved()).toBe(-(700 * 1440 + 23 * 60));
  });

  it('forces a zero offset to the minimum', async () => {
    render(<Harness initial={120} direction="after" />);
    const user = userEvent.setup();
    await user.clear(part('Hours'));
    await user.type(part('Hours'), '0{Enter}');
    expect(saved()).toBe(15);
    expect(part('Minutes')).toHaveProperty('value', '15');
  });

  it('forces a value on the wrong side, or zero, to the minimum on the right side', () => {
    const { unmount } = render(<Harness initial={-90} direction="after" />);
    expect(saved()).toBe(15);
    expect(part('Hours')).toHaveProperty('value', '0');
    expect(part('Minutes')).toHaveProperty('value', '15');
    unmount();
    render(<Harness initial={0} direction="before" />);
    expect(saved()).toBe(-15);
  });
});
