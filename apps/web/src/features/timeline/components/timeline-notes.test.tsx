import { NOTE_MESSAGES } from '@fieldbook/domain/notes/notes.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubEditorLayout } from '../../../test/editor-layout';
import { mockApi, ok } from '../../../test/mock-api';
import { buildNote, renderTimeline, signedInRoutes, timelinePage } from '../testing/timeline-fixtures';

describe('timeline notes', () => {
  beforeAll(stubEditorLayout);

  it('refuses a blank note with the domain message and sends nothing', async () => {
    const api = mockApi({
      ...signedInRoutes(),
      'GET /v1/clients/timeline': ok(timelinePage()),
      'POST /v1/clients/notes': ok(buildNote()),
    });
    renderTimeline();
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Add a note' });
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText(NOTE_MESSAGES.empty)).toBeTruthy();
    expect(api.count('POST /v1/clients/notes')).toBe(0);
  });

  it('adds a typed note, hidden when asked', async () => {
    const api = mockApi({
      ...signedInRoutes(),
      'GET /v1/clients/timeline': ok(timelinePage()),
      'POST /v1/clients/notes': ok(buildNote(), NOTE_MESSAGES.added),
    });
    renderTimeline();
    const user = userEvent.setup();
    const editor = await screen.findByRole('textbox', { name: 'Add a note' });
    await user.click(editor);
    await user.keyboard('Dog on site');
    await user.click(screen.getByRole('checkbox', { name: 'Hidden' }));
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText(NOTE_MESSAGES.added)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/v1/clients/notes')?.body).toEqual({
      id: 5,
      value: '<p>Dog on site</p>',
      is_hidden: true,
    });
  });

  it('pins, previews, edits and deletes a note', async () => {
    const note = buildNote({ value: '<p>Gate code <a href="https://x.test">1234</a></p>' });
    const api = mockApi({
      ...signedInRoutes(),
      'GET /v1/clients/timeline': ok(timelinePage({ timeline: [note] })),
      'POST /v1/clients/notes/pin': ok(note, NOTE_MESSAGES.pinned),
      'PUT /v1/clients/notes': ok(note, NOTE_MESSAGES.updated),
      'DELETE /v1/clients/notes': ok(null, NOTE_MESSAGES.deleted),
    });
    renderTimeline();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pin note' }));
    expect(await screen.findByText(NOTE_MESSAGES.pinned)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/v1/clients/notes/pin')?.body).toEqual({ id: 31, is_pinned: true });

    await user.click(screen.getByRole('button', { name: 'Note actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Preview...' }));
    const preview = await screen.findByRole('dialog', { name: 'Note' });
    expect(within(preview).getByTitle('Note').getAttribute('sandbox')).toBe('');
    await user.click(within(preview).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Note actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const editor = await screen.findByRole('textbox', { name: 'Edit note' });
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText(NOTE_MESSAGES.empty)).toBeTruthy();
    expect(api.count('PUT /v1/clients/notes')).toBe(0);
    await user.click(editor);
    await user.keyboard('Gate code 9999');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText(NOTE_MESSAGES.updated)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ id: 31, value: '<p>Gate code 9999</p>' });

    await user.click(await screen.findByRole('button', { name: 'Note actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete note?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(NOTE_MESSAGES.deleted)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ id: 31 });
  });

  it("offers only Preview on someone else's note the user may not change (can_edit false)", async () => {
    const mine = buildNote({ id: 31, value: '<p>Mine</p>' });
    const theirs = buildNote({ id: 32, value: '<p>Theirs</p>', name: 'Grace Hopper', can_edit: false });
    mockApi({ ...signedInRoutes(), 'GET /v1/clients/timeline': ok(timelinePage({ timeline: [mine, theirs] })) });
    renderTimeline();
    const user = userEvent.setup();
    const other = await screen.findByRole('article', { name: 'Note by Grace Hopper' });
    // The user's own note keeps its actions.
    const own = screen.getByRole('article', { name: 'Note by Ada Lovelace' });
    expect(within(own).getByRole('button', { name: 'Pin note' })).toBeTruthy();
    expect(within(other).queryByRole('button', { name: 'Pin note' })).toBeNull();
    await user.click(within(other).getByRole('button', { name: 'Note actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Preview...' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });
});
