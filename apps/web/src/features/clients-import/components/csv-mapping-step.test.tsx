import { autoMapColumns, type ClientCsvMapping } from '@fieldbook/domain/clients/clients-csv.rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CsvMappingStep } from './csv-mapping-step';
import type { ParsedCsv } from './parse-csv-file';

const csv: ParsedCsv = {
  fileName: 'clients.csv',
  headers: ['Company', 'E-mail', 'Phone', 'Cell number'],
  rows: [{ Company: 'Acme Pty Ltd', 'E-mail': 'hi@acme.test', Phone: '03 9000 1111', 'Cell number': '0412 345 678' }],
};

function Harness({ onChange }: { onChange: (mapping: ClientCsvMapping) => void }) {
  const [mapping, setMapping] = useState(autoMapColumns(csv.headers));
  return (
    <CsvMappingStep
      csv={csv}
      mapping={mapping}
      onChange={(next) => {
        setMapping(next);
        onChange(next);
      }}
    />
  );
}

describe('CsvMappingStep', () => {
  it('pre-fills each field from the automatic mapping, with a sample value', () => {
    render(<Harness onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Display Name' }).textContent).toBe('Company');
    expect(screen.getByRole('combobox', { name: 'Email' }).textContent).toBe('E-mail');
    expect(screen.getByRole('combobox', { name: 'Business Phone' }).textContent).toBe('Phone');
    expect(screen.getByRole('combobox', { name: 'Mobile' }).textContent).toBe('Not imported');
    expect(screen.getByText('e.g. Acme Pty Ltd')).toBeTruthy();
    expect(screen.getByText(/3 of \d+ fields mapped/)).toBeTruthy();
  });

  it('maps a field to another column, or to nothing', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox', { name: 'Mobile' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Cell number' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ mobile: 'Cell number' }));
    expect(screen.getByRole('combobox', { name: 'Mobile' }).textContent).toBe('Cell number');

    await user.click(screen.getByRole('combobox', { name: 'Display Name' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Not imported' }));
    expect(onChange.mock.lastCall?.[0]).not.toHaveProperty('display_name');
  });
});
