import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordChecklist } from './password-checklist';

function Harness() {
  const [password, setPassword] = useState('');
  return (
    <>
      <label>
        New password
        <input value={password} onChange={(event) => setPassword(event.target.value)} />
      </label>
      <PasswordChecklist password={password} />
    </>
  );
}

const item = (label: string) => screen.getByText(label).closest('li');
const done = (label: string) => item(label)?.textContent?.includes('(done)');

describe('PasswordChecklist', () => {
  it('ticks each requirement as the user types', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    const labels = [
      'Minimum 8 characters',
      'At least one lowercase letter',
      'At least one uppercase letter',
      'At least one special character (!@#$%^&*)',
    ];
    expect(labels.map(done)).toEqual([false, false, false, false]);

    await user.type(screen.getByLabelText('New password'), 'abc');
    expect(labels.map(done)).toEqual([false, true, false, false]);

    await user.type(screen.getByLabelText('New password'), 'D!');
    expect(labels.map(done)).toEqual([false, true, true, true]);

    await user.type(screen.getByLabelText('New password'), 'efg');
    expect(labels.map(done)).toEqual([true, true, true, true]);
  });
});
