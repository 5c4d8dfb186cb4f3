import type { FormDefinition } from '@fieldbook/domain/forms/forms.schemas';
import type { Report } from '../api/reports-api';

export const checkDefinition: FormDefinition = {
  sections: [
    {
      id: 'appliance',
      title: 'Appliance',
      fields: [
        { id: 'make', type: 'text', label: 'Make', required: true, help: null, options: [], columns: [] },
        { id: 'pressure', type: 'number', label: 'Pressure', required: false, help: null, options: [], columns: [] },
        {
          id: 'result',
          type: 'choice',
          label: 'Result',
          required: true,
          help: null,
          options: ['Pass', 'Fail'],
          columns: [],
        },
      ],
    },
  ],
};

/** A draft report of the gas check, as GET v1/reports/{id} answers it. */
export const buildReport = (overrides: Partial<Report> = {}): Report => ({
  id: 7,
  template: { id: 3, title: 'Gas Compliance Certificate', standard: 'AS/NZS 5601.1' },
  address: null,
  client: { id: 5, display_name: 'Rita Reed', email: 'rita@example.com' },
  appointment_id: null,
  reference_id: '1001',
  archived: false,
  report_date: '2026-11-20',
  status: 'DRAFT',
  can_publish: true,
  can_edit: true,
  published_at: null,
  sent_at: null,
  send_pending: false,
  created_at: '2026-11-20 09:00:00',
  updated_at: '2026-11-20T09:00:00.000Z',
  form: { id: 2, name: 'Gas check', version: 1, definition: checkDefinition },
  answers: { make: 'Bosch' },
  files: [],
  creator: { id: 1, name: 'Dana Demo' },
  published_by: null,
  ...overrides,
});
