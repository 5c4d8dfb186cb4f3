import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import type {
  AppointmentDefaults,
  appointmentAnswerSchema,
  appointmentClimateSchema,
  appointmentFindSchema,
  appointmentSearchResultSchema,
  appointmentStaffSchema,
  CalendarAppointment,
  calendarSearchResultSchema,
  deletedAppointmentsSchema,
  StaffAvailability,
} from '@fieldbook/domain/appointments/appointments.payloads';
import type {
  AppointmentSearchBody,
  AvailabilityBody,
  CreateAppointmentBody,
  SeriesAction,
  UpdateAppointmentBody,
} from '@fieldbook/domain/appointments/appointments.schemas';
import type { RunsheetBody } from '@fieldbook/domain/appointments/runsheets.schemas';
import { IDEMPOTENCY_HEADER } from '@fieldbook/domain/idempotency/idempotency.constants';
import type { z } from '@fieldbook/domain/zod';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STATUS_LABELS } from '../../../lib/appointment-display';
import { http } from '../../../lib/http-client';
import { asQueued, recordKey, sendOrQueue } from '../../../lib/offline/app-outbox';
import type { TimelineOwner } from '../../timeline/index';
import { type Appointment, appointmentsQueryKey } from './appointment-types';

const APPOINTMENTS = '/appointments';
/** One appointment as the view dialog shows it (its climate below it). */
export const appointmentDetailKey = (id: number) => [...appointmentsQueryKey, 'detail', id] as const;

export const appointmentTimelineOwner = (id: number): TimelineOwner => ({
  basePath: APPOINTMENTS,
  id,
  queryKey: [...appointmentsQueryKey, 'timeline', id],
});

export type {
  AppointmentDefaults,
  AppointmentStaff,
  AvailabilityStatus,
  StaffAvailability,
} from '@fieldbook/domain/appointments/appointments.payloads';

export type AppointmentSearch = Partial<AppointmentSearchBody>;
type SearchResult = z.infer<typeof appointmentSearchResultSchema>;
type CalendarResult = z.infer<typeof calendarSearchResultSchema>;
type Deleted = z.infer<typeof deletedAppointmentsSchema>;

/** POST search: the unscheduled list, the list view, the search dialog. */
export function useAppointmentSearch(search: AppointmentSearch, enabled = true) {
  return useQuery({ ...appointmentSearchQueryOptions(search), placeholderData: keepPreviousData, enabled });
}

/**
 * POST calendar: the calendar's and the staff schedule's week, each appointment as the calendar holds
 * it. Kept under the search key, so whatever refreshes the lists refreshes it too.
 */
export function useCalendarAppointments(search: AppointmentSearch, enabled = true) {
  return useQuery({
    queryKey: [...appointmentsQueryKey, 'search', 'calendar', search],
    queryFn: () => http.post<CalendarResult>(`${APPOINTMENTS}/calendar`, search),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * POST runsheets: one day's appointments for the per-staff sheets (needs canGenerateRunsheets). Kept
 * under the search key, so whatever refreshes the calendar's lists refreshes the runsheets too.
 */
export function useRunsheets(body: RunsheetBody) {
  return useQuery({
    queryKey: [...appointmentsQueryKey, 'search', 'runsheets', body],
    queryFn: () => http.post<SearchResult>(`${APPOINTMENTS}/runsheets`, body),
    placeholderData: keepPreviousData,
  });
}

/** The unscheduled appointments beside the calendar, by their estimated start. */
export const useUnscheduledAppointments = () =>
  useAppointmentSearch({ status: ['UNSCHEDULED'], sortBy: 'start_date', sortDirection: 'asc', rows: 50 });

/** `quiet`: a read ahead the user did not ask for shows no notice when it fails. */
export const appointmentQueryOptions = (id: number, quiet = false) =>
  queryOptions({
    queryKey: appointmentDetailKey(id),
    queryFn: async () =>
      (
        await http.get<z.infer<typeof appointmentFindSchema>>(`${APPOINTMENTS}/find`, {
          query: { id },
          expected: [404],
          quiet,
        })
      ).appointment,
  });

export function useAppointment(id: number) {
  return useQuery({ ...appointmentQueryOptions(id), enabled: id > 0 });
}

/** One search's answer, as useAppointmentSearch keeps it (the offline field day reads ahead with it). */
export const appointmentSearchQueryOptions = (search: AppointmentSearch, quiet = false) =>
  queryOptions({
    queryKey: [...appointmentsQueryKey, 'search', search],
    queryFn: () => http.post<SearchResult>(`${APPOINTMENTS}/search`, search, { quiet }),
  });

/**
 * GET defaults/values, read afresh for each Create Appointment (dropped once the dialog closes), so the
 * number it shows is the next one then; the server still takes its own unless one is typed.
 */
export function useAppointmentDefaults(enabled = true) {
  return useQuery({
    queryKey: [...appointmentsQueryKey, 'defaults'],
    queryFn: () => http.get<AppointmentDefaults>(`${APPOINTMENTS}/defaults/values`),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Every change answers the appointment: it replaces the cached one and the lists refetch. */
function useAppointmentMutation<Input>(send: (input: Input) => Promise<Appointment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (appointment) => {
      queryClient.setQueryData(appointmentDetailKey(appointment.id), appointment);
      return queryClient.invalidateQueries({ queryKey: [...appointmentsQueryKey, 'search'] });
    },
  });
}

type Answer = z.infer<typeof appointmentAnswerSchema>;

export const useCreateAppointment = () =>
  useAppointmentMutation(
    async (body: CreateAppointmentBody) => (await http.post<Answer>(APPOINTMENTS, body)).appointment,
  );

const keyed = (key: string) => ({ headers: { [IDEMPOTENCY_HEADER]: key } });
const recordOf = (id: number) => recordKey(APPOINTMENTS, id);

/**
 * A change sent now, or queued without a network (lib/offline): queued, the screen shows the
 * appointment as it will be, from the one it has, until the queue sends it.
 */
function useQueuedAppointmentChange<Input extends { id: number }>(
  change: (input: Input) => Parameters<typeof sendOrQueue>[0],
  send: (input: Input, key: string) => Promise<Answer>,
  toQueued: (appointment: Appointment, input: Input) => Appointment,
) {
  const queryClient = useQueryClient();
  return useAppointmentMutation(async (input: Input) => {
    const result = await sendOrQueue(change(input), (key) => send(input, key));
    if (result.sent) return result.sent.appointment;
    const shown = queryClient.getQueryData<Appointment>(appointmentDetailKey(input.id));
    if (!shown) throw new Error('A queued change needs the appointment it changes');
    return asQueued(toQueued(shown, input));
  });
}

/** PUT: a stale version or an archived appointment answers 409, which the caller shows. */
export const useUpdateAppointment = () =>
  useQueuedAppointmentChange(
    (body: UpdateAppointmentBody) => ({
      kind: 'appointment-edit',
      record: recordOf(body.id),
      label: 'Appointment changes',
      payload: body,
    }),
    (body, key) => http.put<Answer>(APPOINTMENTS, body, { expected: [409], ...keyed(key) }),
    (appointment, body) => ({ ...appointment, title: body.title, description: body.description ?? null }),
  );

export const useSetAppointmentStatus = () =>
  useQueuedAppointmentChange(
    (body: { id: number; status: AppointmentStatus }) => ({
      kind: 'appointment-status',
      record: recordOf(body.id),
      label: `Status: ${STATUS_LABELS[body.status]}`,
      payload: body,
    }),
    (body, key) => http.put<Answer>(`${APPOINTMENTS}/status`, body, keyed(key)),
    (appointment, body) => ({ ...appointment, status: body.status }),
  );

export const useSetAppointmentLock = () =>
  useAppointmentMutation(
    async ({ id, state }: { id: number; state: boolean }) =>
      (await http.put<Answer>(`${APPOINTMENTS}/lock`, { id, state })).appointment,
  );

export const useMarkUnscheduled = () =>
  useQueuedAppointmentChange(
    (body: { id: number }) => ({
      kind: 'appointment-unscheduled',
      record: recordOf(body.id),
      label: 'Mark unscheduled',
      payload: body,
    }),
    (body, key) => http.post<Answer>(`${APPOINTMENTS}/unscheduled/mark`, body, keyed(key)),
    (appointment) => ({ ...appointment, status: 'UNSCHEDULED' }),
  );

/** DELETE: this one, and with a series action also the later (un)scheduled ones of its series. */
export function useDeleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action = 'none' }: { id: number; action?: SeriesAction }) =>
      http.delete<Deleted>(APPOINTMENTS, { id, delete_action: action }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
  });
}

/** DELETE upcoming: Delete Appointments Afterward. */
export function useDeleteUpcoming() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<Deleted>(`${APPOINTMENTS}/upcoming`, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
  });
}

/** The PUT body that keeps an appointment as it is, with changes on top (moving, resizing, editing). */
export function updateBodyOf(
  appointment: CalendarAppointment,
  changes: Partial<UpdateAppointmentBody> = {},
): UpdateAppointmentBody {
  const reminders = [
    ...appointment.client_reminders,
    ...appointment.staff_reminders,
    ...appointment.unscheduled_reminders,
  ];
  return {
    id: appointment.id,
    reference_id: appointment.reference_id,
    title: appointment.title,
    description: appointment.description,
    color: appointment.color,
    status: appointment.status,
    start_date: appointment.start_date,
    end_date: appointment.end_date,
    timezone: appointment.timezone,
    all_day: appointment.all_day,
    address: appointment.address,
    attendees: appointment.attendees.map((a) => a.id),
    clients: appointment.clients.map((c) => c.id),
    types: appointment.types.map((t) => t.id),
    reminders: reminders.map(({ key, client_id, user_id, type, value, reminder_offset }) => ({
      key,
      client_id,
      user_id,
      type,
      value,
      reminder_offset,
    })),
    recursion_rule: appointment.recursion_rule?.value ?? null,
    recurring_status: appointment.recurring_status,
    update_recurring: 'none',
    updated_at: appointment.updated_at,
    ...changes,
  };
}

/** The check's body; the job's types and place are optional (no licence check, no travel). */
export type AvailabilityQuery = Omit<AvailabilityBody, 'suggestions' | 'types' | 'destination'> &
  Partial<Pick<AvailabilityBody, 'types' | 'destination'>>;

/** POST staff/availability without suggestions: the check saving runs first. */
export const checkStaffAvailability = (body: AvailabilityQuery) =>
  http.post<StaffAvailability>(`${APPOINTMENTS}/staff/availability`, { ...body, suggestions: false });

/** POST staff/availability with the nearest free spans, for the Staff Availability dialog. */
export function useStaffAvailability(body: AvailabilityQuery, enabled = true) {
  return useQuery({
    queryKey: [...appointmentsQueryKey, 'availability', body],
    queryFn: () => http.post<StaffAvailability>(`${APPOINTMENTS}/staff/availability`, { ...body, suggestions: true }),
    enabled: enabled && body.user_ids.length > 0,
    staleTime: 0,
  });
}

/** POST staff/availability for the licence check alone: why each chosen staff member may not do the job. */
export function useLicenceCheck(body: AvailabilityQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...appointmentsQueryKey, 'licence-check', body],
    queryFn: () => checkStaffAvailability(body),
    enabled: enabled && body.user_ids.length > 0 && (body.types?.length ?? 0) > 0,
  });
}

/** The staff one may put on an appointment (only oneself without canEditAppointments; the server decides). */
export function useAppointmentStaff(search: string) {
  return useQuery({
    queryKey: [...appointmentsQueryKey, 'staff', search],
    queryFn: async () =>
      (await http.get<z.infer<typeof appointmentStaffSchema>>(`${APPOINTMENTS}/staff`, { query: { search } })).users,
  });
}

/** GET climate: the appointment's weather, loaded apart so a slow provider never holds up the dialog. */
export function useAppointmentClimate(id: number) {
  return useQuery({
    queryKey: [...appointmentDetailKey(id), 'climate'],
    queryFn: async () =>
      (
        await http.get<z.infer<typeof appointmentClimateSchema>>(`${APPOINTMENTS}/climate`, {
          query: { id },
          expected: [404],
        })
      ).climate,
    enabled: id > 0,
    staleTime: 30 * 60_000,
  });
}
