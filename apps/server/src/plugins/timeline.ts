import fp from 'fastify-plugin';
import { appointmentCollation, futureAppointmentSource, pastAppointmentSource } from '../modules/appointments/index';
import { attachmentSource, registerAttachmentRoutes } from '../modules/attachments/index';
import { communicationSource } from '../modules/communications/index';
import { invoiceSource, quotationSource } from '../modules/documents/index';
import { drawingSource } from '../modules/drawings/index';
import { filesServiceOf } from '../modules/files/index';
import { noteSource, registerNoteRoutes } from '../modules/notes/index';
import { reportSource } from '../modules/reports/index';
import type { RecordTimeline } from '../modules/timeline/index';
import { createTimeline, logSource } from '../modules/timeline/index';

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
