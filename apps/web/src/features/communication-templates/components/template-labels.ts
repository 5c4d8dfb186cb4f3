import type { TemplateChannel } from '@fieldbook/domain/communication-templates/communication-templates.constants';

export const CHANNEL_LABELS: Record<TemplateChannel, string> = { EMAIL: 'Email', SMS: 'SMS' };

/** "Invoice sent · Email": a template's name in titles. */
export const templateTitle = (template: { kind_name: string; channel: TemplateChannel }) =>
  `${template.kind_name} · ${CHANNEL_LABELS[template.channel]}`;
