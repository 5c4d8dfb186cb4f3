import { APPOINTMENT_SEARCH } from '@fieldbook/domain/appointments/appointments.schemas';
import { useEffect, useState } from 'react';
import { DynamicTable, type DynamicTableColumn } from '../../../components/dynamic-table';
import { PageHeader } from '../../../components/page-header';
import { formatSpan } from '../../../lib/appointment-display';
import type { Appointment } from '../api/appointment-types';
import { useAppointmentSearch } from '../api/appointments-api';
import { AppointmentStatusButton } from '../components/appointment-status-popover';
import { SchedulerViewsNav } from '../components/scheduler-views-nav';
import { useAppointmentDialogs } from '../components/use-appointment-dialogs';
import { useCalendarChannel } from '../components/use-calendar-channel';

const COLUMNS: readonly DynamicTableColumn<Appointment>[] = [
  { key: 'reference_id', label: 'Ref', width: 90 },
  { key: 'title', label: 'Title' },
  { key: 'date', label: 'Date', render: (a) => formatSpan(a.start_date, a.end_date, a.timezone, a.all_day) },
  { key: 'status', label: 'Status', width: 150, render: (a) => <AppointmentStatusButton appointment={a} /> },
  { key: 'clients', label: 'Clients', render: (a) => a.clients.map((c) => c.display_name).join(', ') },
  { key: 'staff', label: 'Staff', render: (a) => a.attendees.map((u) => u.name).join(', ') },
];

/** scheduler/list: every appointment but the unscheduled, closest first, 20 a page, searchable. */
export function AppointmentListPage() {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  const { open: setViewing, dialogs } = useAppointmentDialogs();
  useCalendarChannel();
  const results = useAppointmentSearch({ page, filter, rows: APPOINTMENT_SEARCH.pageSize });
  useEffect(() => {
    document.title = 'Appointments · Fieldbook';
  }, []);
  return (
    <>
      <PageHeader title="Appointments" />
      <SchedulerViewsNav />
      <DynamicTable<Appointment>
        label="Appointments"
        columns={COLUMNS}
        rows={results.data?.appointments ?? []}
        rowKey={(a) => a.id}
        rowLabel={(a) => a.title}
        total={results.data?.total ?? 0}
        page={page}
        rowsPerPage={APPOINTMENT_SEARCH.pageSize}
        onPageChange={setPage}
        loading={results.isPending}
        search={filter}
        onSearchChange={(text) => {
          setPage(1);
          setFilter(text);
        }}
        searchPlaceholder="Search appointments..."
        onRowClick={(a) => setViewing(a.id)}
      />
      {dialogs}
    </>
  );
}
