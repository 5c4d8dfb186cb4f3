import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp } from '../../test/build-test-app';
import { createStaff, USERS } from './staff-test-kit';

/**
 * Staff without canManageUsers (403) and another company's user (as a missing one, changing
 * nothing) are walked over every staff route in http/route-matrices.test.ts; the 401 without a
 * session in http/route-permissions.test.ts. What is left here: lists never cross companies.
 */
const ctx = useTestApp();
let owner: Session;
let userId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  userId = (await createStaff(ctx.t.app, owner)).id;
});

describe('another company’s user', () => {
  it('is never listed', async () => {
    const ids = async (session: Session) =>
      (await as(ctx.t.app, session, { method: 'GET', url: `${USERS}/all` }))
        .json()
        .payload.users.map((u: { id: number }) => u.id);
    expect(await ids(await registerBusiness(ctx.t.app))).not.toContain(userId);
    expect(await ids(owner)).toContain(userId);
  });
});
