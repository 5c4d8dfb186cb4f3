import { dayHolding, formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import { TIMELINE_LIMITS, type TimelineEntry } from '@fieldbook/domain/timeline/timeline.schemas';
import { asTimelineEntry, type TimelineCollation, type TimelineSource } from '../timeline/index';
import { appointmentSummaries } from './appointments.repository';
import {
  appointmentTimelineRows,
  relatedAppointmentIds,
  timelineAppointments,
} from './appointments-timeline.repository';

/** Spec: "dates after the end of today count as future", today in the company's timezone. */
const endOfToday = (timezone: string) => dayHolding(timezone).end;

/**
 * The record's live appointments (a client's, or a staff member's as attendee) at their start time:
 * `appointment` up to the end of today, `appointment_future` after it, only the next few of those.
 * Searched by reference, title and description; they need canAccessCalendar (spec: "timeline appointments").
 */
function appointmentSource(type: 'appointment' | 'appointment_future'): TimelineSource {
  const future = type === 'appointment_future';
  return {
    type,
    permission: 'canAccessCalendar',
    ...(future ? { cap: TIMELINE_LIMITS.futureAppointments } : {}),
    rows: (subject, _auth, timezone) => appointmentTimelineRows(subject, type, endOfToday(timezone), future),
    rowsKey: (timezone) => String(endOfToday(timezone).getTime()),
    async hydrate(db, { subject, timezone }, ids) {
      const found = await timelineAppointments(db, subject.companyId, ids);
      const entries = new Map<number, TimelineEntry>();
      for (const [id, { startAt, ...appointment }] of found) {
        entries.set(id, asTimelineEntry(appointment, type, id, formatSqlDate(startAt, timezone)));
      }
      return entries;
    },
  };
}

export const pastAppointmentSource = appointmentSource('appointment');
export const futureAppointmentSource = appointmentSource('appointment_future');

/**
 * The records a timeline collates notes and files from: a client's appointments, or a staff member's
 * as attendee (seen only with canAccessCalendar, as the appointments themselves); timeline_morph names
 * the appointment by title and reference.
 */
export const appointmentCollation: TimelineCollation = {
  links(subject, auth) {
    const ids = auth.permissions.includes('canAccessCalendar') ? relatedAppointmentIds(subject) : null;
    return ids ? { subjectType: 'appointment', ids } : null;
  },
  async morphs(db, companyId, ids) {
    const summaries = await appointmentSummaries(db, companyId, ids);
    return new Map(
      [...summaries].map(([id, summary]) => [
        id,
        { name: summary.title, type: 'appointment', url: null, reference: summary.reference_id },
      ]),
    );
  },
};
