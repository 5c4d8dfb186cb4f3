import { PHONE_MESSAGES } from '@fieldbook/domain/inputs/phone.rules';
import { SIGNATURE_MESSAGES } from '@fieldbook/domain/inputs/signature.rules';
import { STAFF_MESSAGES } from '@fieldbook/domain/staff/staff.constants';
import { STAFF_PERMISSIONS_MAX } from '@fieldbook/domain/staff/staff.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { filePart, png, staffAndHiddenFile, upload } from '../files/files-test-kit';
import {
  createStaff,
  editBody,
  expectFieldError,
  insertFileRow,
  putStaff,
  staffFootprint,
  withoutTrialLimits,
} from './staff-test-kit';

const ctx = useTestApp();
let owner: Session;
let companyId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  await withoutTrialLimits(ctx.t.app, owner);
  ({ companyId } = await whoIs(ctx.t.app, owner));
});

/** Sends the edit and expects the field error, with nothing stored. */
async function refused(overrides: Record<string, unknown>, key: string, message: string) {
  const user = await createStaff(ctx.t.app, owner);
  const before = await staffFootprint(ctx.db, companyId);
  const response = await putStaff(ctx.t.app, owner, editBody(user, { first_name: 'Changed', ...overrides }));
  expectFieldError(response, key, message);
  expect(await staffFootprint(ctx.db, companyId)).toEqual(before);
}

describe('profile image', () => {
  it('sets an uploaded image: both signed links open it; null removes it', async () => {
    const uploaded = await upload(ctx.t.app, owner, [filePart('face.png', await png(300, 200))]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const fileId = uploaded.json().payload.files[0].id;
    const user = await createStaff(ctx.t.app, owner);
    const response = await putStaff(ctx.t.app, owner, editBody(user, { image: { id: fileId } }));
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json().payload.user;
    expect(saved.profile_image).toEqual(saved.image);
    expect(saved.image.id).toBe(fileId);
    for (const url of [saved.image.signed_url, saved.image.signed_thumbnail_url]) {
      const opened = await ctx.t.app.inject({ method: 'GET', url });
      expect(opened.statusCode, url).toBe(200);
      expect(opened.headers['content-type']).toMatch(/^image\//);
    }
    const removed = await putStaff(ctx.t.app, owner, editBody(saved, { image: null }));
    expect(removed.json().payload.user).toMatchObject({ image: null, profile_image: null });
  });

  it('refuses a file that is not an image with "Not an image"', async () => {
    const id = await insertFileRow(ctx.db, companyId, {
      type: 'DOCUMENT',
      mime: 'application/pdf',
      ext: 'pdf',
      thumbnail: false,
    });
    await refused({ image: { id } }, 'image.id', STAFF_MESSAGES.notAnImage);
  });

  it('refuses a GIF with "GIF cannot be resized"', async () => {
    const id = await insertFileRow(ctx.db, companyId, {
      type: 'IMAGE',
      mime: 'image/gif',
      ext: 'gif',
      thumbnail: true,
    });
    await refused({ image: { id } }, 'image.id', STAFF_MESSAGES.gifCannotBeResized);
  });

  it('refuses an image that could not be processed (no thumbnail) as not an image', async () => {
    const id = await insertFileRow(ctx.db, companyId, {
      type: 'IMAGE',
      mime: 'image/heic',
      ext: 'heic',
      thumbnail: false,
    });
    await refused({ image: { id } }, 'image.id', STAFF_MESSAGES.notAnImage);
  });

  it('refuses an unknown file and another company’s image as not found', async () => {
    await refused({ image: { id: 99_999_999 } }, 'image.id', STAFF_MESSAGES.imageNotFound);
    const rival = await registerBusiness(ctx.t.app);
    const { companyId: rivalCompany } = await whoIs(ctx.t.app, rival);
    const id = await insertFileRow(ctx.db, rivalCompany, {
      type: 'IMAGE',
      mime: 'image/png',
      ext: 'png',
      thumbnail: true,
    });
    await refused({ image: { id } }, 'image.id', STAFF_MESSAGES.imageNotFound);
  });

  it("refuses, as not found, an image of the company the manager may not see (a colleague's private file)", async () => {
    // A manager of staff who does not see every file (no canManageFiles).
    const { staff: manager, hidden } = await staffAndHiddenFile(
      ctx.t.app,
      ctx.db,
      owner,
      'canManageUsers',
      filePart('private.png', await png(40, 40)),
    );

    const user = await createStaff(ctx.t.app, owner);
    const before = await staffFootprint(ctx.db, companyId);
    const response = await putStaff(ctx.t.app, manager, editBody(user, { image: { id: hidden } }));
    expectFieldError(response, 'image.id', STAFF_MESSAGES.imageNotFound);
    expect(response.body).not.toContain('/v1/files/raw/');
    expect(await staffFootprint(ctx.db, companyId)).toEqual(before);

    // Chosen by the owner, the same image sent back by the manager's edit is kept.
    const chosen = await putStaff(ctx.t.app, owner, editBody(user, { image: { id: hidden } }));
    expect(chosen.statusCode, chosen.body).toBe(200);
    const kept = await putStaff(
      ctx.t.app,
      manager,
      editBody(chosen.json().payload.user, { first_name: 'Kept', image: { id: hidden } }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().payload.user.image).toMatchObject({ id: hidden });
  });
});

describe('field rules', () => {
  it.each([
    [{ first_name: ' ' }, 'first_name', STAFF_MESSAGES.firstNameRequired],
    [{ last_name: '' }, 'last_name', STAFF_MESSAGES.lastNameRequired],
    [{ phone: '12345' }, 'phone', PHONE_MESSAGES.invalid],
    // SMS reminders go to it: a landline is refused.
    [{ phone: '(03) 9598 4410' }, 'phone', PHONE_MESSAGES.invalid],
    [{ signature: 'data:image/jpeg;base64,AAAA' }, 'signature', SIGNATURE_MESSAGES.invalid],
    [{ signature: `data:image/png;base64,${'A'.repeat(280_001)}` }, 'signature', SIGNATURE_MESSAGES.tooLarge],
    // SVG text labelled as a PNG, and base64 of no image at all.
    [
      { signature: `data:image/png;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}` },
      'signature',
      SIGNATURE_MESSAGES.invalid,
    ],
    [{ signature: 'data:image/png;base64,AAAAAAAAAAAAAAAA' }, 'signature', SIGNATURE_MESSAGES.invalid],
    [{ roles: ['Owner'] }, 'roles.0', STAFF_MESSAGES.roleRequired],
    [{ permissions: ['canFly'] }, 'permissions.0', STAFF_MESSAGES.unknownPermission],
  ])('refuses %o with its message and changes nothing', async (overrides, key, message) => {
    await refused(overrides, key, message);
  });

  it('refuses a permissions list longer than there are permissions, changing nothing', async () => {
    const permissions = Array.from({ length: 10_000 }, () => 'canAccessCalendar');
    await refused(
      { permissions },
      'permissions',
      `The permissions may not have more than ${STAFF_PERMISSIONS_MAX} items.`,
    );
  });
});
