import { formatDate, formatLongDateTime, formatMoney } from '../format/en-au';
import type { Cents } from '../money/money.rules';
import {
  TEMPLATE_MESSAGES as M,
  mergeFieldKeys,
  TEMPLATE_KIND_DEFINITIONS,
  TEMPLATE_LIMITS,
  type TemplateChannel,
  type TemplateDefault,
  type TemplateKind,
} from './communication-templates.constants';
import { type MergeValues, renderMerge, unbalancedSection, unknownMergeFields } from './merge-render';

/** The first word of a name. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * {{client.first_name}}: an individual's first name; for a business, its contact's first name, else
 * the first word of its name.
 */
export function clientFirstName(client: {
  isIndividual: boolean;
  firstName: string | null;
  contactName: string | null;
  displayName: string;
}): string {
  if (client.isIndividual && client.firstName?.trim()) return client.firstName.trim();
  return firstNameOf(client.contactName?.trim() || client.displayName);
}

/** Sample values the editor's preview renders with. */
export const SAMPLE_MERGE_VALUES: MergeValues = {
  'client.name': 'Jordan Citizen',
  'client.first_name': 'Jordan',
  'company.name': 'Bayside Plumbing & Gas',
  link: 'https://app.example.com/connect/pay/invoice/sample',
  message: 'Please find attached invoice INV-0042 for Hot water system replacement.',
  'document.number': 'INV-0042',
  'document.title': 'Hot water system replacement',
  'document.total': formatMoney(123450 as Cents),
  'document.amount_due': formatMoney(123450 as Cents),
  'document.due_date': formatDate('2026-12-14'),
  'document.expiry_date': formatDate('2026-12-28'),
  'document.overdue': '3 days overdue',
  'payment.amount': formatMoney(50000 as Cents),
  'payment.reference': 'ch_3PqSample',
  'report.title': 'Plumbing inspection',
  'report.reference': 'RPT-0007',
  'appointment.title': 'Hot water service',
  'appointment.start': formatLongDateTime('2026-12-01T22:30:00Z', 'Australia/Sydney'),
  'appointment.address': '12 Beach Road, Brighton VIC 3186',
  'appointment.description': 'Please make sure the meter box is unlocked.',
};

export interface TemplateText {
  subject: string | null;
  body: string;
}

/** The built-in text of a (kind, channel); null for a channel the kind does not have. */
export const templateDefault = (kind: TemplateKind, channel: TemplateChannel): TemplateDefault | null =>
  TEMPLATE_KIND_DEFINITIONS[kind].defaults[channel] ?? null;

/** Renders a template's subject (emails) and body with the message's values. */
export function renderTemplate(template: TemplateText, values: MergeValues): TemplateText {
  return {
    subject: template.subject === null ? null : renderMerge(template.subject, values).trim(),
    body: renderMerge(template.body, values),
  };
}

/**
 * Per-field problems of a template being saved (subject and body): required, lengths, unknown merge
 * fields (`Unknown merge field {{foo}}.`) and unclosed sections. An SMS has no subject.
 */
export function templateProblems(
  kind: TemplateKind,
  channel: TemplateChannel,
  text: { subject?: string | null; body?: string | null },
): Record<string, string> {
  const problems: Record<string, string> = {};
  const known = mergeFieldKeys(kind);
  const check = (field: 'subject' | 'body', value: string) => {
    const [unknown] = unknownMergeFields(value, known);
    if (unknown) problems[field] = M.unknownField(unknown);
    else {
      const open = unbalancedSection(value);
      if (open) problems[field] = M.unclosedSection(open);
    }
  };
  const body = text.body?.trim() ?? '';
  if (!body) problems.body = M.bodyRequired;
  else if (body.length > TEMPLATE_LIMITS.bodyMax) problems.body = M.bodyTooLong;
  else check('body', body);
  if (channel === 'EMAIL') {
    const subject = text.subject?.trim() ?? '';
    if (!subject) problems.subject = M.subjectRequired;
    else if (subject.length > TEMPLATE_LIMITS.subjectMax) problems.subject = M.subjectTooLong;
    else check('subject', subject);
  }
  return problems;
}
