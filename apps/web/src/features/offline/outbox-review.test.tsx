import 'fake-indexeddb/auto';
import type { UpdateAppointmentBody } from '@fieldbook/domain/appointments/appointments.schemas';
import { IDEMPOTENCY_HEADER } from '@fieldbook/domain/idempotency/idempotency.constants';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outbox, replayOutbox } from '../../lib/offline/app-outbox';
import { indexedDbOutboxStore } from '../../lib/offline/offline-db';
import { queryClient } from '../../lib/query-client';
import { session } from '../../lib/session/session-store';
import { AppProviders } from '../../test/app-providers';
import { startUpRoutes } from '../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { PendingChanges } from './index';

const MINE = 'Dog in the yard, use the side gate.';
const THEIRS = 'Gate code 4821.';
const STALE = '2026-11-27 08:00:00';
const CURRENT = '2026-11-27 10:05:00';

beforeEach(() => indexedDbOutboxStore.clear().then(() => outbox.load()));
afterEach(() => indexedDbOutboxStore.clear().then(() => outbox.load()));

/**
 * A worker's offline edit of appointment 12's notes, made on the version of 8:00; the office saved
 * another at 10:05, so the replay meets a 409 and holds it. Then the app opens at home.
 */
async function holdConflict() {
  session.start({ token: 'token', email: 'ada@example.com' });
  const edits: MockRequest[] = [];
  const api = mockApi({
    ...startUpRoutes(),
    'PUT /v1/appointments': (request) => {
      edits.push(request);
      const body = request.body as UpdateAppointmentBody;
      return body.updated_at === CURRENT
        ? ok({ appointment: { id: 12, description: body.description, updated_at: '2026-11-27 10:30:00' } })
        : failure(409, 'Someone else changed this record while you were editing it. Reload to see their changes.');
    },
    'GET /v1/appointments/find': ok({ appointment: { id: 12, description: THEIRS, updated_at: CURRENT } }),
  });
  const body = { id: 12, title: 'Boiler service', description: MINE, updated_at: STALE } as UpdateAppointmentBody;
  await outbox.enqueue({
    kind: 'appointment-edit',
    record: '/appointments:12',
    label: 'Appointment changes',
    payload: body,
  });
  await replayOutbox();
  return { api, edits };
}

/** The held edit, reviewed from the banner. */
async function heldConflict() {
  const { api, edits } = await holdConflict();
  renderApp('/business/home');
  const banner = await screen.findByText(/1 change needs you\./, undefined, { timeout: 30_000 });
  await userEvent
    .setup()
    .click(within(banner.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Review' }));
  const dialog = await screen.findByRole('dialog', { name: 'Changes not sent yet' });
  await within(dialog).findByText(THEIRS);
  edits.length = 0;
  return { api, edits, dialog };
}

describe('a queued edit someone else changed meanwhile', () => {
  it('is reviewed from its record’s pending chip too (the banner is behind an open dialog)', async () => {
    await holdConflict();
    render(
      <AppProviders queryClient={queryClient}>
        <PendingChanges record="/appointments:12" />
      </AppProviders>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Appointment changes: Needs you' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes not sent yet' });
    expect(await within(dialog).findByText(THEIRS)).toBeTruthy();
  });

  it('shows both versions; Keep mine sends mine on top of theirs, once, with a new key', async () => {
    const { edits, dialog } = await heldConflict();
    expect(within(dialog).getByText(MINE)).toBeTruthy();
    expect(within(dialog).getByText(/Someone else changed this record/)).toBeTruthy();

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Keep mine' }));

    await waitFor(() => expect(outbox.items()).toEqual([]));
    expect(edits).toHaveLength(1);
    expect(edits[0]?.body).toMatchObject({ id: 12, description: MINE, updated_at: CURRENT });
    expect(edits[0]?.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await within(dialog).findByText('Every change has been sent.')).toBeTruthy();
  });

  it('Save merged sends the merged text the worker wrote', async () => {
    const { edits, dialog } = await heldConflict();
    const merged = within(dialog).getByRole('textbox', { name: 'Merged notes' });
    expect((merged as HTMLTextAreaElement).value).toBe(`${THEIRS}\n\n${MINE}`);
    const user = userEvent.setup();
    await user.clear(merged);
    await user.type(merged, 'Gate code 4821; dog in the yard.');

    await user.click(within(dialog).getByRole('button', { name: 'Save merged' }));

    await waitFor(() => expect(outbox.items()).toEqual([]));
    expect(edits.map((edit) => edit.body)).toMatchObject([
      { description: 'Gate code 4821; dog in the yard.', updated_at: CURRENT },
    ]);
  });

  it('Keep theirs drops the queued edit and sends nothing', async () => {
    const { edits, dialog } = await heldConflict();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Keep theirs' }));
    await waitFor(() => expect(outbox.items()).toEqual([]));
    expect(edits).toEqual([]);
  });
});

describe('a queued note the server refuses', () => {
  it('is shown with the field’s message, and the worker fixes it and sends it again', async () => {
    session.start({ token: 'token', email: 'ada@example.com' });
    const notes: MockRequest[] = [];
    mockApi({
      ...startUpRoutes(),
      'POST /v1/appointments/notes': (request) => {
        notes.push(request);
        const { value } = request.body as { value: string };
        return value.length > 20
          ? failure(422, 'The given data was invalid.', { value: ['The note may not be longer than 20 characters.'] })
          : ok({ id: 5, value });
      },
    });
    await outbox.enqueue({
      kind: 'note',
      record: '/appointments:12',
      label: 'Note',
      payload: { path: '/appointments/notes', id: 12, value: 'A note far too long for this', is_hidden: false },
    });
    await replayOutbox();
    renderApp('/business/home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes not sent yet' });
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(within(dialog).getByText('The note may not be longer than 20 characters.')).toBeTruthy();

    await user.clear(note);
    await user.type(note, 'Pilot relit.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(outbox.items()).toEqual([]));
    expect(notes.map((request) => request.body)).toEqual([
      { id: 12, value: 'A note far too long for this', is_hidden: false },
      { id: 12, value: 'Pilot relit.', is_hidden: false },
    ]);
    expect(notes[0]?.headers[IDEMPOTENCY_HEADER]).not.toBe(notes[1]?.headers[IDEMPOTENCY_HEADER]);
  });
});
