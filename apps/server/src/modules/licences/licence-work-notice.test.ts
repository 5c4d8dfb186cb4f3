import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { appointmentBody, createAppointment } from '../appointments/appointments-test-kit';
import { workAtRisk } from '../appointments/index';
import { createStaff, staffBody } from '../staff/staff-test-kit';
import { createLicenceExpiryWorker } from './licence-expiry';
import { createLicence, daysFromToday, LICENCES, licenceBody } from './licences-test-kit';

/** A licence lapsing before booked work tells the staff managers which appointments, once per expiry. */

const ctx = useTestApp({ JOB_WORKERS: 'false' });
let owner: Session;
let ownerId: number;
let companyId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  ({ companyId, userId: ownerId } = await whoIs(ctx.t.app, owner));
});

const workNotices = async () =>
  (
    await ctx.db.query(
      `select user_id, title, body, data from notifications where company_id = $1 and title like '%before booked work' order by id`,
      [companyId],
    )
  ).rows;

describe('the booked-work notice', () => {
  it('lists the appointments the lapsing licence leaves, to the managers, exactly once per expiry', async () => {
    const post = async (url: string, payload: Record<string, unknown>) =>
      (await as(ctx.t.app, owner, { method: 'POST', url, payload })).json().payload;
    const gas = (await post(`${LICENCES}/types`, { name: 'Gasfitter Type A' })).licence_type.id;
    const service = (
      await post('/v1/appointments/types/save', {
        name: 'Gas service',
        time_allocation: 60,
        required_licence_type_ids: [gas],
      })
    ).default.id;
    const plain = (await post('/v1/appointments/types/save', { name: 'Drain clear', time_allocation: 60 })).default.id;
    const holder = await createStaff(ctx.t.app, owner, staffBody({ first_name: 'Gus', last_name: 'Gasfitter' }));
    const expiry = daysFromToday(60);
    const licence = await createLicence(
      ctx.t.app,
      owner,
      licenceBody(holder.id, { licence_type_id: gas, expiry_date: expiry }),
    );
    const booked = (day: number, types: number[]) =>
      createAppointment(
        ctx.t.app,
        owner,
        appointmentBody({
          start_date: `${daysFromToday(day)} 10:00:00`,
          end_date: `${daysFromToday(day)} 11:00:00`,
          attendees: [holder.id],
          types,
        }),
      );
    const before = await booked(30, [service]);
    const after = await booked(61, [service]);
    await booked(62, [plain]);

    const worker = createLicenceExpiryWorker({
      db: ctx.t.app.db,
      mailer: ctx.t.app.mailer,
      config: ctx.t.app.config,
      workAtRisk,
    });
    const notice = { companyId, licenceId: licence.id, expiryDate: expiry };
    await worker({ ...notice, kind: 'soon' });
    await worker({ ...notice, kind: 'soon' });
    await worker({ ...notice, kind: 'today' });

    const notices = await workNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ user_id: ownerId, data: { type: 'licence', id: licence.id } });
    expect(notices[0].title).toMatch(
      /^Gus Gasfitter's Gasfitter Type A licence expires \w{3} \d{1,2} \w{3} \d{4}, before booked work$/,
    );
    expect(notices[0].body).toContain(after.reference_id);
    expect(notices[0].body).not.toContain(before.reference_id);
    expect(notices[0].body).toMatch(/^Appointments affected: .+\. Renew the licence or assign someone qualified\.$/);
  });
});
