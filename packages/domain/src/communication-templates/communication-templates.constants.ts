/** The messages a company may word its own way (issue 24), each with its channels. */
export const TEMPLATE_KINDS = [
  'appointment_reminder',
  'quotation_sent',
  'invoice_sent',
  'payment_receipt',
  'invoice_payment_reminder',
  'report_sent',
  'client_message',
  'booking_confirmation',
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const TEMPLATE_CHANNELS = ['EMAIL', 'SMS'] as const;
export type TemplateChannel = (typeof TEMPLATE_CHANNELS)[number];

export const TEMPLATE_LIMITS = { subjectMax: 200, bodyMax: 5000 } as const;

export const TEMPLATE_MESSAGES = {
  loadFailed: 'The template could not be found.',
  saved: 'Template saved.',
  reset: 'Template reset to the default.',
  bodyRequired: 'The message is required.',
  bodyTooLong: `The message may not be greater than ${TEMPLATE_LIMITS.bodyMax} characters.`,
  subjectRequired: 'The subject is required.',
  subjectTooLong: `The subject may not be greater than ${TEMPLATE_LIMITS.subjectMax} characters.`,
  unknownField: (field: string) => `Unknown merge field {{${field}}}.`,
  unclosedSection: (field: string) => `The section {{#${field}}} is not closed with {{/${field}}}.`,
} as const;

export interface MergeField {
  key: string;
  label: string;
}

const F = {
  clientName: { key: 'client.name', label: 'Client name' },
  clientFirst: { key: 'client.first_name', label: 'Client first name' },
  company: { key: 'company.name', label: 'Company name' },
  link: { key: 'link', label: 'Client portal link' },
  message: { key: 'message', label: 'Message typed when sending (else the usual sentence)' },
  number: { key: 'document.number', label: 'Document number' },
  docTitle: { key: 'document.title', label: 'Document title' },
  total: { key: 'document.total', label: 'Total' },
  amountDue: { key: 'document.amount_due', label: 'Amount due' },
  dueDate: { key: 'document.due_date', label: 'Due date' },
  expiry: { key: 'document.expiry_date', label: 'Valid until' },
  overdue: { key: 'document.overdue', label: 'Days overdue ("3 days overdue")' },
  paid: { key: 'payment.amount', label: 'Amount paid' },
  paidRef: { key: 'payment.reference', label: 'Payment reference' },
  reportTitle: { key: 'report.title', label: 'Report title' },
  reportRef: { key: 'report.reference', label: 'Report reference' },
  apTitle: { key: 'appointment.title', label: 'Appointment title' },
  apStart: { key: 'appointment.start', label: 'Appointment date and time' },
  apAddress: { key: 'appointment.address', label: 'Appointment address' },
  apDescription: { key: 'appointment.description', label: 'Appointment description' },
  bookingState: { key: 'booking.state', label: 'Booking state ("confirmed" or "requested, waiting for approval")' },
  rescheduleLink: { key: 'booking.reschedule_link', label: 'Link to reschedule the booking' },
  cancelLink: { key: 'booking.cancel_link', label: 'Link to cancel the booking' },
} satisfies Record<string, MergeField>;

const APPOINTMENT_FIELDS = [F.clientName, F.clientFirst, F.company, F.apTitle, F.apStart, F.apAddress, F.apDescription];

export interface TemplateDefault {
  subject: string | null;
  body: string;
}

interface KindDefinition {
  name: string;
  fields: readonly MergeField[];
  /** The built-in text of each channel the kind has: what was sent before templates existed. */
  defaults: Partial<Record<TemplateChannel, TemplateDefault>>;
}

const appointmentLines = (joiner: string) =>
  `{{appointment.title}} with {{company.name}}${joiner}When: {{appointment.start}}` +
  `{{#appointment.address}}${joiner}Where: {{appointment.address}}{{/appointment.address}}` +
  `{{#appointment.description}}${joiner}{{appointment.description}}{{/appointment.description}}`;

const thanks = 'Thank you,\n{{company.name}}';

export const TEMPLATE_KIND_DEFINITIONS: Record<TemplateKind, KindDefinition> = {
  appointment_reminder: {
    name: 'Appointment reminder',
    fields: APPOINTMENT_FIELDS,
    defaults: {
      EMAIL: { subject: 'Reminder: {{appointment.title}}, {{appointment.start}}', body: appointmentLines('\n') },
      SMS: { subject: null, body: `Reminder: ${appointmentLines('. ')}` },
    },
  },
  quotation_sent: {
    name: 'Quotation sent',
    fields: [F.clientName, F.clientFirst, F.company, F.message, F.number, F.docTitle, F.total, F.expiry, F.link],
    defaults: {
      EMAIL: {
        subject: 'Quotation {{document.number}} from {{company.name}}',
        body: [
          'Hi {{client.name}},',
          '{{message}}',
          'Total: {{document.total}} (incl. GST){{#document.expiry_date}}, valid until {{document.expiry_date}}{{/document.expiry_date}}.',
          'View and accept it online: {{link}}',
          thanks,
        ].join('\n\n'),
      },
    },
  },
  invoice_sent: {
    name: 'Invoice sent',
    fields: [
      F.clientName,
      F.clientFirst,
      F.company,
      F.message,
      F.number,
      F.docTitle,
      F.total,
      F.amountDue,
      F.dueDate,
      F.link,
    ],
    defaults: {
      EMAIL: {
        subject: 'Invoice {{document.number}} from {{company.name}}',
        body: [
          'Hi {{client.name}},',
          '{{message}}',
          'Amount due: {{document.amount_due}}{{#document.due_date}}, due {{document.due_date}}{{/document.due_date}}.',
          'View and pay it online: {{link}}',
          thanks,
        ].join('\n\n'),
      },
    },
  },
  payment_receipt: {
    name: 'Payment receipt',
    fields: [F.clientName, F.clientFirst, F.company, F.number, F.paid, F.paidRef, F.amountDue],
    defaults: {
      EMAIL: {
        subject: 'Receipt for invoice {{document.number}} from {{company.name}}',
        body: [
          'Hi {{client.name}},',
          'Thank you for your payment of {{payment.amount}} for invoice {{document.number}}.',
          'Reference: {{payment.reference}}',
          'Amount still due: {{document.amount_due}}.',
          thanks,
        ].join('\n\n'),
      },
    },
  },
  invoice_payment_reminder: {
    name: 'Invoice payment reminder (overdue)',
    fields: [F.clientName, F.clientFirst, F.company, F.number, F.total, F.amountDue, F.dueDate, F.overdue, F.link],
    defaults: {
      EMAIL: {
        subject: 'Reminder: invoice {{document.number}} from {{company.name}} is overdue',
        body: [
          'Hi {{client.name}},',
          'Invoice {{document.number}} is {{document.overdue}}: {{document.amount_due}} is still due.',
          'View and pay it online: {{link}}',
          'If you have already paid, thank you, and please ignore this reminder.\n{{company.name}}',
        ].join('\n\n'),
      },
    },
  },
  report_sent: {
    name: 'Report sent',
    fields: [F.clientName, F.clientFirst, F.company, F.message, F.reportTitle, F.reportRef],
    defaults: {
      EMAIL: {
        subject: '{{report.title}} {{report.reference}} from {{company.name}}',
        body: ['Hi {{client.name}},', '{{message}}', thanks].join('\n\n'),
      },
    },
  },
  client_message: {
    name: 'Client message',
    fields: APPOINTMENT_FIELDS,
    defaults: {
      EMAIL: { subject: '{{appointment.title}}, {{appointment.start}}', body: appointmentLines('\n') },
      SMS: { subject: null, body: appointmentLines('. ') },
    },
  },
  booking_confirmation: {
    name: 'Online booking confirmation',
    fields: [...APPOINTMENT_FIELDS, F.bookingState, F.rescheduleLink, F.cancelLink],
    defaults: {
      EMAIL: {
        subject: 'Your booking with {{company.name}} is {{booking.state}}',
        body: [
          'Hi {{client.first_name}},',
          `Your booking is {{booking.state}}:\n${appointmentLines('\n')}`,
          'To move it: {{booking.reschedule_link}}\nTo cancel it: {{booking.cancel_link}}',
          thanks,
        ].join('\n\n'),
      },
      SMS: {
        subject: null,
        body: 'Your booking with {{company.name}} is {{booking.state}}: {{appointment.title}}, {{appointment.start}}. Move: {{booking.reschedule_link}} Cancel: {{booking.cancel_link}}',
      },
    },
  },
};

/** A template's id in routes: `invoice_sent.EMAIL`. */
export const templateId = (kind: TemplateKind, channel: TemplateChannel) => `${kind}.${channel}`;

/** Every (kind, channel) a company has a template for, in display order. */
export const TEMPLATE_SLOTS: readonly { kind: TemplateKind; channel: TemplateChannel }[] = TEMPLATE_KINDS.flatMap(
  (kind) =>
    TEMPLATE_CHANNELS.filter((channel) => TEMPLATE_KIND_DEFINITIONS[kind].defaults[channel]).map((channel) => ({
      kind,
      channel,
    })),
);

/** The (kind, channel) an id names, or null for an id that names none. */
export function parseTemplateId(id: string): { kind: TemplateKind; channel: TemplateChannel } | null {
  return TEMPLATE_SLOTS.find((slot) => templateId(slot.kind, slot.channel) === id) ?? null;
}

export const mergeFieldKeys = (kind: TemplateKind) => TEMPLATE_KIND_DEFINITIONS[kind].fields.map((field) => field.key);
