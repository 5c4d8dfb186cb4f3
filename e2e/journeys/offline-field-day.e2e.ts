import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';
import { type Api, attachmentsOf, type Envelope } from '../support/office-api';
import { drained, loadTheDay, miasJobNow, setSignal } from '../support/offline';
import { type SampleFile, sampleImage } from '../support/sample-files';

/** How many times a text shows in the appointment's timeline, as the office reads it. */
async function timesInTimeline(office: Api, id: number, text: string) {
  const timeline = await office<unknown>('GET', `appointments/timeline?id=${id}&page=1`);
  return JSON.stringify(timeline).split(text).length - 1;
}

/** A file's stored bytes, through its signed link. */
async function storedBytes(office: Api, fileId: number): Promise<Buffer> {
  const { signed_url } = await office<{ signed_url: string }>('GET', `files/download?id=${fileId}`);
  return Buffer.from(await (await fetch(new URL(signed_url, journeyServer().url))).arrayBuffer());
}

/** The same file uploaded straight through the API (multipart), as a browser online would; its id. */
async function uploadDirect(email: string, file: SampleFile): Promise<number> {
  const signIn = await fetch(`${journeyServer().url}/v1/user/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO.password, guid: randomUUID() }),
  });
  const { token } = ((await signIn.json()) as Envelope<{ token: string }>).payload;
  const form = new FormData();
  form.append('files[]', new Blob([file.buffer], { type: file.mimeType }), file.name);
  const response = await fetch(`${journeyServer().url}/v1/files/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Envelope<{ files: { id: number }[] }>).payload.files[0]?.id ?? 0;
}

describe('a field worker’s day without signal', () => {
  const journey = useBrowser(() => journeyServer().url, { serviceWorkers: 'allow' });

  journey(
    'Mia loads her day, loses signal, reloads, starts the job, adds a note and a photo; back online each change reaches the office once',
    async ({ page, context }) => {
      const title = `Offline boiler service ${randomUUID().slice(0, 6)}`;
      const { office, id } = await miasJobNow(title);

      // Online: Mia opens the scheduler; the app installs its worker and keeps her day.
      await page.clock.install();
      await loadTheDay(page, title, id);
      // Installable: Chrome's own checks of the manifest and the worker.
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      // A journey's browser context is off the record, and Chrome offers no install there (Debian's
      // Chromium says so; others do not): every other check must pass.
      expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

      // Six minutes later (past every kept read's 30 s, the account's 5 minutes, and the 5 minutes the cache
      // keeps a read nothing shows), no signal: each screen reads its kept record again and finds no
      // network. The app reopens from the device: the worker serves the app, IndexedDB the day.
      await page.clock.fastForward('06:00');
      await setSignal(context, false);
      await page.reload();
      await see(page.getByText(/You are offline\. Showing what was saved at \d{1,2}:\d{2}[ap]m\./));
      await page.getByText(title).first().click();
      const view = page.getByRole('dialog', { name: 'Appointment' });
      await see(view.getByRole('heading', { name: title }));

      // Start the job and add a note: both wait on the device, shown as pending.
      await view.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'In progress' }).click();
      await see(page.getByText('Saved on this device. It will be sent when you are back online.').first());
      await see(view.getByText('Status: In progress: Waiting to send'));
      await view.getByRole('tab', { name: 'Activity Timeline' }).click();
      await view.getByRole('textbox', { name: 'Add a note' }).fill('Flue cleared, pilot relit.');
      await view.getByRole('button', { name: 'Add Note' }).click();
      await see(page.getByText('2 changes waiting to send.'));
      // A photo of the flue, kept on the device as bytes until it can be uploaded.
      const photo = await sampleImage('flue.jpg', 'jpeg', { width: 320, height: 240 }, { r: 90, g: 90, b: 90 });
      await view.getByLabel('Add photo').setInputFiles(photo);
      await see(page.getByText(/3 changes waiting to send\./));

      // Reloading offline keeps the queue.
      await page.reload();
      await see(page.getByText(/3 changes waiting to send\./));

      // Signal again: the queue drains in order, once.
      await setSignal(context, true);
      await drained(page);
      const { appointment: after } = await office<{ appointment: { status: string } }>(
        'GET',
        `appointments/find?id=${id}`,
      );
      expect(after.status).toBe('IN_PROGRESS');
      expect(await timesInTimeline(office, id, 'Flue cleared, pilot relit.')).toBe(1);
      // The photo: attached once, its bytes as taken.
      const attached = await attachmentsOf(office, id);
      expect(attached.map((entry) => entry.file_name)).toEqual(['flue.jpg']);
      // The server stores images as it processes them: the same photo uploaded online is stored the same.
      const direct = await uploadDirect(DEMO.email, photo);
      const stored = await storedBytes(office, attached[0]?.file.id ?? 0);
      expect(stored.length).toBeGreaterThan(0);
      expect(stored.equals(await storedBytes(office, direct))).toBe(true);
    },
  );
});

// Without the service worker: the page is reopened with a network, and Playwright's routes do not see
// the requests of a page a service worker controls.
describe('a replay cut off by a closed page', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey(
    'the page closes in the middle of sending the queue; reopened, it sends the rest and each note reaches the office once',
    async ({ page, context }) => {
      const title = `Cut-off replay ${randomUUID().slice(0, 6)}`;
      const { office, id } = await miasJobNow(title);
      await signIn(page, DEMO.fieldStaffEmail, DEMO.password);
      await page.goto(portal('scheduler'));
      await page.getByText(title).first().click();
      const view = page.getByRole('dialog', { name: 'Appointment' });
      await view.getByRole('tab', { name: 'Activity Timeline' }).click();
      await see(view.getByRole('textbox', { name: 'Add a note' }));
      await context.setOffline(true);
      const notes = ['First reading 1.2 bar.', 'Second reading 1.4 bar.', 'Third reading 1.3 bar.'];
      for (const note of notes) {
        await view.getByRole('textbox', { name: 'Add a note' }).fill(note);
        await view.getByRole('button', { name: 'Add Note' }).click();
        await see(
          page.getByText(`${notes.indexOf(note) + 1} change${notes.indexOf(note) ? 's' : ''} waiting to send.`),
        );
      }

      // The second note reaches the server, but the page is gone before its answer comes back.
      let cut: () => void = () => {};
      const cutOff = new Promise<void>((resolve) => {
        cut = resolve;
      });
      await context.route('**/v1/appointments/notes', async (route) => {
        const { value } = route.request().postDataJSON() as { value: string };
        const answer = await route.fetch();
        // Notes are HTML (<p>…</p>).
        if (value.includes(notes[1] ?? '')) {
          cut();
          return; // never answered: the page closes first
        }
        await route.fulfill({ response: answer });
      });
      await context.setOffline(false);
      await cutOff;
      await page.close();
      await context.unroute('**/v1/appointments/notes');

      // Reopened: signed in again through the refresh cookie, the rest of the queue goes.
      const again = await context.newPage();
      await again.goto(portal('scheduler'));
      await see(again.getByText(title).first());
      await drained(again);
      for (const note of notes) expect(await timesInTimeline(office, id, note), note).toBe(1);
    },
  );
});
