import pg from 'pg';

/** The week the calendar opens on holds this many appointments (its page size too). */
const WEEK_APPOINTMENTS = 500;
/** The calendar's time zone in the browser benchmarks (the demo company's). */
export const WEEK_ZONE = 'Australia/Melbourne';

/** Tops this week (Sunday first, as calendar_start_of_week 0) up to WEEK_APPOINTMENTS on the calendar (unscheduled ones are not); answers how many it holds. */
export async function seedWeek(databaseUrl: string, owner: { companyId: number; ownerId: number }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const week = `date_trunc('day', now() at time zone '${WEEK_ZONE}')
                  - extract(dow from now() at time zone '${WEEK_ZONE}')::int * interval '1 day'`;
    const inWeek = async () =>
      Number(
        (
          await client.query(
            `select count(*)::int as n from appointments
             where company_id = $1 and archived_at is null and status <> 'UNSCHEDULED'
               and start_at < (${week} + interval '7 days') at time zone '${WEEK_ZONE}'
               and end_at > (${week}) at time zone '${WEEK_ZONE}'`,
            [owner.companyId],
          )
        ).rows[0].n,
      );
    const missing = WEEK_APPOINTMENTS - (await inWeek());
    if (missing > 0) {
      // Every day of the week, 07:00-17:00 in 30-minute starts, one to three hours long, each with a staff member.
      await client.query(
        `with made as (
           insert into appointments (company_id, reference_id, title, status, start_at, end_at, timezone, created_by)
           select $1, 'W' || g, 'Week job ' || g, 'SCHEDULED', s at time zone '${WEEK_ZONE}',
                  (s + (1 + g % 3) * interval '1 hour') at time zone '${WEEK_ZONE}', '${WEEK_ZONE}', $2
           from (select g, (${week}) + (g % 7) * interval '1 day' + interval '7 hours'
                           + ((g * 3) % 20) * interval '30 minutes' as s
                 from generate_series(1, $3::int) g) t
           returning id, company_id)
         insert into appointment_attendees (company_id, appointment_id, user_id)
         select company_id, id, $2 from made`,
        [owner.companyId, owner.ownerId, missing],
      );
      await client.query('vacuum analyze appointments');
    }
    return Math.min(WEEK_APPOINTMENTS, await inWeek());
  } finally {
    await client.end();
  }
}
