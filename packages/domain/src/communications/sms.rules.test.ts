import { describe, expect, it } from 'vitest';
import { CUSTOM_SMS_MAX, formatSmsCost, smsCost, smsMessageCount } from './sms.rules';

describe('SMS counting and price', () => {
  it('bills one message per 160 characters started', () => {
    expect(smsMessageCount('')).toBe(1);
    expect(smsMessageCount('x'.repeat(160))).toBe(1);
    expect(smsMessageCount('x'.repeat(161))).toBe(2);
    expect(smsMessageCount('x'.repeat(CUSTOM_SMS_MAX))).toBe(4);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(smsMessageCount('🙂'.repeat(160))).toBe(1);
  });

  it('shows $ for AUD and USD, otherwise the amount then the currency code', () => {
    expect(smsCost('x'.repeat(161))).toBe('$0.20');
    expect(formatSmsCost(0.3, 'USD')).toBe('$0.30');
    expect(formatSmsCost(0.1, 'NZD')).toBe('0.10 NZD');
    expect(smsCost('hello', { per_message_cost: 0.07, currency: 'GBP', per_characters: 70 })).toBe('0.07 GBP');
  });
});
