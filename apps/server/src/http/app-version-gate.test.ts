import { APP_VERSION } from '@fieldbook/domain/system/system.constants';
import { APP_VERSION_HEADER, updateAvailableMessage } from '@fieldbook/domain/system/system.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, registerBusiness, type Session, type TestApp } from '../test/build-test-app';

let t: TestApp;
let owner: Session;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerBusiness(t.app);
});
afterAll(() => t.close());

const OLDER = '2025.6.9';
const NEWER = '2099.1.0';
const withVersion = (version?: string) => (version === undefined ? {} : { [APP_VERSION_HEADER]: version });

const createCategory = (name: string, version?: string) =>
  as(t.app, owner, { method: 'POST', url: '/v1/files/categories', payload: { name }, headers: withVersion(version) });
const categoryNames = async () =>
  (await as(t.app, owner, { method: 'GET', url: '/v1/files/categories' }))
    .json()
    .payload.categories.map((category: { name: string }) => category.name);

describe('the app version header', () => {
  it('answers an older page 503 "Update Available" and changes nothing', async () => {
    const response = await createCategory('From an old page', OLDER);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'error',
      payload: { update_available: true, version: APP_VERSION },
      errors: null,
      message: updateAvailableMessage(APP_VERSION),
    });
    expect(await categoryNames()).not.toContain('From an old page');
  });

  it('refuses reads too, but still answers the system calls the page asks for the version', async () => {
    const read = await as(t.app, owner, { method: 'GET', url: '/v1/user/load', headers: withVersion(OLDER) });
    expect(read.statusCode).toBe(503);
    const version = await t.app.inject({
      method: 'GET',
      url: '/v1/system/checkAppVersion',
      headers: withVersion(OLDER),
    });
    expect(version.statusCode).toBe(200);
    expect(version.json().payload.version).toBe(APP_VERSION);
  });

  it('serves the same version, a newer one and a call without the header as usual', async () => {
    for (const [name, version] of [
      ['Same version', APP_VERSION],
      ['Newer version', NEWER],
      ['No header', undefined],
    ] as const) {
      const response = await createCategory(name, version);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await categoryNames()).toEqual(expect.arrayContaining(['Same version', 'Newer version', 'No header']));
  });
});
