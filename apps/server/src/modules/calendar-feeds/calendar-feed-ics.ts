import { ruleValueOf } from '@fieldbook/domain/appointments/recurrence-rule';
import { ICS_DATE_TIME, parseSqlDateTime } from '@fieldbook/domain/dates/date-codec';
import { formatAddress } from '@fieldbook/domain/inputs/address.rules';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { type ICalCalendar, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { ListedAppointment } from '../appointments/index';
import { planSeries, type SeriesMember } from './feed-series';

// Writes a feed's appointments as an iCalendar (RFC 5545) document; ical-generator folds and escapes.

/** What an event shows beside its appointment row: its clients' and types' names. */
export interface FeedLinks {
  clients: string[];
  types: string[];
}

export interface FeedContent {
  name: string;
  /** The host in every UID (appointment-{id}@host), so an event keeps its identity across fetches. */
  host: string;
  timezone: string;
  appointments: readonly ListedAppointment[];
  links: ReadonlyMap<number, FeedLinks>;
  /** Every appointment (deleted ones too) of each series some shown appointment belongs to. */
  seriesMembers: ReadonlyMap<number, readonly SeriesMember[]>;
}

const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1);

/** The address as the app shows it: its full address, or its parts. */
const locationOf = (row: ListedAppointment) => row.address?.full_address || formatAddress(row.address) || null;
const linksOf = (content: FeedContent, id: number): FeedLinks => content.links.get(id) ?? { clients: [], types: [] };

/** Everything an event shows but its dates, to tell a changed occurrence from the series' template. */
function shownText(row: ListedAppointment, links: FeedLinks) {
  return JSON.stringify([
    row.title,
    row.description,
    row.status,
    row.allDay,
    locationOf(row),
    row.endAt.getTime() - row.startAt.getTime(),
    links.clients,
    links.types,
  ]);
}

/** When an event starting at `start` ends: the appointment's length, or for all-day ones its days (DTEND the day after the last). */
function endFrom(row: ListedAppointment, start: DateTime) {
  if (!row.allDay) return start.plus(row.endAt.getTime() - row.startAt.getTime());
  const first = DateTime.fromJSDate(row.startAt, { zone: row.timezone }).startOf('day');
  const last = DateTime.fromJSDate(row.endAt, { zone: row.timezone });
  const days = Math.max(1, Math.ceil(last.diff(first, 'days').days));
  return start.startOf('day').plus({ days });
}

/**
 * The stored RRULE for a DTSTART with a TZID: RFC 5545 wants UNTIL in UTC then (a date for all-day
 * events), where the app keeps the wall-clock UNTIL it was given.
 */
function feedRule(value: string, timezone: string, allDay: boolean) {
  return value.replace(/UNTIL=(\d{8})(?:T(\d{6}))?(Z?)/, (whole, date: string, time?: string, utc?: string) => {
    if (allDay) return `UNTIL=${date}`;
    if (utc) return whole;
    const local = DateTime.fromFormat(`${date}T${time ?? '235959'}`, ICS_DATE_TIME, { zone: timezone });
    return `UNTIL=${local.toUTC().toFormat(ICS_DATE_TIME)}Z`;
  });
}

function exdateLine(walls: readonly string[], timezone: string, allDay: boolean) {
  if (walls.length === 0) return '';
  if (allDay) return `\nEXDATE;VALUE=DATE:${walls.map((w) => w.slice(0, 10).replaceAll('-', '')).join(',')}`;
  return `\nEXDATE;TZID=${timezone}:${walls.map((w) => parseSqlDateTime(w, timezone).toFormat(ICS_DATE_TIME)).join(',')}`;
}

interface EventShape {
  uid: number | string;
  /** Where the event starts when it is not the appointment's own start (a series' DTSTART). */
  start?: DateTime;
  /** RRULE and EXDATE lines, as ical-generator inserts them. */
  repeating?: string;
  recurrenceId?: DateTime;
}

function addEvent(calendar: ICalCalendar, content: FeedContent, row: ListedAppointment, shape: EventShape) {
  const links = linksOf(content, row.id);
  const start = shape.start ?? DateTime.fromJSDate(row.startAt, { zone: row.timezone });
  const details = [
    `Reference: ${row.referenceId}`,
    links.clients.length ? `Clients: ${links.clients.join(', ')}` : null,
    links.types.length ? `Types: ${links.types.join(', ')}` : null,
    row.description ? `\n${row.description}` : null,
  ];
  calendar.createEvent({
    id: `appointment-${shape.uid}@${content.host}`,
    timezone: row.timezone,
    start,
    end: endFrom(row, start),
    allDay: row.allDay,
    summary: links.clients.length ? `${row.title} - ${links.clients.join(', ')}` : row.title,
    location: locationOf(row),
    description: details.filter((line) => line !== null).join('\n'),
    stamp: row.updatedAt,
    lastModified: row.updatedAt,
    // SEQUENCE only grows: the seconds since 2020 of the last change.
    sequence: Math.max(0, Math.floor((row.updatedAt.getTime() - SEQUENCE_EPOCH) / 1000)),
    status: row.status === 'CANCELLED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(shape.repeating ? { repeating: shape.repeating } : {}),
    ...(shape.recurrenceId ? { recurrenceId: shape.recurrenceId } : {}),
  });
}

/** A series as one VEVENT with its rule, plus one per moved or changed occurrence; false if its rule cannot be read. */
function addSeries(calendar: ICalCalendar, content: FeedContent, recurrenceId: number, rows: ListedAppointment[]) {
  const rule = rows[0]?.recursionRule;
  const value = rule ? ruleValueOf(rule) : null;
  const members = content.seriesMembers.get(recurrenceId) ?? [];
  const same = (row: ListedAppointment, template: ListedAppointment) =>
    shownText(row, linksOf(content, row.id)) === shownText(template, linksOf(content, template.id));
  const plan = rule && value ? planSeries(rule, rows, members, same) : null;
  if (!plan || !value) return false;
  const { template } = plan;
  const zone = template.timezone;
  // A series' UID is its own (not an appointment's) so a moved first appointment keeps its place.
  const uid = `series-${recurrenceId}`;
  const occurrence = (wall: string) => parseSqlDateTime(wall, zone);
  addEvent(calendar, content, template, {
    uid,
    start: occurrence(plan.starts[0] ?? ''),
    repeating: `RRULE:${feedRule(value, zone, template.allDay)}${exdateLine(plan.excluded, zone, template.allDay)}`,
  });
  for (const { row, occurrence: wall } of plan.overrides)
    addEvent(calendar, content, row, { uid, recurrenceId: occurrence(wall) });
  for (const row of plan.loose) addEvent(calendar, content, row, { uid: row.id });
  return true;
}

/** The feed's document: its appointments, each series once, and a VTIMEZONE for every zone used. */
export function buildFeedIcs(content: FeedContent): string {
  const calendar = ical({
    name: content.name,
    prodId: { company: 'Fieldbook', product: 'Calendar feed' },
    timezone: { name: content.timezone, generator: getVtimezoneComponent },
    ttl: 60 * 60,
  });
  const series = new Map<number, ListedAppointment[]>();
  for (const row of content.appointments) {
    if (row.recurrenceId === null || !row.recursionRule) addEvent(calendar, content, row, { uid: row.id });
    else series.set(row.recurrenceId, [...(series.get(row.recurrenceId) ?? []), row]);
  }
  for (const [recurrenceId, rows] of series) {
    if (!addSeries(calendar, content, recurrenceId, rows))
      for (const row of rows) addEvent(calendar, content, row, { uid: row.id });
  }
  return calendar.toString();
}
