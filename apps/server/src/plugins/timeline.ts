import fp from 'fastify-plugin';
import {
  appointmentCollation,
  futureAppointmentSource,
  pastAppointmentSource,
} from '../modules/appointments/appointment.source';
import { attachmentSource } from '../modules/attachments/attachment.source';
import { registerAttachmentRoutes } from '../modules/attachments/record-attachments.routes';
import { communicationSource } from '../modules/communications/communication.source';
import { invoiceSource, quotationSource } from '../modules/documents/document.source';
import { drawingSource } from '../modules/drawings/drawing.source';
import { filesServiceOf } from '../modules/files/files.service';
import { noteSource } from '../modules/notes/note.source';
import { registerNoteRoutes } from '../modules/notes/record-notes.routes';
import { reportSource } from '../modules/reports/report.source';
import { logSource } from '../modules/timeline/log.source';
import type { RecordTimeline } from '../modules/timeline/record-timeline.types';
import { createTimeline } from '../modules/timeline/timeline.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every record's Activity Timeline, composed from the modules that own its entries. */
    recordTimeline: RecordTimeline;
  }
}

/**
 * The timeline every record has: notes, attached files, the log and communications, with a record's
 * appointments (past and upcoming), quotations, invoices, drawings and reports; the notes and files of
 * its appointments collated. Composed here so the timeline engine imports none of them.
 */
export const timelinePlugin = fp(
  async (app) => {
    const sources = [
      noteSource,
      attachmentSource(filesServiceOf(app)),
      logSource,
      communicationSource,
      pastAppointmentSource,
      futureAppointmentSource,
      quotationSource,
      invoiceSource,
      drawingSource(app.config.appSecret),
      reportSource,
    ];
    app.decorate('recordTimeline', {
      timeline: createTimeline(app.db, sources, appointmentCollation),
      entryRoutes: [registerNoteRoutes, registerAttachmentRoutes],
    });
  },
  { name: 'timeline', dependencies: ['config', 'database', 'storage', 'system'] },
);
