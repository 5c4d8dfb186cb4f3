import { DEFAULT_SYSTEM_SETTINGS } from '@fieldbook/domain/system/system.constants';
import { describe, expect, it } from 'vitest';
import { as, registerBusiness, useTestApp } from '../../test/build-test-app';

const ctx = useTestApp();

describe('GET v1/communications/sms/price', () => {
  it('answers the price of one SMS: 0.10 AUD per 160 characters by default', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const response = await as(ctx.t.app, owner, { method: 'GET', url: '/v1/communications/sms/price' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toEqual({ per_message_cost: 0.1, currency: 'AUD', per_characters: 160 });
    expect(response.json().payload).toEqual(DEFAULT_SYSTEM_SETTINGS.sms_price);
  });

  it('answers 401 without a sign-in', async () => {
    const response = await ctx.t.app.inject({ method: 'GET', url: '/v1/communications/sms/price' });
    expect(response.statusCode).toBe(401);
  });
});
