import type { Address } from '@fieldbook/domain/company/company.schemas';
import type { ReportTemplate } from '@fieldbook/domain/forms/forms.payloads';
import type { FormDefinition } from '@fieldbook/domain/forms/forms.schemas';
import type { Report } from './reports-api';

/** What the device knows of a report it makes without a network: all from the kept day. */
export interface ProvisionalParts {
  template: Pick<ReportTemplate, 'id' | 'title' | 'standard'>;
  form: { id: number; name: string; version: number; definition: FormDefinition };
  client: { id: number; display_name: string };
  /** The appointment's address, as the server would take it; null when the device has none. */
  address: (Address & { full_address?: string | null }) | null;
  appointmentId: number | null;
  /** yyyy-MM-dd */
  reportDate: string;
  /** Typed, or empty: the server gives the next number when the create is sent. */
  reference: string;
  canPublish: boolean;
}

/**
 * A new draft as the device shows it until its create is sent (`id` the provisional one): the form
 * to fill, blank, with what the server would fill in from the appointment.
 */
export function provisionalReport(id: number, parts: ProvisionalParts, now = new Date()): Report {
  const at = now.toISOString();
  const { address } = parts;
  return {
    id,
    template: parts.template,
    address: address && { ...address, full_address: address.full_address ?? '' },
    client: { id: parts.client.id, display_name: parts.client.display_name, email: null },
    appointment_id: parts.appointmentId,
    reference_id: parts.reference,
    archived: false,
    report_date: parts.reportDate,
    status: 'DRAFT',
    can_publish: parts.canPublish,
    can_edit: true,
    published_at: null,
    sent_at: null,
    send_pending: false,
    created_at: at,
    updated_at: at,
    form: parts.form,
    answers: {},
    files: [],
    creator: null,
    published_by: null,
  };
}
