import pg from 'pg';
import { type Benchmark, type EndpointRequest, revalidated } from './lib/bench';
import { measureLabelled } from './lib/labelled-endpoints';
import { demoOwner, signInAsDemo } from './lib/server';

/** A busy company: STAFF staff members and APPOINTMENTS appointments over ~4 years around now. */
const APPOINTMENTS = 200_000;
const STAFF = 50;

async function seed(databaseUrl: string, owner: { companyId: number; ownerId: number }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into users (company_id, first_name, last_name, email, password_hash, role, permissions, color)
       select $1, 'Bench', 'Staff ' || g, 'bench-staff-' || g || '@fieldbook.local', 'x', 'Field Staff', '{}', '#027be3'
       from generate_series(1, $2::int) g`,
      [owner.companyId, STAFF],
    );
    // Weekdays 07:00-17:00 in 30-minute starts, one to three hours long, ~4 years around now.
    await client.query(
      `insert into appointments (company_id, reference_id, title, status, start_at, end_at, timezone, created_by)
       select $1, 'B' || g, case when g % 500 = 1 then 'Backflow test ' || g else 'Service call ' || g end,
              case when g % 20 = 0 then 'UNSCHEDULED' when g % 7 = 0 then 'COMPLETE' else 'SCHEDULED' end,
              s, s + ((1 + g % 3) * interval '1 hour'), 'Australia/Melbourne', $2
       from (select g, date_trunc('day', now() - interval '730 days' + (g % 1460) * interval '1 day')
                     + interval '7 hours' + ((g * 7) % 20) * interval '30 minutes' as s
             from generate_series(1, $3::int) g) t`,
      [owner.companyId, owner.ownerId, APPOINTMENTS],
    );
    await client.query(
      `insert into appointment_attendees (company_id, appointment_id, user_id)
       select a.company_id, a.id, u.id
       from appointments a
       join lateral (select id from users where company_id = a.company_id and email like 'bench-staff-%'
                     order by id offset (a.id % $2) limit 1) u on true
       where a.company_id = $1`,
      [owner.companyId, STAFF],
    );
    await client.query('vacuum analyze users');
    await client.query('vacuum analyze appointments');
    await client.query('vacuum analyze appointment_attendees');
    const { rows } = await client.query(
      `select array_agg(id order by id) as ids from (select id from users where company_id = $1 and email like 'bench-staff-%' limit 10) s`,
      [owner.companyId],
    );
    const { rows: one } = await client.query(
      'select id from appointments where company_id = $1 order by abs(extract(epoch from start_at - now())) limit 1',
      [owner.companyId],
    );
    return { staffIds: (rows[0].ids as string[]).map(Number), appointmentId: Number(one[0].id) };
  } finally {
    await client.end();
  }
}

const sql = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** The calendar week for all staff (revalidated, and compressed as a browser asks), the search dialog's default query, find, and availability for 10 staff. */
const appointments: Benchmark = {
  name: 'appointments',
  async run(context) {
    const { server } = context;
    const owner = await demoOwner(server.databaseUrl);
    const started = Date.now();
    const { staffIds, appointmentId } = await seed(server.databaseUrl, owner);
    context.log(
      `Seeded ${APPOINTMENTS} appointments for ${STAFF} staff in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    const headers = { authorization: `Bearer ${await signInAsDemo(server.origin)}` };
    await context.httpFloor();
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    monday.setUTCHours(0, 0, 0, 0);
    const sunday = new Date(monday.getTime() + 7 * 24 * 3600_000);
    // Next week's Tuesday: availability is asked for the future (candidates before now are never
    // suggested, so a day already past would make the answer depend on the weekday the bench runs).
    const day = new Date(monday.getTime() + 8 * 24 * 3600_000);
    const requests: [string, EndpointRequest][] = [
      [
        'calendar week, all staff',
        {
          method: 'POST',
          path: '/v1/appointments/calendar',
          headers,
          body: { start: sql(monday), end: sql(sunday), rows: 500, sortBy: 'start_date' },
        },
      ],
      ['search dialog default', { method: 'POST', path: '/v1/appointments/search', headers, body: {} }],
      ['search "backflow"', { method: 'POST', path: '/v1/appointments/search', headers, body: { filter: 'backflow' } }],
      ['find', { method: 'GET', path: `/v1/appointments/find?id=${appointmentId}`, headers }],
      [
        'availability, 10 staff over a day',
        {
          method: 'POST',
          path: '/v1/appointments/staff/availability',
          headers,
          body: {
            user_ids: staffIds,
            start_date: sql(new Date(day.getTime() + 9 * 3600_000)),
            end_date: sql(new Date(day.getTime() + 17 * 3600_000)),
            timezone: 'UTC',
          },
        },
      ],
    ];
    const [week] = requests;
    if (week)
      requests.splice(
        1,
        0,
        await revalidated(server.origin, week),
        // What a browser sends: its answer compressed (brotli), as the scheduler receives it.
        [
          `${week[0]}, as a browser asks (br)`,
          { ...week[1], headers: { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' } },
        ],
      );
    return {
      endpoints: await measureLabelled(
        context,
        requests,
        /"appointments"|"appointment_attendees"|"appointment_counts"/,
      ),
      sizes: [],
    };
  },
};

export default appointments;
