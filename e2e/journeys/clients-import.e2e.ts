import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';

const COUNT = 50;
const dir = mkdtempSync(join(tmpdir(), 'fieldbook-csv-'));
const csvPath = join(dir, 'clients.csv');

/** 50 individuals: Tessa1 Importson … Tessa50 Importson, each with an email and a mobile. */
function writeCsv(): void {
  const lines = ['First Name,Last Name,Email,Mobile,Address Suburb'];
  for (let i = 1; i <= COUNT; i++) {
    const mobile = `0499 ${String(100 + i).padStart(3, '0')} ${String(200 + i).padStart(3, '0')}`;
    lines.push(`Tessa${i},Importson,tessa${i}@import.test,${mobile},Brighton`);
  }
  writeFileSync(csvPath, `${lines.join('\r\n')}\r\n`);
}

describe('client CSV import', () => {
  const journey = useBrowser(() => journeyServer().url);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  journey('the owner imports 50 clients from a CSV file and finds one in the client list', async ({ page }) => {
    writeCsv();
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto(portal('settings/clientCsvImport'));
    await page.getByLabel('Choose a CSV file').setInputFiles(csvPath);
    await see(page.getByText(`clients.csv: ${COUNT} rows`, { exact: false }));

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Preview' }).click();
    await see(page.getByText(`${COUNT} valid`));
    await see(page.getByText('0 invalid'));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await see(page.getByText(`${COUNT} clients imported.`));

    await page.getByRole('link', { name: 'Go to clients' }).click();
    const list = page.getByRole('region', { name: 'Client list' });
    await list.getByRole('searchbox', { name: 'Search' }).fill('Tessa42');
    await see(list.getByText('Tessa42 Importson'));
    await list.getByText('Tessa42 Importson').click();
    await see(
      page.getByRole('region', { name: 'Client', exact: true }).getByRole('link', { name: 'tessa42@import.test' }),
    );
  });
});
