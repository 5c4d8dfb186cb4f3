import { describe, expect, it } from 'vitest';
import { createPaymentBodySchema } from './payments/payments.schemas';
import { fieldLabel, z } from './zod';

const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('zod in the app’s wording', () => {
  it('names the field as a person would', () => {
    expect(fieldLabel(['first_name'])).toBe('first name');
    expect(fieldLabel(['line_items', 2, 'unitPrice'])).toBe('unit price');
    expect(fieldLabel(['client_id'])).toBe('client');
    expect(fieldLabel(['emails', 0])).toBe('emails');
    expect(fieldLabel([])).toBe('value');
  });

  it('says a short idempotency key is too short, as the payment form’s server answers', () => {
    const body = { invoice_id: 1, amount: 10, payment_date: '2026-01-02', method: 'CASH' };
    expect(messageOf(createPaymentBodySchema, { ...body, idempotency_key: 'short' })).toEqual([
      'idempotency_key: The idempotency key must be at least 8 characters.',
    ]);
  });

  it.each([
    ['name: The name field is required.', z.object({ name: z.string() }), {}],
    ['name: The name must be text.', z.object({ name: z.string() }), { name: 4 }],
    ['name: The name field is required.', z.object({ name: z.string().min(1) }), { name: '' }],
    [
      'name: The name may not be greater than 5 characters.',
      z.object({ name: z.string().max(5) }),
      { name: 'toolong' },
    ],
    ['qty: The qty must be a whole number.', z.object({ qty: z.number().int() }), { qty: 1.5 }],
    ['qty: The qty must be at least 1.', z.object({ qty: z.number().min(1) }), { qty: 0 }],
    ['qty: The qty must be greater than 0.', z.object({ qty: z.number().positive() }), { qty: 0 }],
    ['qty: The qty may not be greater than 9.', z.object({ qty: z.number().max(9) }), { qty: 10 }],
    ['on: The on must be true or false.', z.object({ on: z.boolean() }), { on: 'yes' }],
    ['status: The selected status is invalid.', z.object({ status: z.enum(['A', 'B']) }), { status: 'C' }],
    ['email: The email must be a valid email address.', z.object({ email: z.email() }), { email: 'nope' }],
    ['ids: The ids may not have more than 1 item.', z.object({ ids: z.array(z.number()).max(1) }), { ids: [1, 2] }],
    [': The extra key field is not allowed.', z.strictObject({}), { extra_key: 1 }],
  ])('%s', (expected, schema, input) => {
    expect(messageOf(schema, input)).toEqual([expected]);
  });

  it('keeps a schema’s own message', () => {
    expect(messageOf(z.object({ name: z.string({ error: 'Name, please.' }) }), {})).toEqual(['name: Name, please.']);
  });
});
