import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetViewportWidth, setViewportWidth } from '../test/viewport';
import { FocusView } from './focus-view';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <div style={{ display: 'flex' }}>
      <main>Page</main>
      <FocusView open={open} title="Ada Lovelace" onClose={() => setOpen(false)}>
        <p>Client details</p>
      </FocusView>
    </div>
  );
}

afterEach(() => resetViewportWidth());

describe('FocusView', () => {
  it('is a side panel from 1024 px', async () => {
    setViewportWidth(1024);
    render(<Harness />);
    const user = userEvent.setup();
    expect(screen.getByRole('complementary', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('is a dialog on mobile', async () => {
    setViewportWidth(800);
    render(<Harness />);
    const user = userEvent.setup();
    expect(screen.getByRole('dialog', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('Client details')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
