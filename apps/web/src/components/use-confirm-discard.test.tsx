import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useConfirmDiscard } from './use-confirm-discard';

function EditDialog() {
  const [open, setOpen] = useState(true);
  const [name, setName] = useState('Ada');
  const { guard, confirmDialog } = useConfirmDiscard(name !== 'Ada');
  const close = () => setOpen(false);
  return (
    <>
      <Dialog open={open} onClose={() => guard(close)} aria-labelledby="edit-title">
        <DialogTitle id="edit-title">Edit Client</DialogTitle>
        <label>
          Name
          <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <Button onClick={() => guard(close)}>Cancel</Button>
      </Dialog>
      {confirmDialog}
    </>
  );
}

describe('useConfirmDiscard', () => {
  it('closes at once without changes', async () => {
    render(<EditDialog />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before discarding changes, and keeps editing when told to', async () => {
    render(<EditDialog />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), ' L');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = screen.getByRole('alertdialog', { name: 'Discard changes?' });
    expect(within(question).getByText('You have unsaved changes. Are you sure you want to discard them?')).toBeTruthy();
    expect(within(question).getByRole('button', { name: 'Keep Editing' })).toBe(document.activeElement);

    await user.click(within(question).getByRole('button', { name: 'Keep Editing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    expect(within(dialog).getByLabelText('Name')).toHaveProperty('value', 'Ada L');

    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
