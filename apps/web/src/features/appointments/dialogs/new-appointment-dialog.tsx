import { newAppointmentSpan } from '@fieldbook/domain/appointments/appointment-form.rules';
import { DateTime } from 'luxon';
import { Suspense, useState } from 'react';
import { LazyDialogFallback } from '../../../components/lazy-dialog-fallback';
import { useUserLoad } from '../../../lib/session/load-user';
import type { Appointment } from '../api/appointment-types';
import { useAppointmentDefaults } from '../api/appointments-api';
import { useQuickCreateClient } from '../api/quick-create-client';
import { useQuickCreateQuotation } from '../api/quick-create-quotation';
import { AppointmentFormDialog } from './lazy-appointment-dialogs';

export interface NewAppointmentDialogProps {
  /**
   * A span asked for (a calendar selection): kept when longer than half an hour, else only its start
   * (newAppointmentSpan); by default it starts in an hour for 2 hours.
   */
  span?: { start: string; end: string; allDay: boolean };
  /** Booked from a client: the client, its job address and its default reminders. */
  clientId?: number | null;
  /** Booked from a quotation: its title, job address and (unless clientId names one) client, and the link to it. */
  quotationId?: number | null;
  onClose: () => void;
  onSaved?: (appointment: Appointment) => void;
}

/**
 * Create Appointment with the company's defaults (the next reference number from GET defaults/values,
 * shown as the server's offer — unless typed, the server takes the next free one when saving — and
 * the company's timezone). A client or quotation that cannot be loaded (gone, another company's, not
 * permitted) is left out.
 */
export function NewAppointmentDialog({
  span,
  clientId = null,
  quotationId = null,
  onClose,
  onSaved,
}: NewAppointmentDialogProps) {
  const timezone = useUserLoad().data?.company.timezone ?? 'Australia/Melbourne';
  const defaults = useAppointmentDefaults();
  const quotation = useQuickCreateQuotation(quotationId);
  // Booked from a quotation alone: its client, with that client's address and reminders.
  const bookedClientId = clientId ?? quotation.data?.clientId ?? null;
  const client = useQuickCreateClient(bookedClientId);
  const [{ start, end, allDay }] = useState(() => ({
    ...newAppointmentSpan(DateTime.now().setZone(timezone), span),
    allDay: span?.allDay ?? false,
  }));
  const quotationDone = !quotationId || quotation.data || quotation.isError;
  const ready = quotationDone && (!bookedClientId || client.data || client.isError);
  if (!defaults.data || !ready) return <LazyDialogFallback />;
  return (
    <Suspense fallback={<LazyDialogFallback />}>
      <AppointmentFormDialog
        initial={{
          ...client.data,
          ...quotation.data?.draft,
          quotation_id: quotationId,
          reference_id: defaults.data.reference_id,
          start_date: start,
          end_date: end,
          all_day: allDay,
          timezone,
        }}
        onClose={onClose}
        onSaved={onSaved}
      />
    </Suspense>
  );
}
