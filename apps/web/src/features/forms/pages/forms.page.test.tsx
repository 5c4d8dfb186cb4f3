import { FEEDBACK_MESSAGES } from '@fieldbook/domain/feedback/feedback.constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { buildUserLoad, startUpRoutes } from '../../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import type { Form, FormSummary, ReportTemplate } from '../api/forms-types';

const summary = (overrides: Partial<FormSummary> = {}): FormSummary => ({
  id: 5,
  name: 'Gas appliance compliance check',
  description: 'Type A appliance service',
  is_beta: false,
  status: 'ACTIVE',
  current_version: 2,
  archived: false,
  can_edit: true,
  created_at: '2026-11-25T09:00:00.000Z',
  updated_at: '2026-11-25T09:00:00.000Z',
  ...overrides,
});

const form = (version: number): Form => ({
  ...summary({ can_edit: false }),
  version,
  is_current_version: version === 2,
  definition: {
    sections: [
      {
        id: 's',
        title: 'Safety checks',
        fields: [
          {
            id: 'leak',
            type: 'yes_no',
            label: version === 2 ? 'Leak tested' : 'Leak test',
            required: true,
            help: null,
            options: [],
            columns: [],
          },
        ],
      },
    ],
  },
  versions: [
    { version: 2, created_at: '2026-11-25T09:00:00.000Z' },
    { version: 1, created_at: '2026-11-24T09:00:00.000Z' },
  ],
});

const template: ReportTemplate = {
  id: 9,
  title: 'Gas Compliance Certificate',
  standard: 'AS/NZS 5601.1',
  master_version: 1,
  minor_version: 0,
  is_master: true,
  is_beta: false,
  description: null,
  status: 'DRAFT',
  archived: false,
  can_edit: true,
  form_id: 5,
  form_version: 1,
  form: { id: 5, name: 'Gas appliance compliance check', current_version: 2, archived: false },
  created_at: '2026-11-25T09:00:00.000Z',
  updated_at: '2026-11-25T09:00:00.000Z',
};

function start(
  permissions: string[],
  forms: FormSummary[],
  sent: MockRequest[] = [],
  routes: Parameters<typeof mockApi>[0] = {},
) {
  session.start({ token: 'token', email: 'ada@example.com' });
  mockApi({
    ...routes,
    'GET /v1/reportTemplates': ok({ templates: [template], count: 1, page: 1, rows: 200 }),
    'POST /v1/reportTemplates': (request) => {
      sent.push(request);
      return ok({ template: { ...template, id: 10 } });
    },
    ...startUpRoutes(buildUserLoad({ permissions: ['canAccessPortalBusiness', ...permissions] })),
    'GET /v1/forms': ok({ forms, count: forms.length, page: 1, rows: 25 }),
    'GET /v1/forms/5': (request) =>
      ok({ form: form(Number(new URL(request.url, 'http://x').searchParams.get('version') ?? 2)) }),
  });
}

describe('forms', () => {
  it('lists forms with a Beta chip, and opens one read-only with its versions', async () => {
    start(['canAccessReports'], [summary(), summary({ id: 6, name: 'Smoke alarm trial', is_beta: true })]);
    renderApp('/business/forms');
    const beta = await screen.findByRole('row', { name: /Smoke alarm trial/ });
    expect(within(beta).getByText('Beta')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Form' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('row', { name: /Gas appliance compliance check/ }));
    expect(await screen.findByRole('heading', { name: 'Gas appliance compliance check' })).toBeTruthy();
    expect(screen.getByText('Version 2')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Safety checks' })).toBeTruthy();
    expect(screen.getByText('Leak tested *')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    // An older version reads as it was.
    const clicker = userEvent.setup();
    await clicker.click(screen.getByRole('combobox', { name: 'Version' }));
    await clicker.click(await screen.findByRole('option', { name: 'Version 1' }));
    expect(await screen.findByText('Leak test *')).toBeTruthy();
    expect(screen.getByText(/An earlier version/)).toBeTruthy();
  });

  it('shows the empty state with Add Form to those who may build forms', async () => {
    start(['canAccessReports', 'canModifyForms'], []);
    renderApp('/business/forms');
    expect(await screen.findByText('No forms yet')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Add Form' }).length).toBeGreaterThan(0);
  });

  it('shows a form’s report templates with their chips, and adds one pinned to a version', async () => {
    const sent: MockRequest[] = [];
    start(['canAccessReports', 'canModifyForms'], [summary()], sent);
    renderApp('/business/forms/5');
    const section = await screen.findByRole('region', { name: 'Report templates' });
    expect(await within(section).findByText('Gas Compliance Certificate')).toBeTruthy();
    expect(within(section).getByText('Draft')).toBeTruthy();
    expect(within(section).getByText('Master')).toBeTruthy();
    const clicker = userEvent.setup();
    await clicker.click(within(section).getByRole('button', { name: 'Add Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Report Template' });
    await clicker.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Backflow Test Report');
    await clicker.type(within(dialog).getByRole('textbox', { name: 'Standard' }), 'AS 2845.3');
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      form_id: 5,
      form_version: 2,
      title: 'Backflow Test Report',
      standard: 'AS 2845.3',
      master_version: 1,
      minor_version: 0,
      is_master: false,
      is_beta: false,
      description: null,
    });
  });

  it('sends a problem to the team from the Beta chip, with the page it came from', async () => {
    const sent: MockRequest[] = [];
    start(['canAccessReports'], [summary({ is_beta: true })], [], {
      'POST /v1/feedback': (request) => {
        sent.push(request);
        return sent.length === 1
          ? failure(422, 'The given data was invalid.', { message: [FEEDBACK_MESSAGES.messageTooLong] })
          : ok(null, FEEDBACK_MESSAGES.problemSent);
      },
    });
    renderApp('/business/forms');
    const clicker = userEvent.setup();
    const row = await screen.findByRole('row', { name: /Gas appliance compliance check/ });
    await clicker.click(within(row).getByRole('button', { name: 'Beta' }));
    const beta = await screen.findByRole('dialog', { name: 'Beta feature' });
    expect(within(beta).getByRole('link', { name: 'Open Help Center' })).toBeTruthy();
    await clicker.click(within(beta).getByRole('button', { name: 'Report Problem' }));

    const dialog = await screen.findByRole('dialog', { name: 'Report a Problem' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Beta feature' })).toBeNull());
    await clicker.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(FEEDBACK_MESSAGES.messageRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await clicker.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'The signature pad does not clear.');
    await clicker.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(FEEDBACK_MESSAGES.messageTooLong)).toBeTruthy();
    await clicker.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(FEEDBACK_MESSAGES.problemSent)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report a Problem' })).toBeNull());
    expect(sent.map((request) => request.body)).toEqual([
      { kind: 'PROBLEM', message: 'The signature pad does not clear.', page_path: '/business/forms' },
      { kind: 'PROBLEM', message: 'The signature pad does not clear.', page_path: '/business/forms' },
    ]);
  });
});
