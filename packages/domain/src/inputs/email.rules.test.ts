import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, emailProblem } from './email.rules';

describe('emailProblem', () => {
  it('accepts one @ form without whitespace', () => {
    expect(emailProblem('ada@example.com')).toBeNull();
    expect(emailProblem(' ada@example.com ')).toBeNull();
  });

  it('flags whitespace, a missing or doubled @', () => {
    for (const bad of ['ada example.com', 'ada@ex ample.com', 'ada@@example.com', 'ada', '@example.com'])
      expect(emailProblem(bad)).toBe(EMAIL_MESSAGES.invalid);
  });

  it('requires a value only when asked to', () => {
    expect(emailProblem('')).toBeNull();
    expect(emailProblem('  ', { required: true })).toBe(EMAIL_MESSAGES.required);
  });
});
