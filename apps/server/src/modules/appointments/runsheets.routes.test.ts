import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp } from '../../test/build-test-app';
import { appointmentBody, createAppointment } from './appointments-test-kit';

const ctx = useTestApp();
let owner: Session;

const runsheets = (session: Session, payload: Record<string, unknown>) =>
  as(ctx.t.app, session, { method: 'POST', url: '/v1/appointments/runsheets', payload });

const titles = (response: { json(): { payload: { appointments: { title: string }[] } } }) =>
  response.json().payload.appointments.map((a) => a.title);

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  const at = (title: string, start: string, end: string, status = 'SCHEDULED') =>
    createAppointment(ctx.t.app, owner, appointmentBody({ title, start_date: start, end_date: end, status }));
  await at('Afternoon', '2026-12-01 14:00', '2026-12-01 15:00');
  await at('Morning', '2026-12-01 08:00', '2026-12-01 09:00');
  await at('Unconfirmed', '2026-12-01 10:00', '2026-12-01 11:00', 'UNCONFIRMED');
  await at('Next day', '2026-12-02 08:00', '2026-12-02 09:00');
});

describe('POST v1/appointments/runsheets', () => {
  it('gives the day’s appointments by start, in Scheduled, In progress and Departed unless asked otherwise', async () => {
    const byDefault = await runsheets(owner, { date: '2026-12-01' });
    expect(byDefault.statusCode, byDefault.body).toBe(200);
    expect(titles(byDefault)).toEqual(['Morning', 'Afternoon']);
    expect(titles(await runsheets(owner, { date: '2026-12-01', status: ['UNCONFIRMED'] }))).toEqual(['Unconfirmed']);
  });

  it('refuses (403) a calendar user without canGenerateRunsheets, generating nothing', async () => {
    // Field Staff see the calendar but hold no canGenerateRunsheets by default.
    const fieldStaff = await addStaff(ctx.t.app, owner, 'Field Staff');
    const refused = await runsheets(fieldStaff, { date: '2026-12-01' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'error', payload: null, errors: null, message: AUTH_MESSAGES.forbidden });
    const office = await addStaff(ctx.t.app, owner, 'Office');
    expect(titles(await runsheets(office, { date: '2026-12-01' }))).toEqual(['Morning', 'Afternoon']);
  });
});
