import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, onTestFinished } from 'vitest';
import { checkAccessibility } from '../support/accessibility';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { choose, portal, see } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';
import { type Api, apiAs } from '../support/office-api';
import { drained, keptDetail, loadTheDay, melbourne, miasJobNow, setSignal } from '../support/offline';
import { sign } from '../support/signature';

/** The demo plumber's gas check (apps/server/src/seed/demo-forms.seed.ts). */
const TEMPLATE = 'Gas Compliance Certificate';
const MINE = 'Flue cleared; the side gate sticks, lift it.';
const THEIRS = 'Customer asks for a call 30 minutes before arrival.';
const WORK = 'Cleaned the flue and relit the pilot.';
/** What the field staff role lacks for this job: editing its notes and taking the customer's cash. */
const GRANTED = ['canEditAppointments', 'canAccessInvoicing', 'canViewInvoicing', 'canManagePayments'];

type Staff = { id: number; first_name: string; last_name: string; email: string; permissions: string[] };

/** Mia may edit appointments and record payments for this test; her role's permissions come back after it. */
async function grantMia(office: Api) {
  const { users } = await office<{ users: Staff[] }>('GET', 'business/company/users/all');
  const mia = users.find((user) => user.email === DEMO.fieldStaffEmail);
  if (!mia) throw new Error('The demo has no field staff user');
  const put = (permissions: string[]) =>
    office('PUT', 'business/company/users', {
      user_id: mia.id,
      first_name: mia.first_name,
      last_name: mia.last_name,
      permissions,
    });
  await put([...new Set([...mia.permissions, ...GRANTED])]);
  onTestFinished(async () => {
    await put(mia.permissions);
  });
}

/** A client, Mia's job for them now and an open invoice for it. */
async function theJobsPapers(office: Api, title: string) {
  const client = await office<{ id: number }>('POST', 'clients', {
    first_name: 'Noor',
    last_name: `Haddad ${title.slice(-6)}`,
    reference_id: `OFF-${randomUUID().slice(0, 8)}`,
  });
  const job = await miasJobNow(title, [client.id]);
  const { invoice } = await office<{ invoice: { id: number; invoice_number: string; total: number } }>(
    'POST',
    'invoice',
    {
      invoice_date: melbourne(0).slice(0, 10),
      client_id: client.id,
      appointment_id: job.id,
      title: 'Flue service',
      status: 'OPEN',
      line_items: [
        {
          description: 'Labour',
          unit_price: 160,
          quantity: 1,
          discount_rate: 0,
          tax_type: 'EXCLUSIVE',
          with_tax: true,
        },
      ],
    },
  );
  onTestFinished(async () => {
    await office('DELETE', 'invoice', { id: invoice.id });
  });
  return { ...job, client: client.id, invoice };
}

/**
 * How many images the gas check's PDF has unsigned (the company's logo, if any): a draft made for the
 * client alone, read and archived again.
 */
async function unsignedImages(office: Api, client: number) {
  const { templates } = await office<{ templates: { id: number; title: string }[] }>('GET', 'reportTemplates?page=1');
  const template = templates.find((candidate) => candidate.title === TEMPLATE);
  const { report } = await office<{ report: { id: number } }>('POST', 'reports', {
    template_id: template?.id,
    client_id: client,
  });
  const images = imagesIn(await office.bytes(`reports/${report.id}/pdf`));
  await office('POST', `reports/${report.id}/archive`, {});
  return images;
}

/** Images in a PDF (pdfkit writes each, and a PNG's transparency, as an image XObject). */
const imagesIn = (pdf: Buffer) => pdf.toString('latin1').split('/Subtype /Image').length - 1;

/** The Review dialog, opened from the banner. */
async function review(page: Page) {
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Changes not sent yet' });
  await see(dialog);
  return dialog;
}

describe('a field worker’s report, payment and conflict without signal', () => {
  const journey = useBrowser(() => journeyServer().url, { serviceWorkers: 'allow' });

  journey(
    'offline Mia edits the job’s notes, starts and signs its report, takes cash and completes it; the office edits the notes meanwhile; back online she keeps hers and each change reaches the server once',
    async ({ page, context }) => {
      const title = `Offline gas check ${randomUUID().slice(0, 6)}`;
      const office = await apiAs(DEMO.email);
      await grantMia(office);
      const { id, client, invoice } = await theJobsPapers(office, title);
      const baseline = await unsignedImages(office, client);

      // Online: Mia's day is kept (with the report templates and their forms), and the job's invoice,
      // opened from its timeline before she leaves.
      await page.clock.install();
      await loadTheDay(page, title, id);
      const view = page.getByRole('dialog', { name: 'Appointment' });
      await page.getByText(title).first().click();
      await view.getByRole('tab', { name: 'Activity Timeline' }).click();
      await view.getByRole('link', { name: `Invoice ${invoice.invoice_number}` }).click();
      await see(page.getByRole('button', { name: 'Record Payment' }));
      await expect.poll(() => keptDetail(page, 'documents', invoice.id), { timeout: 30_000 }).toBe(true);
      const { templates } = await office<{ templates: { title: string; form_id: number }[] }>(
        'GET',
        'reportTemplates?page=1',
      );
      const form = templates.find((template) => template.title === TEMPLATE)?.form_id ?? 0;
      await expect.poll(() => keptDetail(page, 'forms', form), { timeout: 30_000 }).toBe(true);

      // Six minutes later (past every kept read's stale time, and the 5 minutes the cache keeps a read
      // nothing shows), no signal; the app reopens from the device.
      await page.clock.fastForward('06:00');
      await setSignal(context, false);
      await page.goto(portal('scheduler'));
      await see(page.getByText(/You are offline\. Showing what was saved at \d{1,2}:\d{2}[ap]m\./));
      await checkAccessibility(page, 'offline');

      // The job's notes, edited on the device.
      await page.getByText(title).first().click();
      await see(view.getByRole('heading', { name: title }));
      await view.getByRole('button', { name: 'Edit', exact: true }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
      await edit.getByRole('textbox', { name: 'Description' }).fill(MINE);
      await edit.getByRole('button', { name: 'Save', exact: true }).click();
      await see(view.getByText('Appointment changes: Waiting to send'));
      await view.getByRole('button', { name: 'Close' }).click();

      // Meanwhile the office changes the same notes.
      const { appointment: current } = await office<{ appointment: Record<string, unknown> }>(
        'GET',
        `appointments/find?id=${id}`,
      );
      const ids = (list: unknown) => (list as { id: number }[]).map((entry) => entry.id);
      await office('PUT', 'appointments', {
        id,
        reference_id: current.reference_id,
        title: current.title,
        start_date: current.start_date,
        end_date: current.end_date,
        timezone: current.timezone,
        status: current.status,
        attendees: ids(current.attendees),
        clients: ids(current.clients),
        types: ids(current.types),
        description: THEIRS,
        updated_at: current.updated_at,
      });

      // The gas check, started from the job on the device: the work done and her signature.
      await page.getByText(title).first().click();
      await see(view.getByRole('heading', { name: title }));
      await view
        .getByRole('navigation', { name: 'Create from this appointment' })
        .getByRole('button', { name: 'Create Report', exact: true })
        .click();
      await see(page.getByRole('heading', { name: 'Add Report', level: 1 }));
      await choose(
        page.getByRole('combobox', { name: 'Template' }),
        page.getByRole('option', { name: new RegExp(`^${TEMPLATE}`) }),
      );
      await page.getByRole('button', { name: 'Create Report' }).click();
      await see(page.getByRole('heading', { name: TEMPLATE, level: 1 }));
      await see(page.getByText('New report: Waiting to send'));
      await page.getByRole('textbox', { name: 'Make *' }).fill('Rinnai');
      await page.getByRole('textbox', { name: 'Work carried out *' }).fill(WORK);
      await sign(page.getByRole('img', { name: 'Gasfitter signature *: draw your signature here' }));
      await page.getByRole('button', { name: 'Save' }).first().click();
      await see(page.getByText('Report answers: Waiting to send'));

      // The customer pays cash.
      await page.goto(portal(`invoicing/${invoice.id}`));
      await page.getByRole('button', { name: 'Record Payment' }).click();
      const pay = page.getByRole('dialog', { name: /^Record Payment/ });
      await see(pay);
      await choose(
        pay.getByRole('combobox', { name: 'Method' }),
        page.getByRole('option', { name: 'Cash', exact: true }),
      );
      await pay.getByRole('button', { name: 'Record Payment' }).click();
      const payment = `Payment $${invoice.total.toFixed(2)} Cash`;
      await see(page.getByText(`${payment}: Waiting to send`));

      // The job done.
      await page.goto(portal('scheduler'));
      await page.getByText(title).first().click();
      await see(view.getByRole('heading', { name: title }));
      await choose(
        view.getByRole('combobox', { name: 'Status' }),
        page.getByRole('option', { name: 'Complete', exact: true }),
      );
      await see(view.getByText('Status: Complete: Waiting to send'));
      await view.getByRole('button', { name: 'Close' }).click();
      await see(page.getByText('5 changes waiting to send.'));
      // The queue as it waits, in order.
      const waiting = await review(page);
      expect(await waiting.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
        'Appointment changes',
        'New report',
        'Report answers',
        payment,
        'Status: Complete',
      ]);
      await waiting.getByRole('button', { name: 'Close' }).click();

      // Signal again: the report (made, then filled) and the payment go; the notes meet the office's edit, and the status
      // change of the same job waits behind them.
      await setSignal(context, true);
      await see(page.getByText('1 change waiting to send. 1 change needs you.'));
      const conflict = await review(page);
      await see(conflict.getByText(THEIRS));
      await checkAccessibility(page, 'conflict');
      expect(await conflict.getByText(MINE).count()).toBeGreaterThan(0);
      await conflict.getByRole('button', { name: 'Keep mine' }).click();
      await see(conflict.getByText('Every change has been sent.'));
      await conflict.getByRole('button', { name: 'Close' }).click();
      await drained(page);

      // The server holds each change once.
      const { appointment: after } = await office<{ appointment: { status: string; description: string } }>(
        'GET',
        `appointments/find?id=${id}`,
      );
      expect(after).toMatchObject({ status: 'COMPLETE', description: MINE });
      // One report made for the job, with her answers and signature; its PDF shows the signature.
      const { reports } = await office<{ reports: { id: number }[] }>('GET', `reports?appointment_id=${id}&page=1`);
      expect(reports).toHaveLength(1);
      const report = reports[0]?.id ?? 0;
      const { report: signed } = await office<{ report: { answers: Record<string, unknown> } }>(
        'GET',
        `reports/${report}`,
      );
      expect(signed.answers).toMatchObject({ make: 'Rinnai', work_done: WORK, fitter_signature: expect.any(Number) });
      expect(imagesIn(await office.bytes(`reports/${report}/pdf`))).toBeGreaterThan(baseline);
      const { invoice: paid } = await office<{
        invoice: { status: string; payments: { amount: number; method: string; voided: boolean }[] };
      }>('GET', `invoice?id=${invoice.id}`);
      expect(paid.payments).toEqual([
        expect.objectContaining({ amount: invoice.total, method: 'CASH', voided: false }),
      ]);
      expect(paid.status).toBe('PAID');

      // A help article (the help panel's window), opened while the app's worker runs, comes from the
      // server, not the app's shell.
      const article = await page.goto(new URL('/help/articles/timeline-basics', page.url()).href);
      expect(article?.fromServiceWorker()).toBe(false);
      await see(page.getByRole('heading', { level: 1, name: 'The Activity Timeline' }));
    },
  );
});
