import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LazyDialogFallback } from '../../../components/lazy-dialog-fallback';
import { PageHeader } from '../../../components/page-header';
import { SchedulerCalendar } from '../components/scheduler-calendar';
import { SchedulerViewsNav } from '../components/scheduler-views-nav';
import { UnscheduledList } from '../components/unscheduled-list';
import { useAppointmentDialogs } from '../components/use-appointment-dialogs';
import { useCalendarChannel } from '../components/use-calendar-channel';
import { AppointmentSearchDialog, NewAppointmentDialog } from '../dialogs/lazy-appointment-dialogs';

type Creating = {
  /** The span asked for (a calendar selection, or the URL's); the dialog makes it a new appointment's. */
  span?: { start: string; end: string; allDay: boolean };
  /** Booked from a client or a quotation (scheduler?add&client_id&quotation_id). */
  clientId?: number | null;
  quotationId?: number | null;
};

const idParam = (value: string | null) => (value && Number(value) > 0 ? Number(value) : null);

/**
 * scheduler (and scheduler/calendar): the week calendar with the unscheduled list; ?add (with
 * start_date, end_date, client_id, quotation_id) opens Create Appointment prefilled with them.
 */
export function SchedulerPage() {
  const [params, setParams] = useSearchParams();
  const { open: setViewing, dialogs } = useAppointmentDialogs();
  useCalendarChannel();
  const [creating, setCreating] = useState<Creating | null>(null);
  const [searching, setSearching] = useState(false);
  useEffect(() => {
    document.title = 'Scheduler · Fieldbook';
  }, []);

  const startCreating = (
    requested?: { start: string; end: string },
    allDay = false,
    from: Pick<Creating, 'clientId' | 'quotationId'> = {},
  ) => setCreating({ span: requested && { ...requested, allDay }, ...from });

  // biome-ignore lint/correctness/useExhaustiveDependencies: opens Create Appointment when the URL asks, not on every render.
  useEffect(() => {
    if (!params.has('add')) return;
    const start = params.get('start_date');
    const end = params.get('end_date');
    startCreating(start && end ? { start, end } : undefined, false, {
      clientId: idParam(params.get('client_id')),
      quotationId: idParam(params.get('quotation_id')),
    });
    setParams({}, { replace: true });
  }, [params]);

  return (
    <>
      <PageHeader
        title="Scheduler"
        actions={
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button startIcon={<Search />} onClick={() => setSearching(true)}>
              Search
            </Button>
            <Button variant="contained" startIcon={<Add />} onClick={() => startCreating()}>
              Create Appointment
            </Button>
          </Box>
        }
      />
      <SchedulerViewsNav />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 300px' }, alignItems: 'start' }}>
        <SchedulerCalendar
          onOpen={setViewing}
          onSelectSpan={(span) => startCreating({ start: span.start, end: span.end }, span.allDay)}
        />
        <UnscheduledList onOpen={setViewing} />
      </Box>
      <Suspense fallback={<LazyDialogFallback />}>
        {searching && (
          <AppointmentSearchDialog
            onClose={() => setSearching(false)}
            onPick={(appointment) => {
              setSearching(false);
              setViewing(appointment.id);
            }}
          />
        )}
        {dialogs}
        {creating && (
          <NewAppointmentDialog
            span={creating.span}
            clientId={creating.clientId ?? null}
            quotationId={creating.quotationId ?? null}
            onClose={() => setCreating(null)}
            onSaved={(a) => setViewing(a.id)}
          />
        )}
      </Suspense>
    </>
  );
}
