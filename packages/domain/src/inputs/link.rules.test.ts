import { describe, expect, it } from 'vitest';
import { hasLink } from './link.rules';

describe('hasLink', () => {
  it.each([
    'https://evil.example/verify',
    'see refund-desk.com/claim',
    'www.refund-desk.com',
    'bit.ly/abc',
    'refunds@refund-desk.com',
  ])('finds the link in %j', (text) => {
    expect(hasLink(text)).toBe(true);
  });

  it.each([
    'Harriet Homeowner',
    'J.R.R. Tolkien',
    'St.John Smith',
    "Ngā O'Brien-Tāne",
    'Dr. Who',
    '12 Smith St.',
    'Unit 3/12 Main Rd',
  ])('finds none in %j', (text) => {
    expect(hasLink(text)).toBe(false);
  });
});
