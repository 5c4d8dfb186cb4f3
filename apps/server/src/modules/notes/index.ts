/** The notes module's public face: what other modules may use. */
export { noteSource } from './note.source';
export { eraseCompanyNotes } from './notes.repository';
export { createNotesService, isEmptyNote } from './notes.service';
export { registerNoteRoutes } from './record-notes.routes';
