import type { TimelineSubject } from './timeline.types';

/** Whether an entry's own record (subject_type, subject_id) is the timeline's, or a linked one it was collated from. */
export const isCollated = (subject: TimelineSubject, row: { subjectType: string; subjectId: number }) =>
  row.subjectType !== subject.type || row.subjectId !== subject.id;
