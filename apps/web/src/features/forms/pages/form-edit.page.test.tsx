import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { buildUserLoad, startUpRoutes } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { stackElementsInDocumentOrder } from '../../../test/stacked-layout';
import type { Form } from '../api/forms-types';

const saved = (body: Record<string, unknown>, version = 1): Form => ({
  id: 31,
  name: String(body.name),
  description: null,
  is_beta: false,
  status: 'ACTIVE',
  current_version: version,
  archived: false,
  can_edit: true,
  created_at: '2026-11-25T09:00:00.000Z',
  updated_at: '2026-11-25T09:00:00.000Z',
  version,
  is_current_version: true,
  definition: body.definition as Form['definition'],
  versions: [{ version, created_at: '2026-11-25T09:00:00.000Z' }],
});

function openAdd() {
  session.start({ token: 'token', email: 'ada@example.com' });
  const load = buildUserLoad({ permissions: ['canAccessPortalBusiness', 'canAccessReports', 'canModifyForms'] });
  const sent: MockRequest[] = [];
  mockApi({
    ...startUpRoutes(load),
    'POST /v1/forms': (request) => {
      sent.push(request);
      return ok({ form: saved(request.body as Record<string, unknown>) });
    },
    'GET /v1/forms/31': () => ok({ form: saved((sent[0]?.body ?? {}) as Record<string, unknown>) }),
  });
  renderApp('/business/forms/add');
  return { clicker: userEvent.setup(), sent };
}

describe('the form editor', () => {
  it('adds fields, marks one required, reorders them by dragging with the keyboard and saves the definition', async () => {
    const { clicker, sent } = openAdd();
    await clicker.type(await screen.findByRole('textbox', { name: 'Name' }), 'Gas check');
    await clicker.click(screen.getByRole('button', { name: 'Add Field to Section 1' }));
    await clicker.click(screen.getByRole('button', { name: 'Add Field to Section 1' }));
    const first = screen.getByRole('group', { name: 'Field 1' });
    await clicker.type(within(first).getByRole('textbox', { name: 'Label' }), 'Make');
    await clicker.click(within(first).getByRole('checkbox', { name: 'Required' }));
    const second = screen.getByRole('group', { name: 'Field 2' });
    await clicker.type(within(second).getByRole('textbox', { name: 'Label' }), 'Result');
    await clicker.click(within(second).getByRole('combobox', { name: 'Field type' }));
    await clicker.click(await screen.findByRole('option', { name: 'Choice' }));
    await clicker.clear(
      within(screen.getByRole('group', { name: 'Field 2' })).getByRole('textbox', { name: 'Option 1' }),
    );
    await clicker.type(
      within(screen.getByRole('group', { name: 'Field 2' })).getByRole('textbox', { name: 'Option 1' }),
      'Pass',
    );
    // Reorder with the keyboard, as dragging does: pick Result up by its handle, up one place, drop.
    stackElementsInDocumentOrder();
    screen.getByRole('button', { name: 'Move Result' }).focus();
    await clicker.keyboard('[Space]');
    await clicker.keyboard('[ArrowUp]');
    await clicker.keyboard('[Space]');
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Field 1' })).getByRole('textbox', { name: 'Label' }),
      ).toHaveProperty('value', 'Result'),
    );
    expect(screen.getByText('Dropped field Result at position 1 of 2 in Section 1.')).toBeTruthy();

    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]?.body as { name: string; definition: { sections: { title: string; fields: unknown[] }[] } };
    expect(body.name).toBe('Gas check');
    expect(body.definition.sections).toHaveLength(1);
    expect(body.definition.sections[0]?.title).toBe('Section 1');
    expect(body.definition.sections[0]?.fields).toEqual([
      expect.objectContaining({ type: 'choice', label: 'Result', required: false, options: ['Pass'], columns: [] }),
      expect.objectContaining({ type: 'text', label: 'Make', required: true, options: [] }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Gas check' })).toBeTruthy();
  });

  it('moves a field into an empty section by dragging it down with the keyboard', async () => {
    const { clicker, sent } = openAdd();
    await clicker.type(await screen.findByRole('textbox', { name: 'Name' }), 'Gas check');
    await clicker.click(screen.getByRole('button', { name: 'Add Field to Section 1' }));
    await clicker.type(screen.getByRole('textbox', { name: 'Label' }), 'Make');
    await clicker.click(screen.getByRole('button', { name: 'Add Section' }));
    expect(screen.getByText('No fields yet: add one, or drag one here.')).toBeTruthy();

    stackElementsInDocumentOrder();
    screen.getByRole('button', { name: 'Move Make' }).focus();
    await clicker.keyboard('[Space]');
    await clicker.keyboard('[ArrowDown]');
    await clicker.keyboard('[Space]');
    const second = screen.getByRole('region', { name: 'Section 2' });
    await waitFor(() => expect(within(second).getByRole('textbox', { name: 'Label' })).toHaveProperty('value', 'Make'));
    expect(screen.getByText('Dropped field Make at position 1 of 1 in Section 2.')).toBeTruthy();

    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]?.body as { definition: { sections: { title: string; fields: { label: string }[] }[] } };
    expect(body.definition.sections.map((section) => [section.title, section.fields.map((f) => f.label)])).toEqual([
      ['Section 1', []],
      ['Section 2', ['Make']],
    ]);
  });

  it('moves fields and sections with clicks alone, from each one’s Move menu (no dragging needed)', async () => {
    const { clicker, sent } = openAdd();
    await clicker.type(await screen.findByRole('textbox', { name: 'Name' }), 'Gas check');
    await clicker.click(screen.getByRole('button', { name: 'Add Field to Section 1' }));
    await clicker.type(screen.getByRole('textbox', { name: 'Label' }), 'Make');
    await clicker.click(screen.getByRole('button', { name: 'Add Section' }));
    const siteTitle = screen.getAllByRole('textbox', { name: 'Section title' })[1] as HTMLElement;
    await clicker.clear(siteTitle);
    await clicker.type(siteTitle, 'Site');

    await clicker.click(screen.getByRole('button', { name: 'Move Make to…' }));
    const fieldMenu = await screen.findByRole('menu');
    expect(within(fieldMenu).getByRole('menuitem', { name: 'Move up' }).getAttribute('aria-disabled')).toBe('true');
    await clicker.click(within(fieldMenu).getByRole('menuitem', { name: 'Move to the end of Site' }));
    const second = screen.getByRole('region', { name: 'Section 2' });
    await waitFor(() => expect(within(second).getByRole('textbox', { name: 'Label' })).toHaveProperty('value', 'Make'));

    await clicker.click(screen.getByRole('button', { name: 'Move Site to…' }));
    await clicker.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Move up' }));
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]?.body as { definition: { sections: { title: string; fields: { label: string }[] }[] } };
    expect(body.definition.sections.map((section) => [section.title, section.fields.map((f) => f.label)])).toEqual([
      ['Site', ['Make']],
      ['Section 1', []],
    ]);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { clicker } = openAdd();
    await clicker.type(await screen.findByRole('textbox', { name: 'Name' }), 'Half done');
    await clicker.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeTruthy();
    await clicker.click(screen.getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Half done');
    expect(screen.getByRole('heading', { name: 'Add Form' })).toBeTruthy();
  });
});
