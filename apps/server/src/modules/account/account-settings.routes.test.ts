import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp } from '../../test/build-test-app';

let owner: Session;
let staff: Session;

const ctx = useTestApp();
beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  staff = await addStaff(ctx.t.app, owner, 'Field Staff');
});

const save = (session: { token: string }, payload: Record<string, unknown>) =>
  as(ctx.t.app, session, { method: 'PUT', url: '/v1/user/settings', payload });
const settingsOf = async (session: Session) =>
  (await as(ctx.t.app, session, { method: 'GET', url: '/v1/user/load' })).json().payload.settings;
const storedSettings = async (email: string) =>
  (await ctx.db.query('select settings from users where email = $1', [email])).rows[0].settings;

describe('PUT /v1/user/settings', () => {
  it('saves a whitelisted key; load shows it and another user is untouched', async () => {
    await ctx.db.query(`update users set settings = '{"legacy": 1}' where email = $1`, [owner.email]);
    const opened = await save(owner, { key: 'fileDrawerOpen', value: true });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({
      status: 'success',
      payload: { settings: { legacy: 1, fileDrawerOpen: true } },
      errors: null,
      message: null,
    });
    expect(await settingsOf(owner)).toEqual({ legacy: 1, fileDrawerOpen: true });

    await save(owner, { key: 'fileDrawerOpen', value: false });
    expect(await settingsOf(owner)).toEqual({ legacy: 1, fileDrawerOpen: false });
    expect(await settingsOf(staff)).toEqual({});
    expect(await storedSettings(staff.email)).toEqual({});
  });

  it.each([
    [{ key: 'isAdmin', value: true }, { key: ['The selected key is invalid.'] }],
    [{ value: true }, { key: ['The key field is required.'] }],
    [{ key: 'fileDrawerOpen', value: 'yes' }, { value: ['The value must be true or false.'] }],
    [{ key: 'fileDrawerOpen' }, { value: ['The value must be true or false.'] }],
    [{ key: 'fileDrawerOpen', value: { nested: true } }, { value: ['The value must be true or false.'] }],
  ])('refuses %j with 422 and changes nothing', async (payload, errors) => {
    const before = await storedSettings(staff.email);
    const response = await save(staff, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 'error', errors });
    expect(await storedSettings(staff.email)).toEqual(before);
  });

  it('answers 401 without a session, whatever the body', async () => {
    const response = await save({ token: '' }, { key: 'fileDrawerOpen', value: true });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.unauthenticated, errors: null });
    const empty = await ctx.t.app.inject({ method: 'PUT', url: '/v1/user/settings', payload: {} });
    expect(empty.statusCode).toBe(401);
  });
});
