import { describe, expect, it } from 'vitest';
import { SIGNATURE_LIMITS, SIGNATURE_MESSAGES, signatureDataUrlSchema } from './signature.rules';

const schema = signatureDataUrlSchema('Please sign.');
const messages = (value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('a signature data URL', () => {
  it('takes base64 under data:image/png (the bytes are the server’s to judge)', () => {
    expect(messages('data:image/png;base64,iVBORw0KGgo=')).toEqual([]);
  });

  it('gives one message per fault: missing, too large, not a PNG data URL', () => {
    expect(messages(undefined)).toEqual(['Please sign.']);
    expect(messages('')).toEqual(['Please sign.']);
    expect(messages(`data:image/png;base64,${'A'.repeat(SIGNATURE_LIMITS.maxChars)}`)).toEqual([
      SIGNATURE_MESSAGES.tooLarge,
    ]);
    for (const wrong of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:image/png;base64,<svg>',
      'data:image/png;base64,A=A',
    ])
      expect(messages(wrong)).toEqual([SIGNATURE_MESSAGES.invalid]);
  });
});
