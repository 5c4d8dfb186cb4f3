import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_SLOTS, templateId } from './communication-templates.constants';
import {
  clientFirstName,
  formatAppointmentStart,
  renderTemplate,
  SAMPLE_MERGE_VALUES,
  templateDefault,
  templateProblems,
} from './communication-templates.rules';
import { renderMerge, unbalancedSection, unknownMergeFields } from './merge-render';

describe('renderMerge', () => {
  it('replaces fields without escaping and keeps a section only when its field has a value', () => {
    const template = 'Hi {{ client.name }}{{#document.due_date}}, due {{document.due_date}}{{/document.due_date}}.';
    expect(renderMerge(template, { 'client.name': 'Sam & Co <ok>', 'document.due_date': '01/12/2026' })).toBe(
      'Hi Sam & Co <ok>, due 01/12/2026.',
    );
    expect(renderMerge(template, { 'client.name': 'Sam' })).toBe('Hi Sam.');
  });

  it('finds unknown fields and unclosed sections', () => {
    expect(unknownMergeFields('{{client.name}} {{foo}} {{#bar}}x{{/bar}}', ['client.name'])).toEqual(['foo', 'bar']);
    expect(unbalancedSection('{{#a}}x')).toBe('a');
    expect(unbalancedSection('{{#a}}x{{/a}}')).toBeNull();
  });
});

describe('formatAppointmentStart', () => {
  it('shows the same instant in the appointment’s own timezone: Perth and Sydney differ', () => {
    const instant = '2026-06-01T01:30:00Z';
    expect(formatAppointmentStart(instant, 'Australia/Perth')).toBe('Monday 1 June 2026 at 9:30am');
    expect(formatAppointmentStart(instant, 'Australia/Sydney')).toBe('Monday 1 June 2026 at 11:30am');
  });

  it('follows Sydney across the daylight-saving change while Perth (no DST) stays at +8', () => {
    // Sydney moves to +11 on 4 October 2026 at 2am.
    const before = '2026-10-03T01:30:00Z';
    const after = '2026-10-05T01:30:00Z';
    expect(formatAppointmentStart(before, 'Australia/Sydney')).toBe('Saturday 3 October 2026 at 11:30am');
    expect(formatAppointmentStart(after, 'Australia/Sydney')).toBe('Monday 5 October 2026 at 12:30pm');
    expect(formatAppointmentStart(before, 'Australia/Perth')).toBe('Saturday 3 October 2026 at 9:30am');
    expect(formatAppointmentStart(after, 'Australia/Perth')).toBe('Monday 5 October 2026 at 9:30am');
  });

  it('for any instant, Sydney is 2 or 3 hours ahead of Perth (property)', () => {
    const start = DateTime.fromISO('2026-01-01T00:00:00Z').toMillis();
    for (let i = 0; i < 500; i++) {
      const at = new Date(start + ((i * 7_919_993_123) % (366 * 86_400_000)));
      const perth = DateTime.fromJSDate(at, { zone: 'Australia/Perth' });
      const sydney = DateTime.fromJSDate(at, { zone: 'Australia/Sydney' });
      const ahead = (sydney.offset - perth.offset) / 60;
      expect([2, 3]).toContain(ahead);
      expect(formatAppointmentStart(at, 'Australia/Perth')).toBe(
        perth.setLocale('en-AU').toFormat("cccc d LLLL yyyy 'at' h:mma"),
      );
      expect(formatAppointmentStart(at, 'Australia/Sydney')).not.toBe(formatAppointmentStart(at, 'Australia/Perth'));
    }
  });
});

describe('defaults and validation', () => {
  it('every default uses only its kind’s merge fields and renders them all', () => {
    for (const { kind, channel } of TEMPLATE_SLOTS) {
      const text = templateDefault(kind, channel);
      expect(text, templateId(kind, channel)).not.toBeNull();
      if (!text) continue;
      expect(templateProblems(kind, channel, text)).toEqual({});
      expect(renderTemplate(text, SAMPLE_MERGE_VALUES).body).not.toContain('{{');
    }
  });

  it('names an unknown field, and requires the body and an email’s subject', () => {
    expect(templateProblems('invoice_sent', 'EMAIL', { subject: 'Hi {{foo}}', body: 'x {{report.title}}' })).toEqual({
      subject: 'Unknown merge field {{foo}}.',
      body: 'Unknown merge field {{report.title}}.',
    });
    expect(templateProblems('invoice_sent', 'EMAIL', { subject: ' ', body: '' })).toEqual({
      subject: 'The subject is required.',
      body: 'The message is required.',
    });
    expect(templateProblems('appointment_reminder', 'SMS', { subject: null, body: 'ok' })).toEqual({});
  });
});

describe('clientFirstName', () => {
  it('is an individual’s first name, else a business contact’s, else the first word of the business', () => {
    const base = { isIndividual: true, firstName: 'Jane', contactName: null, displayName: 'Jane Citizen' };
    expect(clientFirstName(base)).toBe('Jane');
    const firm = { isIndividual: false, firstName: null, contactName: 'Pat Manager', displayName: 'Harbour Holdings' };
    expect(clientFirstName(firm)).toBe('Pat');
    expect(clientFirstName({ ...firm, contactName: ' ' })).toBe('Harbour');
  });
});
