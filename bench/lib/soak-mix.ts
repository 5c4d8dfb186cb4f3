// The soak benchmark's load: what one active company sends, and the job its load generator is given.

export interface SoakCompany {
  token: string;
  clientId: number;
  appointmentIds: number[];
  invoiceIds: number[];
}

export interface SoakJob {
  origin: string;
  companies: SoakCompany[];
  /** Requests a second per active company, all operations together. */
  ratePerCompany: number;
  warmupSec: number;
  durationSec: number;
  /** The calendar week the dispatchers poll, and the day bookings go on (yyyy-MM-dd HH:mm:ss / yyyy-MM-dd). */
  weekStart: string;
  weekEnd: string;
  today: string;
  /** Bookings start this many minutes after they are made; their reminder is due a minute later. */
  bookingLeadMinutes: number;
  seed: number;
}

export interface SoakOutcome {
  /** Latencies (ms, from the scheduled send) of 2xx answers in the measured window, by operation. */
  latencies: Record<string, number[]>;
  /** Failures in the measured window by operation: `status` or `error: message`. */
  failures: Record<string, Record<string, number>>;
  /** Requests still unanswered 11 s after the window ended (each also timed out: never counted as answered). */
  late: number;
  offered: number;
  /** CPU the load generator itself used over the step, ms (it shares the machine with the server). */
  cpuMs: number;
}

/** The client's stored email, which its reminders go to (sandbox mail: nothing leaves the machine). */
export const SOAK_CLIENT_EMAIL = 'soak-client@bench.example';

type Request = { method: 'GET' | 'POST' | 'PUT'; path: string; body?: unknown };

/** The mix of one active company (weights sum to 1): what a dispatcher, field staff and the office do. */
export const SOAK_MIX: { name: string; weight: number; build: (c: SoakCompany, job: SoakJob, n: number) => Request }[] =
  [
    {
      name: 'calendar week (poll)',
      weight: 0.35,
      build: (_c, job) => ({
        method: 'POST',
        path: '/v1/appointments/calendar',
        body: { start: job.weekStart, end: job.weekEnd, rows: 500, sortBy: 'start_date' },
      }),
    },
    {
      name: 'status update',
      weight: 0.2,
      build: (c, _job, n) => ({
        method: 'PUT',
        path: '/v1/appointments/status',
        body: {
          id: c.appointmentIds[n % c.appointmentIds.length],
          status: ['DEPARTED', 'IN_PROGRESS', 'COMPLETE', 'SCHEDULED'][n % 4],
        },
      }),
    },
    {
      name: 'book with reminder',
      weight: 0.05,
      build: (c, job, n) => {
        const start = new Date(Date.now() + job.bookingLeadMinutes * 60_000);
        const end = new Date(start.getTime() + 3600_000);
        const sql = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
        return {
          method: 'POST',
          path: '/v1/appointments',
          body: {
            title: `Soak booking ${n}`,
            start_date: sql(start),
            end_date: sql(end),
            timezone: 'UTC',
            status: 'SCHEDULED',
            clients: [c.clientId],
            reminders: [
              {
                key: 'clients',
                client_id: c.clientId,
                type: 'EMAIL',
                value: SOAK_CLIENT_EMAIL,
                reminder_offset: 1 - job.bookingLeadMinutes,
              },
            ],
          },
        };
      },
    },
    {
      name: 'quotation search',
      weight: 0.08,
      build: () => ({ method: 'POST', path: '/v1/quotation/search', body: {} }),
    },
    {
      name: 'quotation create',
      weight: 0.07,
      build: (c, job) => ({ method: 'POST', path: '/v1/quotation', body: documentBody('quotation', c, job) }),
    },
    { name: 'invoice search', weight: 0.1, build: () => ({ method: 'POST', path: '/v1/invoice/search', body: {} }) },
    {
      name: 'invoice create',
      weight: 0.07,
      build: (c, job) => ({
        method: 'POST',
        path: '/v1/invoice',
        body: { ...documentBody('invoice', c, job), status: 'OPEN' },
      }),
    },
    {
      name: 'payment',
      weight: 0.08,
      build: (c, job, n) => ({
        method: 'POST',
        path: '/v1/payments',
        body: {
          invoice_id: c.invoiceIds[n % c.invoiceIds.length],
          amount: 1,
          payment_date: job.today,
          method: 'BANK_TRANSFER',
          idempotency_key: `soak-${process.pid}-${n}`,
        },
      }),
    },
  ];

function documentBody(kind: 'quotation' | 'invoice', c: SoakCompany, job: SoakJob) {
  return {
    [`${kind}_date`]: job.today,
    client_id: c.clientId,
    title: 'Hot water system replacement',
    line_items: [
      { description: 'Labour', unit_price: 120, quantity: 3, discount_rate: 0, tax_type: 'EXCLUSIVE', with_tax: true },
      { description: 'Parts', unit_price: 850, quantity: 1, discount_rate: 0, tax_type: 'EXCLUSIVE', with_tax: true },
    ],
  };
}
