import MenuItem from '@mui/material/MenuItem';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetViewportWidth, setViewportWidth } from '../test/viewport';
import { ResponsiveMenu } from './responsive-menu';

function Harness({ onEdit }: { onEdit: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <button type="button" onClick={(event) => setAnchor(event.currentTarget)}>
        More
      </button>
      <ResponsiveMenu open={Boolean(anchor)} anchorEl={anchor} onClose={close} label="Client actions">
        <MenuItem
          onClick={() => {
            onEdit();
            close();
          }}
        >
          Edit
        </MenuItem>
        <MenuItem onClick={close}>Archive</MenuItem>
      </ResponsiveMenu>
    </>
  );
}

afterEach(() => resetViewportWidth());

describe('ResponsiveMenu', () => {
  it('is a menu from 450 px', async () => {
    setViewportWidth(450);
    const onEdit = vi.fn();
    render(<Harness onEdit={onEdit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'More' }));
    const menu = screen.getByRole('menu', { name: 'Client actions' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('is a bottom sheet popup under 450 px', async () => {
    setViewportWidth(449);
    render(<Harness onEdit={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'More' }));
    const sheet = screen.getByRole('dialog', { name: 'Client actions' });
    expect(within(sheet).getByRole('menuitem', { name: 'Archive' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
