import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import { LICENCE_TYPE_MESSAGES } from '@fieldbook/domain/licences/licences.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createStaff, expectFieldError } from '../staff/staff-test-kit';
import { LICENCES, licenceBody, postLicence, putLicence } from './licences-test-kit';

const TYPES = `${LICENCES}/types`;
const ctx = useTestApp();
let owner: Session;
let other: Session;
let companyId: number;

const typesOf = async (session: Session, query = '') =>
  (await as(ctx.t.app, session, { method: 'GET', url: `${TYPES}${query}` })).json().payload.licence_types;
const createType = async (session: Session, name: string) => {
  const response = await as(ctx.t.app, session, { method: 'POST', url: TYPES, payload: { name } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.licence_type as { id: number; name: string; archived: boolean };
};
const storedTypes = async (id: number) =>
  (
    await ctx.db.query(
      'select name, archived_at is not null as archived from licence_types where company_id = $1 order by id',
      [id],
    )
  ).rows;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  other = await registerBusiness(ctx.t.app, { company_name: 'Other Gas' });
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
});

describe('licence types', () => {
  it('creates, lists by name, renames, archives out of the list and restores', async () => {
    const gas = await createType(owner, 'Gasfitter Type A');
    await createType(owner, 'Electrical');
    expect((await typesOf(owner)).map((type: { name: string }) => type.name)).toEqual([
      'Electrical',
      'Gasfitter Type A',
    ]);

    const renamed = await as(ctx.t.app, owner, {
      method: 'PUT',
      url: TYPES,
      payload: { licence_type_id: gas.id, name: 'Gasfitter Type B' },
    });
    expect(renamed.json()).toMatchObject({
      message: LICENCE_TYPE_MESSAGES.saved,
      payload: { licence_type: { id: gas.id, name: 'Gasfitter Type B', archived: false } },
    });

    const archived = await as(ctx.t.app, owner, { method: 'DELETE', url: TYPES, payload: { licence_type_id: gas.id } });
    expect(archived.json()).toMatchObject({
      message: LICENCE_TYPE_MESSAGES.archived,
      payload: { licence_type: { archived: true } },
    });
    expect((await typesOf(owner)).map((type: { id: number }) => type.id)).not.toContain(gas.id);
    expect((await typesOf(owner, '?include_archived=1')).map((type: { id: number }) => type.id)).toContain(gas.id);

    const restored = await as(ctx.t.app, owner, { method: 'DELETE', url: TYPES, payload: { licence_type_id: gas.id } });
    expect(restored.json().message).toBe(LICENCE_TYPE_MESSAGES.restored);
  });

  it('refuses a blank name, a too long one and a live name twice (any case), saving nothing', async () => {
    const before = await storedTypes(companyId);
    const post = (name: unknown) => as(ctx.t.app, owner, { method: 'POST', url: TYPES, payload: { name } });
    expectFieldError(await post('  '), 'name', LICENCE_TYPE_MESSAGES.nameRequired);
    expectFieldError(await post('x'.repeat(101)), 'name', LICENCE_TYPE_MESSAGES.nameTooLong);
    expectFieldError(await post('electrical'), 'name', LICENCE_TYPE_MESSAGES.nameTaken);
    expect(await storedTypes(companyId)).toEqual(before);
  });

  it('answers 404 for another company’s type and changes nothing', async () => {
    const theirs = await createType(other, 'Their Gas');
    const rename = await as(ctx.t.app, owner, {
      method: 'PUT',
      url: TYPES,
      payload: { licence_type_id: theirs.id, name: 'Taken over' },
    });
    expect(rename.statusCode).toBe(404);
    expect(rename.json().message).toBe(LICENCE_TYPE_MESSAGES.notFound);
    const archive = await as(ctx.t.app, owner, {
      method: 'DELETE',
      url: TYPES,
      payload: { licence_type_id: theirs.id },
    });
    expect(archive.statusCode).toBe(404);
    expect(await typesOf(other)).toEqual([{ id: theirs.id, name: 'Their Gas', archived: false }]);
  });

  it('refuses staff without canManageUsers (403) and writes nothing; the list needs it or canModifyCompanyDetails', async () => {
    const office = await addStaff(ctx.t.app, owner, 'Office');
    const before = await storedTypes(companyId);
    const [one] = await typesOf(owner);
    for (const request of [
      { method: 'GET' as const, url: TYPES },
      { method: 'POST' as const, url: TYPES, payload: { name: 'Sneaky' } },
      { method: 'PUT' as const, url: TYPES, payload: { licence_type_id: one.id, name: 'Sneaky' } },
      { method: 'DELETE' as const, url: TYPES, payload: { licence_type_id: one.id } },
    ]) {
      const response = await as(ctx.t.app, office, request);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(AUTH_MESSAGES.forbidden);
    }
    expect(await storedTypes(companyId)).toEqual(before);
  });
});

describe('a licence’s type', () => {
  it('is saved and shown with the licence; another company’s or an archived type is refused on the field', async () => {
    const holder = await createStaff(ctx.t.app, owner);
    const gas = await createType(owner, 'Gasfitter Type C');
    const created = await postLicence(ctx.t.app, owner, licenceBody(holder.id, { licence_type_id: gas.id }));
    expect(created.json().payload.licence).toMatchObject({
      licence_type: { id: gas.id, name: 'Gasfitter Type C' },
      descriptor: 'Licensed plumber',
    });

    const theirs = await createType(other, 'Their Gas C');
    const licenceId = created.json().payload.licence.id;
    const crossed = await putLicence(
      ctx.t.app,
      owner,
      licenceBody(holder.id, { licence_id: licenceId, licence_type_id: theirs.id }),
    );
    expectFieldError(crossed, 'licence_type_id', LICENCE_TYPE_MESSAGES.typeInvalid);
    await as(ctx.t.app, owner, { method: 'DELETE', url: TYPES, payload: { licence_type_id: gas.id } });
    const archivedType = await postLicence(ctx.t.app, owner, licenceBody(holder.id, { licence_type_id: gas.id }));
    expectFieldError(archivedType, 'licence_type_id', LICENCE_TYPE_MESSAGES.typeInvalid);
    const { rows } = await ctx.db.query('select licence_type_id from licences where user_id = $1', [holder.id]);
    expect(rows).toEqual([{ licence_type_id: gas.id }]);
  });
});
