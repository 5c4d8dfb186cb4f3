import pg from 'pg';
import type { Benchmark, EndpointRequest } from './lib/bench';
import { measureLabelled } from './lib/labelled-endpoints';
import { demoOwner } from './lib/server';

/**
 * The public booking page's slot search (issue 37, target p99 50 ms): one service that STAFF staff
 * may take, over 14 days, in a company with APPOINTMENTS appointments ~4 years around now (the
 * appointments benchmark's shape). No session: the page is public.
 */
const APPOINTMENTS = Number(process.env.BOOKING_APPOINTMENTS ?? 200_000);
const STAFF = 20;
const HANDLE = 'bench-booking';

async function seed(databaseUrl: string, owner: { companyId: number; ownerId: number }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into users (company_id, first_name, last_name, email, password_hash, role, permissions, color)
       select $1, 'Booking', 'Staff ' || g, 'booking-staff-' || g || '@fieldbook.local', 'x', 'Field Staff', '{}', '#027be3'
       from generate_series(1, $2::int) g`,
      [owner.companyId, STAFF],
    );
    // Weekdays and weekends, 07:00-17:00 in 30-minute starts, one to three hours long.
    await client.query(
      `insert into appointments (company_id, reference_id, title, status, start_at, end_at, timezone, created_by)
       select $1, 'BK' || g, 'Service call ' || g,
              case when g % 20 = 0 then 'CANCELLED' else 'SCHEDULED' end,
              s, s + ((1 + g % 3) * interval '1 hour'), 'Australia/Melbourne', $2
       from (select g, date_trunc('day', now() - interval '730 days' + (g % 1460) * interval '1 day')
                     + interval '7 hours' + ((g * 7) % 20) * interval '30 minutes' as s
             from generate_series(1, $3::int) g) t`,
      [owner.companyId, owner.ownerId, APPOINTMENTS],
    );
    const { rows: staff } = await client.query(
      `select array_agg(id order by id) as ids from users where company_id = $1 and email like 'booking-staff-%'`,
      [owner.companyId],
    );
    const staffIds = (staff[0].ids as string[]).map(Number);
    await client.query(
      `insert into appointment_attendees (company_id, appointment_id, user_id)
       select company_id, id, ($2::bigint[])[1 + id % $3] from appointments where company_id = $1 and reference_id like 'BK%'`,
      [owner.companyId, staffIds, STAFF],
    );
    const { rows: type } = await client.query(
      `insert into appointment_types (company_id, name, color, time_allocation, created_by)
       values ($1, 'Gas service', '#027be3', 60, $2) returning id`,
      [owner.companyId, owner.ownerId],
    );
    const typeId = Number(type[0].id);
    await client.query(
      `insert into booking_settings (company_id, enabled, handle, requires_approval, pending_cap)
       values ($1, true, $2, false, 20)`,
      [owner.companyId, HANDLE],
    );
    await client.query(
      `insert into booking_services (company_id, appointment_type_id, bookable, duration_minutes, min_notice_hours,
                                     days_ahead, buffer_minutes, staff_ids)
       values ($1, $2, true, 60, 0, 60, 15, $3)`,
      [owner.companyId, typeId, staffIds],
    );
    for (const table of ['users', 'appointments', 'appointment_attendees'])
      await client.query(`vacuum analyze ${table}`);
    return typeId;
  } finally {
    await client.end();
  }
}

const bookingSlots: Benchmark = {
  name: 'booking-slots',
  async run(context) {
    const { server } = context;
    const owner = await demoOwner(server.databaseUrl);
    const started = Date.now();
    const typeId = await seed(server.databaseUrl, owner);
    context.log(
      `Seeded ${APPOINTMENTS} appointments for ${STAFF} bookable staff in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    await context.httpFloor();
    // From tomorrow: the whole fortnight lies ahead, whatever the weekday the bench runs.
    const from = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
    const requests: [string, EndpointRequest][] = [
      ['booking page', { method: 'GET', path: `/v1/connect/book/${HANDLE}` }],
      [
        'slots, 1 service, 20 staff, 14 days',
        { method: 'GET', path: `/v1/connect/book/${HANDLE}/slots?service=${typeId}&from=${from}&days=14` },
      ],
    ];
    return {
      endpoints: await measureLabelled(context, requests, /"appointments"|"appointment_attendees"|"booking_/),
      sizes: [],
    };
  },
};

export default bookingSlots;
