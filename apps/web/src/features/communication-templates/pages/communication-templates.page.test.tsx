import {
  TEMPLATE_KIND_DEFINITIONS,
  TEMPLATE_MESSAGES,
  TEMPLATE_SLOTS,
  type TemplateChannel,
  type TemplateKind,
  templateId,
} from '@fieldbook/domain/communication-templates/communication-templates.constants';
import { templateDefault } from '@fieldbook/domain/communication-templates/communication-templates.rules';
import type { CommunicationTemplate } from '@fieldbook/domain/communication-templates/communication-templates.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { failure, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

function build(kind: TemplateKind, channel: TemplateChannel, custom?: Partial<CommunicationTemplate>) {
  const text = templateDefault(kind, channel) ?? { subject: null, body: '' };
  return {
    id: templateId(kind, channel),
    kind,
    kind_name: TEMPLATE_KIND_DEFINITIONS[kind].name,
    channel,
    customised: false,
    subject: text.subject,
    body: text.body,
    updated_at: null,
    ...custom,
  } satisfies CommunicationTemplate;
}
const detailOf = (template: CommunicationTemplate) =>
  ok({
    template,
    default: templateDefault(template.kind, template.channel),
    merge_fields: TEMPLATE_KIND_DEFINITIONS[template.kind].fields,
  });

function open(
  path: string,
  routes: Parameters<typeof mockApi>[0] = {},
  permissions = ['canAccessCommunicationTemplates'],
) {
  const api = mockApi({
    ...signedInWith(permissions),
    'GET /v1/communications/sms/price': ok({ per_message_cost: 0.1, currency: 'AUD', per_characters: 160 }),
    ...routes,
  });
  const view = renderApp(`/business/${path}`);
  return { api, clicker: userEvent.setup(), ...view };
}

describe('settings/templates', () => {
  it('lists the templates grouped by kind, each channel Customised or Default', async () => {
    const templates = TEMPLATE_SLOTS.map(({ kind, channel }) =>
      build(kind, channel, kind === 'invoice_sent' ? { customised: true, subject: 'Your invoice' } : {}),
    );
    open('settings/templates', { 'GET /v1/communication-templates': ok({ templates }) });
    const reminders = await screen.findByRole('region', { name: 'Appointment reminder' });
    expect(
      within(reminders)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringMatching(/^Appointment reminder · Email.*Default/),
      expect.stringMatching(/^Appointment reminder · SMS.*Default/),
    ]);
    const invoice = screen.getByRole('region', { name: 'Invoice sent' });
    const link = within(invoice).getByRole('link');
    expect(link.textContent).toMatch(/Customised/);
    expect(link.getAttribute('href')).toBe('/business/settings/templates/invoice_sent.EMAIL');
  });

  it('is linked from settings only with canAccessCommunicationTemplates', async () => {
    open('settings', {}, ['canAccessCalendar']);
    expect(await screen.findByRole('navigation', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Templates/ })).toBeNull();
  });

  it('links to templates from settings with the permission', async () => {
    open('settings');
    const link = await screen.findByRole('link', { name: /Templates/ });
    expect(link.getAttribute('href')).toBe('/business/settings/templates');
  });
});

describe('settings/templates/{id}', () => {
  it('shows the text and a preview with sample data, and resets with an undo', async () => {
    let current = build('invoice_sent', 'EMAIL', {
      customised: true,
      subject: 'Invoice {{document.number}}',
      body: 'Hi {{client.first_name}}',
      updated_at: '2026-11-26 10:00:00',
    });
    const { api, clicker } = open('settings/templates/invoice_sent.EMAIL', {
      'GET /v1/communication-templates/one': () => detailOf(current),
      'DELETE /v1/communication-templates': () => {
        current = build('invoice_sent', 'EMAIL');
        return detailOf(current);
      },
      'PUT /v1/communication-templates': (request) => {
        current = { ...current, ...(request.body as object), customised: true };
        return detailOf(current);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Invoice sent · Email' })).toBeTruthy();
    expect(screen.getByTestId('preview-subject').textContent).toBe('Invoice INV-0042');
    expect(screen.getByTestId('preview-body').textContent).toBe('Hi Jordan');
    await clicker.click(screen.getByRole('button', { name: 'Reset to Default' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reset to the default?' });
    await clicker.click(within(confirm).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(api.count('DELETE /v1/communication-templates')).toBe(1));
    await clicker.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.count('PUT /v1/communication-templates')).toBe(1));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      id: 'invoice_sent.EMAIL',
      subject: 'Invoice {{document.number}}',
      body: 'Hi {{client.first_name}}',
    });
  });

  it('says so for an id that names no template', async () => {
    open('settings/templates/nothing.EMAIL', {
      'GET /v1/communication-templates/one': failure(404, TEMPLATE_MESSAGES.loadFailed),
    });
    expect(await screen.findByText(TEMPLATE_MESSAGES.loadFailed)).toBeTruthy();
  });
});

describe('settings/templates/{id}/edit', () => {
  it('inserts a merge field at the cursor, previews live, and shows the server’s per-field errors', async () => {
    const template = build('invoice_sent', 'EMAIL', { subject: 'Invoice', body: 'Hello !' });
    const { api, clicker } = open('settings/templates/invoice_sent.EMAIL/edit', {
      'GET /v1/communication-templates/one': detailOf(template),
      'PUT /v1/communication-templates': failure(422, 'The given data was invalid.', {
        subject: [TEMPLATE_MESSAGES.unknownField('foo')],
      }),
    });
    const body = (await screen.findByRole('textbox', { name: 'Message' })) as HTMLTextAreaElement;
    body.focus();
    body.setSelectionRange(6, 6);
    await clicker.click(screen.getByRole('button', { name: 'Insert Merge Field' }));
    await clicker.click(await screen.findByRole('menuitem', { name: /Client first name/ }));
    await waitFor(() => expect(body.value).toBe('Hello {{client.first_name}}!'));
    await waitFor(() => expect(document.activeElement).toBe(body));
    expect(body.selectionStart).toBe('Hello {{client.first_name}}'.length);
    expect(screen.getByTestId('preview-body').textContent).toBe('Hello Jordan!');
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    fireEvent.change(subject, { target: { value: 'Invoice {{foo}}' } });
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unknown merge field {{foo}}.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      id: 'invoice_sent.EMAIL',
      subject: 'Invoice {{foo}}',
      body: 'Hello {{client.first_name}}!',
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    const template = build('invoice_sent', 'EMAIL');
    const { clicker } = open('settings/templates/invoice_sent.EMAIL/edit', {
      'GET /v1/communication-templates/one': detailOf(template),
    });
    await clicker.type(await screen.findByRole('textbox', { name: 'Message' }), ' Cheers.');
    await clicker.click(screen.getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await clicker.click(within(confirm).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toMatch(/ Cheers\.$/);
  });

  it('counts an SMS’s characters, messages and cost at the SMS price', async () => {
    const template = build('appointment_reminder', 'SMS', { body: 'x'.repeat(161) });
    open('settings/templates/appointment_reminder.SMS/edit', {
      'GET /v1/communication-templates/one': detailOf(template),
    });
    expect(await screen.findAllByText('161 characters · 2 messages · $0.20')).not.toHaveLength(0);
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();
  });
});
