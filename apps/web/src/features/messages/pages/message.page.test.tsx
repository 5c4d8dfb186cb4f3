import { COMMUNICATION_MESSAGES, type PublicMessage } from '@fieldbook/domain/communications/communications.schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { startUpRoutes } from '../../../test/fixtures';
import { failure, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const REFERENCE = 'k3J9xQ2mT7vLp4Wz';
const TEXT = 'Hi Grace,\n\nYour inspection is booked.\n<b>Please</b> leave the side gate open.\n\nAcme';

function buildMessage(overrides: Partial<PublicMessage> = {}): PublicMessage {
  return {
    via: 'EMAIL',
    subject: 'Your inspection on Tuesday',
    content_long: TEXT,
    company_name: 'Acme Pest Control',
    sent_at: '2026-12-01 10:00:00',
    timezone: 'Australia/Melbourne',
    ...overrides,
  };
}

describe('the message page (client portal msg/:referenceUrl)', () => {
  it('shows the whole message to anyone with the link, without sending a session', async () => {
    session.start({ token: 'token', email: 'ada@example.com' });
    let release = () => {};
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockApi({
      ...startUpRoutes(),
      [`GET /v1/communications/msg/${REFERENCE}`]: async () => {
        await loaded;
        return ok({ message: buildMessage() });
      },
    });
    renderApp(`/connect/msg/${REFERENCE}`);
    expect(await screen.findByRole('progressbar', { name: 'Loading message' })).toBeTruthy();
    release();

    const article = await screen.findByRole('article', { name: 'Your inspection on Tuesday' });
    const view = within(article);
    expect(view.getByRole('heading', { level: 1, name: 'Your inspection on Tuesday' })).toBeTruthy();
    expect(view.getByText('Acme Pest Control')).toBeTruthy();
    expect(view.getByText('Tuesday 1 December 2026 at 10:00am')).toBeTruthy();
    const body = view.getByText(/Your inspection is booked/);
    expect(body.textContent).toBe(TEXT);
    expect(article.querySelector('b')).toBeNull();
    expect(document.title).toBe('Message from Acme Pest Control · Fieldbook');

    const call = api.calls.find((c) => c.path === `/v1/communications/msg/${REFERENCE}`);
    expect(call?.headers.Authorization).toBeUndefined();
    expect(api.count(`GET /v1/communications/msg/${REFERENCE}`)).toBe(1);
  });

  it('titles an SMS on the client portal host', async () => {
    mockApi({
      ...startUpRoutes(),
      [`GET /v1/communications/msg/${REFERENCE}`]: ok({
        message: buildMessage({
          via: 'SMS',
          subject: null,
          content_long: 'See you at 2:30pm',
          sent_at: '2026-12-01 14:30:00',
        }),
      }),
    });
    renderApp(`/msg/${REFERENCE}`, 'connect');
    expect(await screen.findByRole('heading', { level: 1, name: 'SMS message' })).toBeTruthy();
    expect(screen.getByText('See you at 2:30pm')).toBeTruthy();
    expect(screen.getByText('Tuesday 1 December 2026 at 2:30pm')).toBeTruthy();
  });

  it('says the message could not be found for an unknown link', async () => {
    mockApi({
      ...startUpRoutes(),
      'GET /v1/communications/msg/nosuchmessage1': failure(404, COMMUNICATION_MESSAGES.notFound),
    });
    renderApp('/connect/msg/nosuchmessage1');
    expect(await screen.findByText(COMMUNICATION_MESSAGES.notFound)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });
});
