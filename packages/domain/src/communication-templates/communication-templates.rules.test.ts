import { describe, expect, it } from 'vitest';
import { TEMPLATE_SLOTS, templateId } from './communication-templates.constants';
import {
  clientFirstName,
  renderTemplate,
  SAMPLE_MERGE_VALUES,
  templateDefault,
  templateProblems,
} from './communication-templates.rules';
import { renderMerge, unbalancedSection, unknownMergeFields } from './merge-render';

describe('renderMerge', () => {
  it('replaces fields without escaping and keeps a section only when its field has a value', () => {
    const template = 'Hi {{ client.name }}{{#document.due_date}}, due {{document.due_date}}{{/document.due_date}}.';
    expect(renderMerge(template, { 'client.name': 'Sam & Co <ok>', 'document.due_date': '01-12-2026' })).toBe(
      'Hi Sam & Co <ok>, due 01-12-2026.',
    );
    expect(renderMerge(template, { 'client.name': 'Sam' })).toBe('Hi Sam.');
  });

  it('finds unknown fields and unclosed sections', () => {
    expect(unknownMergeFields('{{client.name}} {{foo}} {{#bar}}x{{/bar}}', ['client.name'])).toEqual(['foo', 'bar']);
    expect(unbalancedSection('{{#a}}x')).toBe('a');
    expect(unbalancedSection('{{#a}}x{{/a}}')).toBeNull();
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
