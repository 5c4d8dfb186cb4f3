import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { invitedClient, registerClient } from '../connect/connect-test-kit';
import { book, bookingBody, nextTuesday, openBookingBusiness } from './booking-test-kit';

// A booking joins an existing client only through a signed-in Client Connect account whose email is
// verified and that is linked to that client; an email typed on a public page proves nothing.
const ctx = useTestApp();
const tuesday = nextTuesday();

async function linkedAccount(verified: boolean) {
  const business = await openBookingBusiness(ctx.t.app);
  const email = `linked-${verified}@client.example`;
  const client = await invitedClient(ctx.t.app, ctx.db, business.owner, email);
  const account = await registerClient(ctx.t.app, { email, refer_code: client.code });
  if (verified) await ctx.db.query('update portal_users set email_verified_at = now() where email = $1', [email]);
  return { business, client, account, email };
}

const clientOfBooking = async (companyId: number) =>
  (await ctx.db.query('select client_id::int from bookings where company_id = $1', [companyId])).rows[0]?.client_id;
const clientCount = async (companyId: number) =>
  (await ctx.db.query('select count(*)::int as n from clients where company_id = $1', [companyId])).rows[0].n;

describe('which client a booking belongs to', () => {
  it('is the linked client of a signed-in, verified Client Connect account', async () => {
    const { business, client, account, email } = await linkedAccount(true);
    const before = await clientCount(business.companyId);
    const response = await book(
      ctx.t.app,
      business.handle,
      bookingBody(business.typeId, { start: `${tuesday} 10:00`, email }),
      { headers: { authorization: `Bearer ${account.token}` } },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(await clientOfBooking(business.companyId)).toBe(client.id);
    expect(await clientCount(business.companyId)).toBe(before);
  });

  it('is a new client for an unverified account, and for anyone typing a known client’s email', async () => {
    const { business, client, account, email } = await linkedAccount(false);
    const before = await clientCount(business.companyId);
    const signedIn = await book(
      ctx.t.app,
      business.handle,
      bookingBody(business.typeId, { start: `${tuesday} 10:00`, email }),
      { headers: { authorization: `Bearer ${account.token}` } },
    );
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    const typed = await book(
      ctx.t.app,
      business.handle,
      bookingBody(business.typeId, { start: `${tuesday} 13:00`, email }),
    );
    expect(typed.statusCode, typed.body).toBe(201);
    const { rows } = await ctx.db.query('select client_id::int from bookings where company_id = $1', [
      business.companyId,
    ]);
    expect(rows.map((row) => row.client_id)).not.toContain(client.id);
    expect(await clientCount(business.companyId)).toBe(before + 2);
    // The existing client's own contacts were sent nothing: only the addresses just entered were.
    const sent = await ctx.db.query('select distinct "to" from email_outbox where company_id = $1 and "to" <> $2', [
      business.companyId,
      email,
    ]);
    expect(sent.rows).toEqual([]);
  });
});
