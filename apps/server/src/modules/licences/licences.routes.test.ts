import { LICENCE_MESSAGES, LICENCE_NUMBER_MAX } from '@fieldbook/domain/licences/licences.constants';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { filePart, PDF, staffAndHiddenFile } from '../files/files-test-kit';
import { createStaff, expectFieldError, toggleStaff, withoutTrialLimits } from '../staff/staff-test-kit';
import {
  createLicence,
  daysFromToday,
  getLicence,
  LICENCES,
  licenceBody,
  licenceFootprint,
  postLicence,
  putLicence,
  toggleLicence,
} from './licences-test-kit';

const ctx = useTestApp();
let owner: Session;
let companyId: number;
let holder: { id: number };

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  // More staff than a trial keeps (a manager for the file visibility case).
  await withoutTrialLimits(ctx.t.app, owner);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  holder = await createStaff(ctx.t.app, owner);
});

describe('licences', () => {
  it('creates, reads with its timeline, lists per staff member and on the user, and edits', async () => {
    const created = await createLicence(
      ctx.t.app,
      owner,
      licenceBody(holder.id, { expiry_date: daysFromToday(10), descriptor: 'Gasfitter' }),
    );
    expect(created).toMatchObject({
      user_id: holder.id,
      user: { id: holder.id, deactivated: false },
      licence_number: 'PL-40311',
      descriptor: 'Gasfitter',
      state_id: 7,
      administrative_area: 'Victoria',
      country: 'Australia',
      expiry_date: daysFromToday(10),
      is_set_to_expire: true,
      is_expired: false,
      archived: false,
      can_edit: true,
    });

    const read = await getLicence(ctx.t.app, owner, created.id);
    expect(read.statusCode).toBe(200);
    expect(read.json().payload.timeline[0]).toMatchObject({
      timeline_type: 'log',
      description: 'Added licence PL-40311',
    });

    const mine = await as(ctx.t.app, owner, { method: 'GET', url: `${LICENCES}/all?user_id=${holder.id}` });
    expect(mine.json().payload.licences.map((l: { id: number }) => l.id)).toContain(created.id);
    const onUser = await as(ctx.t.app, owner, {
      method: 'GET',
      url: `/v1/business/company/users?user_id=${holder.id}`,
    });
    expect(onUser.json().payload.licences.map((l: { id: number }) => l.id)).toContain(created.id);

    const edited = await putLicence(ctx.t.app, owner, {
      ...licenceBody(holder.id, { licence_number: 'PL-99', expiry_date: null }),
      licence_id: created.id,
      updated_at: created.updated_at,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: LICENCE_MESSAGES.saved,
      payload: { licence: { licence_number: 'PL-99', expiry_date: null, is_set_to_expire: false } },
    });
    // The first version is stale now.
    const stale = await putLicence(ctx.t.app, owner, {
      ...licenceBody(holder.id),
      licence_id: created.id,
      updated_at: created.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleEdit);
  });

  it.each([
    ['licence_number', { licence_number: '' }, LICENCE_MESSAGES.numberRequired],
    ['licence_number', { licence_number: 'x'.repeat(LICENCE_NUMBER_MAX + 1) }, LICENCE_MESSAGES.numberTooLong],
    ['state_id', { state_id: null }, LICENCE_MESSAGES.stateRequired],
    ['state_id', { state_id: 42 }, LICENCE_MESSAGES.stateInvalid],
    ['user_id', { user_id: null }, LICENCE_MESSAGES.userRequired],
    ['user_id', { user_id: 999_999 }, LICENCE_MESSAGES.userNotFound],
    ['expiry_date', { expiry_date: '31/12/2027' }, LICENCE_MESSAGES.expiryInvalid],
    ['descriptor', { descriptor: 'd'.repeat(101) }, LICENCE_MESSAGES.descriptorTooLong],
    ['image_location', { image_location: 999_999 }, LICENCE_MESSAGES.imageNotFound],
  ])('refuses a bad %s (%j) with its message and stores nothing', async (field, change, message) => {
    const before = await licenceFootprint(ctx.db, companyId);
    expectFieldError(await postLicence(ctx.t.app, owner, licenceBody(holder.id, change)), field, message);
    expect(await licenceFootprint(ctx.db, companyId)).toEqual(before);
  });

  it('accepts exactly 50 characters of licence number', async () => {
    const licence = await createLicence(ctx.t.app, owner, licenceBody(holder.id, { licence_number: 'n'.repeat(50) }));
    expect(licence.licence_number).toHaveLength(50);
  });

  it("refuses, as not found, a file of the company the manager may not see (a colleague's private file), and keeps the current one", async () => {
    // A manager of staff who does not see every file (no canManageFiles).
    const { staff: manager, hidden } = await staffAndHiddenFile(
      ctx.t.app,
      ctx.db,
      owner,
      'canManageUsers',
      filePart('private-contract.pdf', PDF),
    );
    const imageOf = async (id: number) =>
      (await ctx.db.query('select image_file_id from licences where id = $1', [id])).rows[0]?.image_file_id ?? null;

    const before = await licenceFootprint(ctx.db, companyId);
    const created = await postLicence(ctx.t.app, manager, licenceBody(holder.id, { image_location: hidden }));
    expectFieldError(created, 'image_location', LICENCE_MESSAGES.imageNotFound);
    expect(created.body).not.toContain('/v1/files/raw/');
    expect(await licenceFootprint(ctx.db, companyId)).toEqual(before);

    const licence = await createLicence(ctx.t.app, owner, licenceBody(holder.id));
    const edited = await putLicence(
      ctx.t.app,
      manager,
      licenceBody(holder.id, { licence_id: licence.id, image_location: hidden, updated_at: licence.updated_at }),
    );
    expectFieldError(edited, 'image_location', LICENCE_MESSAGES.imageNotFound);
    expect(await imageOf(licence.id)).toBeNull();

    // Chosen by the owner, the same file sent back by the manager's edit is kept.
    const chosen = await putLicence(
      ctx.t.app,
      owner,
      licenceBody(holder.id, { licence_id: licence.id, image_location: hidden, updated_at: licence.updated_at }),
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    const kept = await putLicence(
      ctx.t.app,
      manager,
      licenceBody(holder.id, {
        licence_id: licence.id,
        licence_number: 'PL-KEPT',
        image_location: hidden,
        updated_at: chosen.json().payload.licence.updated_at,
      }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await imageOf(licence.id)).toBe(hidden);
  });

  it('archives and restores with the spec messages; an archived licence is read-only, its notes too', async () => {
    const licence = await createLicence(ctx.t.app, owner, licenceBody(holder.id));
    const archived = await toggleLicence(ctx.t.app, owner, licence.id);
    expect(archived.json()).toMatchObject({
      message: LICENCE_MESSAGES.archived,
      payload: { licence: { archived: true, can_edit: false } },
    });

    const before = await licenceFootprint(ctx.db, companyId);
    const edit = await putLicence(ctx.t.app, owner, { ...licenceBody(holder.id), licence_id: licence.id });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(LICENCE_MESSAGES.archivedReadOnly);
    const note = await as(ctx.t.app, owner, {
      method: 'POST',
      url: `${LICENCES}/notes`,
      payload: { id: licence.id, value: 'x' },
    });
    expect(note.statusCode).toBe(409);
    expect(await licenceFootprint(ctx.db, companyId)).toEqual(before);

    const restored = await toggleLicence(ctx.t.app, owner, licence.id);
    expect(restored.json()).toMatchObject({
      message: LICENCE_MESSAGES.restored,
      payload: { licence: { archived: false } },
    });
  });

  it('a deactivated staff member’s licences cannot be added to', async () => {
    const leaver = await createStaff(ctx.t.app, owner);
    await toggleStaff(ctx.t.app, owner, leaver.id);
    const before = await licenceFootprint(ctx.db, companyId);
    expectFieldError(
      await postLicence(ctx.t.app, owner, licenceBody(leaver.id)),
      'user_id',
      LICENCE_MESSAGES.userDeactivated,
    );
    expect(await licenceFootprint(ctx.db, companyId)).toEqual(before);
  });

  // A role without canManageUsers, and another company's ids, are walked over every licence route
  // in http/route-matrices.test.ts (403 / as a missing id, and nothing changes).
  it('answers 404 for a licence that does not exist, and another company lists none of these', async () => {
    await createLicence(ctx.t.app, owner, licenceBody(holder.id));
    const missing = await getLicence(ctx.t.app, owner, 987_654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(LICENCE_MESSAGES.notFound);
    const rival = await registerBusiness(ctx.t.app);
    const theirs = await as(ctx.t.app, rival, { method: 'GET', url: `${LICENCES}/all` });
    expect(theirs.json().payload.licences).toEqual([]);
  });
});
