import type { TimelineEntry } from '@fieldbook/domain/timeline/timeline.schemas';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import type { AuthContext } from '../../../http/auth';
import { appointmentSummaries } from '../../appointments/appointments.repository';
import { relatedAppointmentIds } from '../../appointments/appointments-timeline.repository';
import type { TimelineSubject } from '../timeline.types';

type Morph = NonNullable<TimelineEntry['timeline_morph']>;

/**
 * The linked records whose notes and files a timeline collates: a client's appointments, or a staff
 * member's as attendee (seen only with canAccessCalendar, as the appointments themselves). Null: none.
 */
export const collatedAppointments = (subject: TimelineSubject, auth: AuthContext): SQL | null =>
  auth.permissions.includes('canAccessCalendar') ? relatedAppointmentIds(subject) : null;

/** Whether an entry's own record (subject_type, subject_id) is the timeline's, or a linked one it was collated from. */
export const isCollated = (subject: TimelineSubject, row: { subjectType: string; subjectId: number }) =>
  row.subjectType !== subject.type || row.subjectId !== subject.id;

/** timeline_morph for entries collated from appointments: the appointment's title and reference, by id. */
export async function appointmentMorphs(db: Executor, companyId: number, ids: number[]): Promise<Map<number, Morph>> {
  const summaries = await appointmentSummaries(db, companyId, ids);
  return new Map(
    [...summaries].map(([id, summary]) => [
      id,
      { name: summary.title, type: 'appointment', url: null, reference: summary.reference_id },
    ]),
  );
}
