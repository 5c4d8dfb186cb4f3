import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import { NOTE_EDIT_PERMISSIONS } from '@fieldbook/domain/notes/notes.rules';
import { PORTAL_PERMISSION, ROUTE_PERMISSIONS } from '@fieldbook/domain/permissions/route-permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { type CompanyRecords, SUBJECT_BASE, SUBJECTS, seedCompanyRecords } from '../../test/company-records';
import { changedTables, databaseFingerprint } from '../../test/database-fingerprint';

/**
 * Notes change (edit, pin, delete) by their author, or by a holder of the record section's edit
 * permission (domain NOTE_EDIT_PERMISSIONS); anyone else who may open the record gets 403 and nothing
 * changes. Walked over every kind of record with a timeline.
 */

const ctx = useTestApp();
let company: CompanyRecords;
let member: Session;
let memberId: number;

beforeAll(async () => {
  company = await seedCompanyRecords(ctx.t.app, ctx.db, 'Notes Authors Pty Ltd');
  member = await addStaff(ctx.t.app, company.owner, 'Field Staff');
  memberId = (await whoIs(ctx.t.app, member)).userId;
  // Attending the appointment gives its simple actions (notes among them) without canEditAppointments.
  await ctx.db.query('insert into appointment_attendees (company_id, appointment_id, user_id) values ($1, $2, $3)', [
    company.companyId,
    company.ids.appointment,
    memberId,
  ]);
});

const holdOnly = (keys: readonly string[]) =>
  ctx.db.query('update users set permissions = $1 where id = $2', [[PORTAL_PERMISSION, ...keys], memberId]);

/** The permissions the record's note routes need (the section's access), from the route table. */
const accessOf = (base: string) => ROUTE_PERMISSIONS[`PUT ${base}/notes`] as readonly string[];

const noteCall = (who: Session, method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object) =>
  as(ctx.t.app, who, { method, url, payload });

const noteFlags = async (who: Session, base: string, id: number) => {
  const response = await as(ctx.t.app, who, { method: 'GET', url: `${base}/timeline?id=${id}&types[]=note` });
  expect(response.statusCode, response.body).toBe(200);
  const notes = response.json().payload.timeline as { id: number; can_edit: boolean }[];
  return Object.fromEntries(notes.map((note) => [note.id, note.can_edit]));
};

describe('changing notes on a record', () => {
  it('every record with a timeline names its edit permission', () => {
    expect(Object.keys(NOTE_EDIT_PERMISSIONS).sort()).toEqual([...SUBJECTS].sort());
  });

  // Staff and licences: the section's access is its edit permission (canManageUsers), so anyone who
  // reaches their notes may change them all.
  const walked = SUBJECTS.filter(
    (subject) => !accessOf(SUBJECT_BASE[subject]).includes(NOTE_EDIT_PERMISSIONS[subject]),
  );

  it.each(walked)(
    "%s: without the edit permission, someone else's note is refused (403, nothing changes); one's own may change",
    async (subject) => {
      const base = SUBJECT_BASE[subject];
      const recordId = company.ids[subject];
      const theirs = company.ids[`${subject}Note`];
      await holdOnly(accessOf(base));

      const added = await noteCall(member, 'POST', `${base}/notes`, { id: recordId, value: '<p>Mine</p>' });
      expect(added.statusCode, added.body).toBe(200);
      const mine = added.json().payload as { id: number; can_edit: boolean };
      expect(mine.can_edit).toBe(true);
      expect(await noteFlags(member, base, recordId)).toMatchObject({ [theirs]: false, [mine.id]: true });

      const before = await databaseFingerprint(ctx.db);
      for (const refused of [
        await noteCall(member, 'PUT', `${base}/notes`, { id: theirs, value: '<p>Overwritten</p>' }),
        await noteCall(member, 'POST', `${base}/notes/pin`, { id: theirs, is_pinned: true }),
        await noteCall(member, 'DELETE', `${base}/notes`, { id: theirs }),
      ]) {
        expect(refused.statusCode, refused.body).toBe(403);
        expect(refused.json()).toEqual({
          status: 'error',
          payload: null,
          errors: null,
          message: AUTH_MESSAGES.forbidden,
        });
      }
      expect(changedTables(before, await databaseFingerprint(ctx.db))).toEqual([]);

      const edited = await noteCall(member, 'PUT', `${base}/notes`, { id: mine.id, value: '<p>Mine, edited</p>' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await noteCall(member, 'POST', `${base}/notes/pin`, { id: mine.id, is_pinned: true })).statusCode).toBe(
        200,
      );
      expect((await noteCall(member, 'DELETE', `${base}/notes`, { id: mine.id })).statusCode).toBe(200);

      // With the section's edit permission, anyone's note.
      await holdOnly([...accessOf(base), NOTE_EDIT_PERMISSIONS[subject]]);
      expect(await noteFlags(member, base, recordId)).toMatchObject({ [theirs]: true });
      const editor = await noteCall(member, 'PUT', `${base}/notes`, { id: theirs, value: '<p>Kept, edited</p>' });
      expect(editor.statusCode, editor.body).toBe(200);
      const { rows } = await ctx.db.query('select value, is_updated from notes where id = $1', [theirs]);
      expect(rows[0]).toEqual({ value: '<p>Kept, edited</p>', is_updated: true });
    },
  );
});
