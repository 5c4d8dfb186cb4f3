import { CLIENT_CSV_MESSAGES } from '@fieldbook/domain/clients/clients-csv.rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CsvPreviewStep } from './csv-preview-step';
import type { ParsedCsv } from './parse-csv-file';

const csv: ParsedCsv = {
  fileName: 'clients.csv',
  headers: ['First', 'Last', 'Email', 'Due'],
  rows: [
    { First: 'Ann', Last: 'Able', Email: 'ann@example.com', Due: '14' },
    { First: 'Bob', Last: 'Brown', Email: 'nope', Due: '999' },
    { First: '', Last: '', Email: '', Due: '' },
  ],
};
const mapping = { first_name: 'First', last_name: 'Last', primary_email: 'Email', invoicing_due_days: 'Due' };

const preview = {
  refused: false,
  message: null,
  result: {
    total: 3,
    valid: 1,
    invalid: 2,
    imported: 0,
    errors: [
      { row: 3, field: 'primary_email', message: 'The email must be a valid email address.' },
      { row: 3, field: 'primary_email', message: 'A second message for the same field.' },
      { row: 3, field: 'invoicing_due_days', message: 'The invoicing default due date must be between 0 and 365.' },
      { row: 4, field: 'is_individual', message: CLIENT_CSV_MESSAGES.clientTypeInvalid },
    ],
  },
};

describe('CsvPreviewStep', () => {
  it('shows the counts and each invalid row with the first message per field', () => {
    render(
      <CsvPreviewStep
        csv={csv}
        mapping={mapping}
        preview={preview}
        pending={false}
        error={null}
        mode="valid_only"
        onModeChange={() => {}}
      />,
    );
    expect(screen.getByText('3 rows')).toBeTruthy();
    expect(screen.getByText('1 valid')).toBeTruthy();
    expect(screen.getByText('2 invalid')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Rows with problems' });
    const [, bob, blank] = within(table).getAllByRole('row');
    expect(within(bob as HTMLElement).getByText('3')).toBeTruthy();
    expect(within(bob as HTMLElement).getByText('Bob Brown')).toBeTruthy();
    expect(bob?.textContent).toContain('Email: The email must be a valid email address.');
    expect(bob?.textContent).toContain('Invoicing Due Days: The invoicing default due date must be between 0 and 365.');
    expect(bob?.textContent).not.toContain('A second message');
    expect(blank?.textContent).toContain(`Client Type: ${CLIENT_CSV_MESSAGES.clientTypeInvalid}`);
    expect(within(blank as HTMLElement).getByText('—')).toBeTruthy();
  });

  it('offers all-or-nothing or valid rows only, and warns that all-or-nothing imports nothing here', async () => {
    const onModeChange = vi.fn();
    const { rerender } = render(
      <CsvPreviewStep
        csv={csv}
        mapping={mapping}
        preview={preview}
        pending={false}
        error={null}
        mode="valid_only"
        onModeChange={onModeChange}
      />,
    );
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Import all or nothing' }));
    expect(onModeChange).toHaveBeenCalledWith('all_or_nothing');
    expect(screen.queryByText(/Nothing will be imported/)).toBeNull();
    rerender(
      <CsvPreviewStep
        csv={csv}
        mapping={mapping}
        preview={preview}
        pending={false}
        error={null}
        mode="all_or_nothing"
        onModeChange={onModeChange}
      />,
    );
    expect(screen.getByText(/Nothing will be imported while 2 rows are invalid/)).toBeTruthy();
  });
});
