import type pg from 'pg';

/** Shared helpers of the no-relay and message-cap tests (not a test file itself). */

/** The address an attacker would have the app relay to, and a mobile nobody stored. */
export const RELAY_EMAIL = 'relay@evil.example';
export const RELAY_MOBILE = '0498 765 432';

/**
 * Everything a send could leave behind for the company, and anything at all addressed to the relay
 * address or number (whichever company): equal before and after means nothing was queued.
 */
export async function sentFootprint(db: pg.Pool, companyId: number) {
  const { rows } = await db.query(
    `select (select count(*)::int from communications where company_id = $1) as communications,
            (select count(*)::int from email_outbox where company_id = $1) as emails,
            (select count(*)::int from sms_outbox where company_id = $1) as texts,
            (select count(*)::int from email_outbox where lower("to") = $2) as relayed_emails,
            (select count(*)::int from sms_outbox where regexp_replace("to", '\\D', '', 'g') in ($3, $4)) as relayed_texts`,
    [companyId, RELAY_EMAIL, RELAY_MOBILE.replace(/\D/g, ''), `61${RELAY_MOBILE.replace(/\D/g, '').slice(1)}`],
  );
  return rows[0] as {
    communications: number;
    emails: number;
    texts: number;
    relayed_emails: number;
    relayed_texts: number;
  };
}

/** Queues stand-in emails until the company has sent `perHour` in the last hour: its next message is over the cap. */
export async function fillMessageCap(db: pg.Pool, companyId: number, perHour: number) {
  const { rows } = await db.query(
    `select (select count(*)::int from email_outbox where company_id = $1 and created_at > now() - interval '1 hour')
          + (select count(*)::int from sms_outbox where company_id = $1 and created_at > now() - interval '1 hour') as n`,
    [companyId],
  );
  await db.query(
    `insert into email_outbox (company_id, "to", subject, text, status)
     select $1, 'earlier@example.com', 'Earlier', 'An earlier message', 'sandbox' from generate_series(1, $2)`,
    [companyId, Math.max(0, perHour - rows[0].n)],
  );
}

/** An hour passes: what the company sent so far no longer counts towards its cap. */
export async function anHourLater(db: pg.Pool, companyId: number) {
  for (const table of ['email_outbox', 'sms_outbox']) {
    await db.query(`update ${table} set created_at = created_at - interval '61 minutes' where company_id = $1`, [
      companyId,
    ]);
  }
}
