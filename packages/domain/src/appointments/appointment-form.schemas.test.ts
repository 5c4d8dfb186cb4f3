import { describe, expect, it } from 'vitest';
import { appointmentFormSchema } from './appointment-form.schemas';
import { APPOINTMENT_MESSAGES as M } from './appointments.constants';

const form = {
  title: 'Leaking tap',
  description: '',
  color: null,
  reference_id: '',
  note: '',
  status: 'SCHEDULED',
  start_date: '2026-12-01 10:00:00',
  end_date: '2026-12-01 12:00:00',
  timezone: 'Australia/Melbourne',
  clients: [{ id: 5, name: 'Harbour Cafe' }],
  attendees: [],
  types: [],
  reminders: [],
  recursion_rule: null,
  recurring_status: 'UNSCHEDULED',
};
/** The messages a form gets, by the dotted paths the server's errors use. */
const messages = (adding: boolean, values: object) => {
  const result = appointmentFormSchema(adding).safeParse({ ...form, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('appointment form schema', () => {
  it('passes a whole form, with a blank reference left to the server on create', () => {
    expect(messages(true, {})).toEqual({});
  });

  it("refuses what the server refuses, in the server's words", () => {
    expect(messages(true, { title: ' ' })).toEqual({ title: M.titleRequired });
    expect(messages(false, { reference_id: '' })).toEqual({ reference_id: M.referenceRequired });
    expect(messages(true, { end_date: '2026-12-01 09:00:00' })).toEqual({ end_date: M.endBeforeStart });
    expect(messages(true, { status: 'COMPLETED' })).toEqual({ status: M.createStatus });
  });

  it("checks the reminders as the server does, keyed by the reminder's field", () => {
    const reminder = { key: 'clients', client_id: 5, type: 'EMAIL', value: '', reminder_offset: -1440 };
    expect(messages(true, { reminders: [reminder] })).toEqual({ 'reminders.0.value': M.reminderEmailEmpty });
    expect(messages(true, { reminders: [{ ...reminder, client_id: 6, value: 'a@b.example' }] })).toEqual({
      'reminders.0.client_id': M.reminderClientInvalid,
    });
  });
});
