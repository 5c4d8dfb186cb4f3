import { COMMUNICATION_MESSAGES } from '@fieldbook/domain/communications/communications.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, ok } from '../../../test/mock-api';
import type { CommunicationEntry } from '../api/timeline-types';
import { queryOf, renderTimeline, signedInRoutes, timelinePage } from '../testing/timeline-fixtures';

function buildCommunication(overrides: Partial<CommunicationEntry> = {}): CommunicationEntry {
  const id = overrides.id ?? 91;
  return {
    id,
    via: 'SMS',
    kind: 'REMINDER',
    recipient_address: '0412 345 678',
    reference_id: 'abcdefghijklmnop',
    subject: null,
    content: 'Reminder: your pest inspection is tomorrow at 10:00am.',
    complete_msg: true,
    content_long: null,
    failed: false,
    error_msg: null,
    is_read: false,
    is_viewable: false,
    files: [],
    sender: null,
    created_at: '2026-03-05 10:00:00',
    key: `communication-${id}`,
    timeline_type: 'communication',
    timeline_date: '2026-03-05 10:00:00',
    timeline_pinned: false,
    ...overrides,
  };
}

const LONG_TEXT = `Hello Grace,\n\n${'Please keep pets inside during the treatment. '.repeat(8)}\n\nThanks, Acme`;

const longEmail = buildCommunication({
  id: 92,
  via: 'EMAIL',
  kind: 'MESSAGE',
  recipient_address: 'grace@example.com',
  subject: 'Your treatment on Friday',
  content: `${LONG_TEXT.slice(0, 200).trimEnd()}…`,
  complete_msg: false,
  is_read: true,
  is_viewable: true,
  sender: 'Ada Lovelace',
});

describe('timeline communications', () => {
  it('shows an SMS reminder: recipient, sender, time and text, as text never HTML', async () => {
    const sms = buildCommunication({ content: 'Gate <b>code</b> 1234\nSee you then' });
    mockApi({ ...signedInRoutes(), 'GET /v1/clients/timeline': ok(timelinePage({ timeline: [sms] })) });
    renderTimeline();
    const entry = await screen.findByRole('article', { name: 'SMS to 0412 345 678' });
    const view = within(entry);
    expect(view.getByText('SMS to 0412 345 678')).toBeTruthy();
    expect(view.getByText(/Automatic reminder · 05-03-2026 10:00am/)).toBeTruthy();
    expect(view.getByText(/Gate <b>code<\/b> 1234/).textContent).toBe('Gate <b>code</b> 1234\nSee you then');
    expect(entry.querySelector('b')).toBeNull();
    expect(view.queryByText('Read')).toBeNull();
    expect(view.queryByRole('button', { name: 'View Message' })).toBeNull();
    expect(view.queryByRole('alert')).toBeNull();
  });

  it('shows why a message failed, or the default when the provider gave no reason', async () => {
    mockApi({
      ...signedInRoutes(),
      'GET /v1/clients/timeline': ok(
        timelinePage({
          timeline: [
            buildCommunication({ id: 93, failed: true, error_msg: 'Number unreachable' }),
            buildCommunication({
              id: 94,
              via: 'EMAIL',
              kind: 'MESSAGE',
              sender: 'Ada Lovelace',
              recipient_address: 'grace@example.com',
              subject: 'Invoice',
              failed: true,
            }),
          ],
        }),
      ),
    });
    renderTimeline();
    const sms = await screen.findByRole('article', { name: 'SMS to 0412 345 678' });
    expect(within(sms).getByRole('alert').textContent).toContain('Number unreachable');
    const email = screen.getByRole('article', { name: 'Email to grace@example.com' });
    expect(within(email).getByRole('alert').textContent).toContain(COMMUNICATION_MESSAGES.sendFailed);
    expect(within(email).getByText(/Sent by Ada Lovelace/)).toBeTruthy();
    expect(within(email).getByText('Invoice')).toBeTruthy();
  });

  it('loads the whole text of a long email with View Message', async () => {
    let release = () => {};
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockApi({
      ...signedInRoutes(),
      'GET /v1/clients/timeline': ok(timelinePage({ timeline: [longEmail] })),
      'GET /v1/communications/message/contents': async () => {
        await loaded;
        return ok({
          communication: {
            id: 92,
            via: 'EMAIL',
            subject: 'Your treatment on Friday',
            content: longEmail.content,
            content_long: LONG_TEXT,
            files: [],
          },
        });
      },
    });
    renderTimeline();
    const user = userEvent.setup();
    const entry = await screen.findByRole('article', { name: 'Email to grace@example.com' });
    expect(within(entry).getByText('Read')).toBeTruthy();
    expect(within(entry).getByText('Your treatment on Friday')).toBeTruthy();
    expect(api.count('GET /v1/communications/message/contents')).toBe(0);

    await user.click(within(entry).getByRole('button', { name: 'View Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email to grace@example.com' });
    expect(within(dialog).getByRole('progressbar', { name: 'Loading message' })).toBeTruthy();
    release();
    expect(await within(dialog).findByText(/Thanks, Acme/)).toBeTruthy();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(within(dialog).getByText(/Thanks, Acme/).textContent).toBe(LONG_TEXT);
    const call = api.calls.find((c) => c.path === '/v1/communications/message/contents');
    expect(queryOf(call?.url ?? '').get('id')).toBe('92');
  });

  it('says so when the whole text cannot be loaded', async () => {
    mockApi({
      ...signedInRoutes(),
      'GET /v1/clients/timeline': ok(timelinePage({ timeline: [longEmail] })),
      'GET /v1/communications/message/contents': failure(404, 'Could not load message contents'),
    });
    renderTimeline();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email to grace@example.com' });
    expect(await within(dialog).findByText(COMMUNICATION_MESSAGES.loadFailed)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
