import type {
  TemplateChannel,
  TemplateKind,
} from '@fieldbook/domain/communication-templates/communication-templates.constants';
import {
  renderTemplate,
  type TemplateText,
  templateDefault,
} from '@fieldbook/domain/communication-templates/communication-templates.rules';
import { type MergeValues, mergeFieldsOf } from '@fieldbook/domain/communication-templates/merge-render';
import type { Executor } from '../../db/database';
import { findCustomised } from './communication-templates.repository';

/** The text a company sends for a (kind, channel): its customised template, else the built-in default. */
export async function companyTemplate(
  db: Executor,
  companyId: number,
  kind: TemplateKind,
  channel: TemplateChannel,
): Promise<TemplateText> {
  const row = await findCustomised(db, companyId, kind, channel);
  if (row) return { subject: channel === 'SMS' ? null : row.subject, body: row.body };
  const fallback = templateDefault(kind, channel);
  if (!fallback) throw new Error(`No ${channel} template for ${kind}`);
  return fallback;
}

/**
 * What the senders call: the company's template rendered with the message's values. The subject of
 * an SMS is null; an email's subject is never empty (an empty render falls back to the default's).
 * A message typed in a send dialog fills {{message}}; when the company's template has no {{message}}
 * it leads the body instead, so what the sender typed is never dropped.
 */
export async function renderCompanyTemplate(
  db: Executor,
  companyId: number,
  kind: TemplateKind,
  channel: TemplateChannel,
  values: MergeValues,
  typedMessage?: string | null,
): Promise<{ subject: string | null; text: string }> {
  return renderTemplateText(await companyTemplate(db, companyId, kind, channel), kind, channel, values, typedMessage);
}

/** The same, with the company's template already read (`companyTemplate`). */
export function renderTemplateText(
  template: TemplateText,
  kind: TemplateKind,
  channel: TemplateChannel,
  values: MergeValues,
  typedMessage?: string | null,
): { subject: string | null; text: string } {
  const rendered = renderTemplate(template, values);
  const typed = typedMessage?.trim();
  if (typed && !mergeFieldsOf(template.body).includes('message')) rendered.body = `${typed}\n\n${rendered.body}`;
  let subject = rendered.subject;
  if (channel === 'EMAIL' && !subject)
    subject = renderTemplate(templateDefault(kind, channel) ?? rendered, values).subject;
  return { subject, text: rendered.body };
}
