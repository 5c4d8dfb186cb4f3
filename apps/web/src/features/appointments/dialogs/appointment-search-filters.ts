import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
} from '@fieldbook/domain/appointments/appointments.constants';
import type { APPOINTMENT_SEARCH } from '@fieldbook/domain/appointments/appointments.schemas';
import { formatDate } from '@fieldbook/domain/format/en-au';
import type { ListFilter } from '../../../components/list-toolbar';
import { STATUS_LABELS } from '../../../lib/appointment-display';
import type { AppointmentSearch } from '../api/appointments-api';

// What the appointment search dialog filters by (spec: Sort By, Order, Appointment Status, clients,
// attendees, appointment types, start and end date, all-day, colour, timezone, creator), how it reads
// as a search call and as the toolbar's chips.

/** A client, staff member or type as a filter keeps it: its id for the call, its name for the chip. */
export interface Named {
  id: number;
  name: string;
}

export type AppointmentSort = (typeof APPOINTMENT_SEARCH.sorts)[number];

export interface AppointmentSearchFilters {
  sortBy: AppointmentSort;
  sortDirection: 'asc' | 'desc';
  /** Null: the default, every status but UNSCHEDULED (spec section 4). */
  statuses: AppointmentStatus[] | null;
  clients: Named[];
  attendees: Named[];
  types: Named[];
  /** yyyy-MM-dd: from the start of this day. */
  from: string | null;
  /** yyyy-MM-dd: to the end of this day. */
  to: string | null;
  allDay: boolean | null;
  color: string | null;
  timezone: string | null;
  creator: Named | null;
}

/** The filters a caller fixes (e.g. the document's client): shown, sent, never removable. */
export type RestrictedFilters = Partial<Pick<AppointmentSearchFilters, 'clients' | 'attendees' | 'types'>>;

export const NO_FILTERS: AppointmentSearchFilters = {
  sortBy: 'closest',
  sortDirection: 'asc',
  statuses: null,
  clients: [],
  attendees: [],
  types: [],
  from: null,
  to: null,
  allDay: null,
  color: null,
  timezone: null,
  creator: null,
};

export const SORT_LABELS: Record<AppointmentSort, string> = {
  closest: 'Closest',
  start_date: 'Start date',
  created_at: 'Created',
};

/** The statuses the Appointment Status checkboxes show as ticked. */
export const DEFAULT_STATUSES = APPOINTMENT_STATUSES.filter((status) => status !== 'UNSCHEDULED');
export const statusesOf = (filters: AppointmentSearchFilters) => filters.statuses ?? DEFAULT_STATUSES;

/** Ticking back to the default list reads as no status filter (no chip). */
export function withStatuses(
  filters: AppointmentSearchFilters,
  statuses: AppointmentStatus[],
): AppointmentSearchFilters {
  const isDefault =
    statuses.length === DEFAULT_STATUSES.length && DEFAULT_STATUSES.every((status) => statuses.includes(status));
  return { ...filters, statuses: isDefault ? null : statuses };
}

/** The caller's restrictions win over whatever the user picked for those filters. */
export const restricted = (filters: AppointmentSearchFilters, restrict: RestrictedFilters = {}) => ({
  ...filters,
  ...restrict,
});

/** Why the filters cannot be applied, or null (the range cannot end before it starts). */
export const rangeError = ({ from, to }: AppointmentSearchFilters) =>
  from && to && to < from ? APPOINTMENT_MESSAGES.endBeforeStart : null;

const ids = (list: Named[]) => list.map((item) => item.id);

/** POST v1/appointments/search's filter fields (the page and the text are the dialog's). */
export function searchBodyOf(filters: AppointmentSearchFilters): AppointmentSearch {
  return {
    sortBy: filters.sortBy,
    sortDirection: filters.sortDirection,
    status: statusesOf(filters),
    clients: ids(filters.clients),
    users: ids(filters.attendees),
    appointment_types: ids(filters.types),
    start: filters.from ? `${filters.from} 00:00:00` : null,
    end: filters.to ? `${filters.to} 23:59:59` : null,
    all_day: filters.allDay,
    color: filters.color,
    timezone: filters.timezone,
    creator: filters.creator?.id ?? null,
  };
}

const names = (list: Named[]) => (list.length ? list.map((item) => item.name) : null);

/** The active filters as the toolbar's chips (sorting is not a filter); the caller's are locked. */
export function filterChips(filters: AppointmentSearchFilters, restrict: RestrictedFilters = {}): ListFilter[] {
  return [
    {
      key: 'statuses',
      label: 'Status',
      value: filters.statuses?.map((status) => STATUS_LABELS[status]) ?? null,
    },
    { key: 'clients', label: 'Clients', value: names(filters.clients), locked: Boolean(restrict.clients) },
    { key: 'attendees', label: 'Staff', value: names(filters.attendees), locked: Boolean(restrict.attendees) },
    { key: 'types', label: 'Types', value: names(filters.types), locked: Boolean(restrict.types) },
    { key: 'from', label: 'From', value: filters.from, display: formatDate(filters.from) },
    { key: 'to', label: 'To', value: filters.to, display: formatDate(filters.to) },
    { key: 'allDay', label: 'All day', value: filters.allDay },
    { key: 'color', label: 'Colour', value: filters.color },
    { key: 'timezone', label: 'Timezone', value: filters.timezone },
    { key: 'creator', label: 'Created by', value: filters.creator?.name ?? null },
  ];
}

/** Dismissing a chip: that filter back to its default. */
export function withoutFilter(filters: AppointmentSearchFilters, key: string): AppointmentSearchFilters {
  if (!(key in NO_FILTERS)) return filters;
  return { ...filters, [key]: NO_FILTERS[key as keyof AppointmentSearchFilters] };
}

/** Clear Filters: every filter back to its default, the sort kept. */
export const clearedFilters = (filters: AppointmentSearchFilters): AppointmentSearchFilters => ({
  ...NO_FILTERS,
  sortBy: filters.sortBy,
  sortDirection: filters.sortDirection,
});
