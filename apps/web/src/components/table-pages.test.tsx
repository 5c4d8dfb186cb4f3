import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TablePages } from './table-pages';

describe('TablePages', () => {
  it('counts pages from 1 for the server, and starts again at page 1 when the rows per page change', async () => {
    const onPage = vi.fn();
    const onRows = vi.fn();
    render(<TablePages total={60} page={2} rows={25} rowOptions={[10, 25, 50]} onPage={onPage} onRows={onRows} />);
    expect(screen.getByText('26–50 of 60')).toBeTruthy();
    const clicker = userEvent.setup();
    await clicker.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPage).toHaveBeenLastCalledWith(3);
    await clicker.click(screen.getByRole('combobox'));
    await clicker.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '50' }));
    expect(onRows).toHaveBeenCalledWith(50);
    expect(onPage).toHaveBeenLastCalledWith(1);
  });
});
