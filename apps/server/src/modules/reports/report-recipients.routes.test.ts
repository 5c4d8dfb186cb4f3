import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import { COMMUNICATION_MESSAGES as CM } from '@fieldbook/domain/communications/communications.schemas';
import { REPORT_MESSAGES } from '@fieldbook/domain/reports/reports.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, type Session, useTestApp } from '../../test/build-test-app';
import { appointmentBody, createAppointment } from '../appointments/appointments-test-kit';
import { anHourLater, fillMessageCap, RELAY_EMAIL, sentFootprint } from '../communications/message-test-kit';
import { createDocument, documentBody } from '../documents/documents-test-kit';
import { recordTransfer } from '../payments/payments-test-kit';
import {
  createReport,
  gasCheckCompany,
  getReport,
  publishReport,
  REPORTS,
  reportBody,
  reportFootprint,
} from './reports-test-kit';

// Security issue 32, "No relay": Field Staff fill and send reports (canEditReports), but only to the
// client's stored addresses and the company's staff; another address needs canEditClients.
const PER_HOUR = 15;
const ctx = useTestApp({ MESSAGES_PER_HOUR: String(PER_HOUR) });
const CLIENT_EMAIL = `rita-${process.pid}@client.example`;
let owner: Session;
let field: Session;
let office: Session;
let colleagueEmail: string;
let companyId: number;
let clientId: number;
let templateId: number;
let images: { photoId: number; signatureId: number };

beforeAll(async () => {
  ({ owner, companyId, clientId, templateId, images } = await gasCheckCompany(ctx, {
    emails: [{ type: 'PRIMARY', email_address: CLIENT_EMAIL }],
  }));
  field = await addStaff(ctx.t.app, owner, 'Field Staff');
  office = await addStaff(ctx.t.app, owner, 'Office');
  colleagueEmail = office.email;
});

const complete = () => ({ make: 'Rinnai', result: 'Pass', sign: images.signatureId });
const draft = (session: Session, overrides: Record<string, unknown> = {}) =>
  createReport(ctx.t.app, session, reportBody(templateId, clientId, { answers: complete(), ...overrides }));
const send = (session: Session, id: number, payload: Record<string, unknown>) =>
  as(ctx.t.app, session, { method: 'POST', url: `${REPORTS}/${id}/send`, payload });
const emailsTo = async (to: string) =>
  (await ctx.db.query('select count(*)::int as n from email_outbox where lower("to") = lower($1)', [to])).rows[0]
    .n as number;
/** Everything the report and the mail could show of a refused request. */
const footprint = async () => ({
  ...(await reportFootprint(ctx.db, companyId)),
  sent: await sentFootprint(ctx.db, companyId),
});

describe('report recipients', () => {
  it(`refuses Field Staff a report to ${RELAY_EMAIL} on publish and on send (403): still a draft, nothing queued`, async () => {
    const report = await draft(field);
    const before = await footprint();
    const publish = await publishReport(ctx.t.app, field, report.id, {
      send: true,
      to: [CLIENT_EMAIL, RELAY_EMAIL],
      subject: 'Free subject',
      message: 'Free text anyone could type.',
    });
    expect(publish.statusCode).toBe(403);
    expect(publish.json().message).toBe(CM.outsideRecipient);
    expect(await footprint()).toEqual(before);
    expect((await getReport(ctx.t.app, field, report.id)).json().payload.report.status).toBe('DRAFT');

    expect((await publishReport(ctx.t.app, field, report.id)).statusCode).toBe(200);
    const published = await footprint();
    const again = await send(field, report.id, { to: [RELAY_EMAIL], message: 'Free text anyone could type.' });
    expect(again.statusCode).toBe(403);
    expect(await footprint()).toEqual(published);
  });

  it('lets Field Staff send it to the client’s stored address, however typed, and to a colleague', async () => {
    const report = await draft(field);
    const [client, colleague] = [await emailsTo(CLIENT_EMAIL), await emailsTo(colleagueEmail)];
    const response = await publishReport(ctx.t.app, field, report.id, {
      send: true,
      to: [CLIENT_EMAIL.toUpperCase(), colleagueEmail],
      message: 'All safe.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(REPORT_MESSAGES.publishedAndSent);
    // To the address as the client stored it.
    const { rows } = await ctx.db.query('select count(*)::int as n from email_outbox where "to" = $1', [CLIENT_EMAIL]);
    expect(rows[0].n).toBe(client + 1);
    expect(await emailsTo(colleagueEmail)).toBe(colleague + 1);
  });

  it('lets whoever holds canEditClients (Office, Owner) send it to another address', async () => {
    for (const session of [office, owner]) {
      const report = await draft(session);
      const before = await emailsTo(RELAY_EMAIL);
      const response = await publishReport(ctx.t.app, session, report.id, { send: true, to: [RELAY_EMAIL] });
      expect(response.statusCode, response.body).toBe(200);
      expect(await emailsTo(RELAY_EMAIL)).toBe(before + 1);
    }
  });

  it('answers 429 past the hourly cap: still a draft, nothing queued', async () => {
    const report = await draft(owner);
    await fillMessageCap(ctx.db, companyId, PER_HOUR);
    const before = await footprint();
    const response = await publishReport(ctx.t.app, owner, report.id, { send: true });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe(AUTH_MESSAGES.tooManyRequests);
    expect(await footprint()).toEqual(before);
    await anHourLater(ctx.db, companyId);
    expect((await publishReport(ctx.t.app, owner, report.id, { send: true })).statusCode).toBe(200);
  });

  it('still sends a held report when its invoice is paid past the cap: the payment is not undone', async () => {
    await anHourLater(ctx.db, companyId);
    const appointment = await createAppointment(ctx.t.app, owner, appointmentBody({ clients: [clientId] }));
    const invoice = await createDocument(
      ctx.t.app,
      owner,
      'invoice',
      documentBody('invoice', clientId, { appointment_id: appointment.id, status: 'OPEN' }),
    );
    const report = await draft(owner, { appointment_id: appointment.id });
    const held = await publishReport(ctx.t.app, owner, report.id, { send: true });
    expect(held.json().message).toBe(REPORT_MESSAGES.heldUntilPaid);
    await fillMessageCap(ctx.db, companyId, PER_HOUR);
    const before = await emailsTo(CLIENT_EMAIL);
    const paid = await recordTransfer(ctx.t.app, owner, invoice.id, invoice.total, `held-past-cap-${report.id}`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await emailsTo(CLIENT_EMAIL)).toBe(before + 1);
  });
});
