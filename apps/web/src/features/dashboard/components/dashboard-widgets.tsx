import type { DashboardWidgetKind } from '@fieldbook/domain/dashboard/dashboard.constants';
import type { DashboardAppointment, DashboardDocuments } from '@fieldbook/domain/dashboard/dashboard.payloads';
import { formatDate, formatMoney, formatTime } from '@fieldbook/domain/format/en-au';
import { toCents } from '@fieldbook/domain/money/money.rules';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  useAwaitingQuotations,
  useDayAppointments,
  useExpiringLicences,
  useOverdueInvoices,
  useRevenue,
  useUnscheduledWork,
} from '../api/dashboard-api';
import { WidgetList, WidgetState } from './widget-list';

const money = (dollars: number) => formatMoney(toCents(dollars));
const skeletons = (rows: number) => Math.min(rows, 5);

/** Each widget's body; `link` turns a route-table path into a link target when it may be opened. */
export interface WidgetBodyProps {
  rows: number;
  link: (path: string) => string | null;
}

function appointmentRows(rows: DashboardAppointment[], when: (row: DashboardAppointment) => string) {
  return rows.map((row) => ({ key: row.id, primary: row.title, secondary: `${when(row)} · ${row.reference_id}` }));
}

const timeOf = (row: DashboardAppointment) =>
  row.all_day ? 'All day' : `${formatTime(row.start_date)} – ${formatTime(row.end_date)}`;

function DayAppointments({ day, rows }: WidgetBodyProps & { day: 'today' | 'tomorrow' }) {
  const query = useDayAppointments(day, rows);
  return (
    <WidgetState
      query={query}
      skeletonRows={skeletons(rows)}
      isEmpty={(data) => data.total === 0}
      empty={`No appointments ${day}.`}
    >
      {(data) => <WidgetList rows={appointmentRows(data.rows, timeOf)} total={data.total} />}
    </WidgetState>
  );
}

function Unscheduled({ rows }: WidgetBodyProps) {
  const query = useUnscheduledWork(rows);
  return (
    <WidgetState
      query={query}
      skeletonRows={skeletons(rows)}
      isEmpty={(data) => data.total === 0}
      empty="No unscheduled work."
    >
      {(data) => (
        <WidgetList rows={appointmentRows(data.rows, (row) => formatDate(row.start_date))} total={data.total} />
      )}
    </WidgetState>
  );
}

function Documents({
  query,
  rows,
  link,
  path,
  empty,
  sumLabel,
  termLabel,
  amount,
}: WidgetBodyProps & {
  query: UseQueryResult<DashboardDocuments>;
  path: string;
  empty: string;
  sumLabel: string;
  termLabel: string;
  amount: (row: DashboardDocuments['rows'][number]) => number;
}) {
  return (
    <WidgetState query={query} skeletonRows={skeletons(rows)} isEmpty={(data) => data.total === 0} empty={empty}>
      {(data) => (
        <>
          <Figure label={sumLabel} value={money(data.sum)} />
          <WidgetList
            total={data.total}
            rows={data.rows.map((row) => ({
              key: row.id,
              primary: `${row.number} · ${row.client_name}`,
              secondary: row.term_date ? `${termLabel} ${formatDate(row.term_date)}` : row.title,
              end: money(amount(row)),
              to: link(`${path}/${row.id}`),
            }))}
          />
        </>
      )}
    </WidgetState>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
    </Box>
  );
}

function Revenue() {
  const query = useRevenue();
  return (
    <WidgetState query={query} skeletonRows={2} isEmpty={() => false} empty="">
      {(data) => {
        const change = data.last_month === 0 ? null : (data.this_month - data.last_month) / data.last_month;
        return (
          <>
            <Figure
              label="Received this month"
              value={money(data.this_month)}
              note={
                change === null
                  ? null
                  : `${change >= 0 ? 'Up' : 'Down'} ${Math.abs(Math.round(change * 100))}% on last month`
              }
            />
            <Figure label="Received last month" value={money(data.last_month)} />
          </>
        );
      }}
    </WidgetState>
  );
}

function Licences({ rows, link }: WidgetBodyProps) {
  const query = useExpiringLicences(rows);
  return (
    <WidgetState
      query={query}
      skeletonRows={skeletons(rows)}
      isEmpty={(data) => data.total === 0}
      empty="No licences expire in the next 30 days."
    >
      {(data) => (
        <WidgetList
          total={data.total}
          rows={data.rows.map((row) => ({
            key: row.id,
            primary: row.holder.name,
            secondary: `${row.descriptor ?? row.licence_number} · expires ${formatDate(row.expiry_date)}${
              row.days_left === 0 ? ' (today)' : ` (in ${row.days_left} day${row.days_left === 1 ? '' : 's'})`
            }`,
            to: link(`users/licences/${row.id}`),
          }))}
        />
      )}
    </WidgetState>
  );
}

function Quotations(props: WidgetBodyProps) {
  return (
    <Documents
      {...props}
      query={useAwaitingQuotations(props.rows)}
      path="quotations"
      empty="No quotations are waiting for an answer."
      sumLabel="Total quoted"
      termLabel="Expires"
      amount={(row) => row.total}
    />
  );
}

function Invoices(props: WidgetBodyProps) {
  return (
    <Documents
      {...props}
      query={useOverdueInvoices(props.rows)}
      path="invoicing"
      empty="No invoices are overdue."
      sumLabel="Total overdue"
      termLabel="Due"
      amount={(row) => row.amount_due}
    />
  );
}

/** What each widget shows, its full screen (a route-table path) and whether it lists rows. */
export const WIDGET_VIEWS: Record<
  DashboardWidgetKind,
  { body: (props: WidgetBodyProps) => ReactNode; screen: { path: string; label: string }; lists: boolean }
> = {
  appointments_today: {
    body: (props) => <DayAppointments {...props} day="today" />,
    screen: { path: 'scheduler', label: 'Open Scheduler' },
    lists: true,
  },
  appointments_tomorrow: {
    body: (props) => <DayAppointments {...props} day="tomorrow" />,
    screen: { path: 'scheduler', label: 'Open Scheduler' },
    lists: true,
  },
  unscheduled: {
    body: (props) => <Unscheduled {...props} />,
    screen: { path: 'scheduler', label: 'Open Scheduler' },
    lists: true,
  },
  quotations_awaiting: {
    body: (props) => <Quotations {...props} />,
    screen: { path: 'quotations', label: 'View Quotations' },
    lists: true,
  },
  invoices_overdue: {
    body: (props) => <Invoices {...props} />,
    screen: { path: 'invoicing?overdue=1', label: 'View Overdue Invoices' },
    lists: true,
  },
  revenue: { body: () => <Revenue />, screen: { path: 'payments', label: 'View Payments' }, lists: false },
  licences_expiring: {
    body: (props) => <Licences {...props} />,
    screen: { path: 'users', label: 'View Staff' },
    lists: true,
  },
};
