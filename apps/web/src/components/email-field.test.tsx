import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EmailField } from './email-field';

function Harness({ required = false, error }: { required?: boolean; error?: string }) {
  const [email, setEmail] = useState('');
  return <EmailField value={email} onChange={setEmail} required={required} error={error} />;
}

describe('EmailField', () => {
  it('checks the email when it is left and clears the message once it is fixed', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Email');
    await user.type(input, 'ada example.com');
    expect(screen.queryByText('The email must be a valid email address.')).toBeNull();
    await user.tab();
    expect(screen.getByText('The email must be a valid email address.')).toBeTruthy();

    await user.clear(input);
    await user.type(input, 'ada@example.com');
    expect(screen.queryByText('The email must be a valid email address.')).toBeNull();
  });

  it('needs a value only when required', async () => {
    render(<Harness required />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^Email/));
    await user.tab();
    expect(screen.getByText('The email field is required.')).toBeTruthy();
  });

  it('shows a server error', () => {
    render(<Harness error="The email has already been taken." />);
    expect(screen.getByText('The email has already been taken.')).toBeTruthy();
  });
});
