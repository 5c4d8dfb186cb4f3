import { CLIENT_CSV_LIMITS, CLIENT_CSV_MESSAGES } from '@fieldbook/domain/clients/clients-csv.rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { buildUserLoad, startUpRoutes } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const signedInWith = (permissions: string[]) => {
  session.start({ token: 'token', email: 'ada@example.com' });
  return startUpRoutes(buildUserLoad({ permissions: ['canAccessPortalBusiness', ...permissions] }));
};

const CSV = 'Name,First Name,Last Name,E-mail\r\n,Ann,Able,ann@example.com\r\nAcme Pty Ltd,,,bad\r\n';

describe('client CSV import page', () => {
  it('uploads, maps, previews with a dry run and imports the valid rows', async () => {
    const imports: MockRequest[] = [];
    mockApi({
      ...signedInWith(['canImportData', 'canAccessClients']),
      'POST /v1/clients/import': (request) => {
        imports.push(request);
        const dry = (request.body as { dry_run: boolean }).dry_run;
        const errors = [{ row: 3, field: 'primary_email', message: 'The email must be a valid email address.' }];
        return ok({ total: 2, valid: 1, invalid: 1, imported: dry ? 0 : 1, errors });
      },
    });
    renderApp('/business/settings/clientCsvImport');
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Choose a CSV file');
    await user.upload(input, new File([CSV], 'clients.csv', { type: 'text/csv' }));
    expect(await screen.findByText('clients.csv: 2 rows, 4 columns')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('combobox', { name: 'Display Name' }).textContent).toBe('Name');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText('1 invalid')).toBeTruthy();
    expect(screen.getByText('Acme Pty Ltd')).toBeTruthy();
    expect(imports[0]?.body).toEqual({
      rows: [
        { Name: '', 'First Name': 'Ann', 'Last Name': 'Able', 'E-mail': 'ann@example.com' },
        { Name: 'Acme Pty Ltd', 'First Name': '', 'Last Name': '', 'E-mail': 'bad' },
      ],
      mapping: { display_name: 'Name', first_name: 'First Name', last_name: 'Last Name', primary_email: 'E-mail' },
      mode: 'valid_only',
      dry_run: true,
    });
    // With an invalid row the choice starts on skipping it.
    expect((screen.getByRole('radio', { name: 'Import valid rows, skip the rest' }) as HTMLInputElement).checked).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('1 client imported.')).toBeTruthy();
    expect(screen.getByText('1 row was skipped:')).toBeTruthy();
    expect(imports[1]?.body).toMatchObject({ mode: 'valid_only', dry_run: false });
  });

  it('shows the rows that stopped an all-or-nothing import (422)', async () => {
    mockApi({
      ...signedInWith(['canImportData', 'canAccessClients']),
      'POST /v1/clients/import': (request) => {
        const dry = (request.body as { dry_run: boolean }).dry_run;
        const result = { total: 2, valid: 2, invalid: 0, imported: 0, errors: [] };
        if (dry) return ok(result);
        return {
          status: 422,
          body: {
            status: 'error',
            payload: {
              ...result,
              valid: 1,
              invalid: 1,
              errors: [{ row: 2, field: 'reference_id', message: 'The reference number has already been taken.' }],
            },
            errors: { 'rows.2.reference_id': ['The reference number has already been taken.'] },
            message: CLIENT_CSV_MESSAGES.invalidRows(1),
          },
        };
      },
    });
    renderApp('/business/settings/clientCsvImport');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Choose a CSV file'), new File([CSV], 'c.csv'));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Every row is valid and ready to import.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(CLIENT_CSV_MESSAGES.invalidRows(1))).toBeTruthy();
    expect(screen.getByText('The reference number has already been taken.')).toBeTruthy();
  });

  it('refuses a file over the size limit or not a .csv, before sending anything', async () => {
    const api = mockApi(signedInWith(['canImportData']));
    renderApp('/business/settings/clientCsvImport');
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Choose a CSV file');
    const big = new File(['x'], 'big.csv');
    Object.defineProperty(big, 'size', { value: CLIENT_CSV_LIMITS.maxFileBytes + 1 });
    await user.upload(input, big);
    expect(await screen.findByText(CLIENT_CSV_MESSAGES.fileTooLarge)).toBeTruthy();
    await user.upload(input, new File(['x'], 'clients.xlsx'));
    expect(await screen.findByText(CLIENT_CSV_MESSAGES.notCsv)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.count('POST /v1/clients/import')).toBe(0);
  });

  it('is linked from Settings only with canImportData, and is a 404 without it', async () => {
    mockApi(signedInWith(['canImportData']));
    const { unmount } = renderApp('/business/settings');
    expect(await screen.findByRole('link', { name: /Import Clients/ })).toBeTruthy();
    unmount();
    mockApi(signedInWith([]));
    renderApp('/business/settings/clientCsvImport');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Import Clients/ })).toBeNull());
  });
});
