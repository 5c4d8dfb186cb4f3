/** The timeline feature's public face: what other features may use. */
export { timelineQueryOptions } from './api/get-timeline';
export { useNoteActions } from './api/note-actions';
export type { TimelineEntry, TimelineOwner } from './api/timeline-types';
export { AppointmentDialogsProvider } from './components/appointment-opener';
export { NoteForm } from './components/note-form';
export { TimelinePanel } from './components/timeline-panel';
export { timelinePage } from './testing/timeline-fixtures';
