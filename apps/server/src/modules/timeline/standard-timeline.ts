import type { FastifyInstance } from 'fastify';
import { filesServiceOf } from '../files/files.service';
import { futureAppointmentSource, pastAppointmentSource } from './sources/appointment.source';
import { attachmentSource } from './sources/attachment.source';
import { communicationSource } from './sources/communication.source';
import { invoiceSource, quotationSource } from './sources/document.source';
import { drawingSource } from './sources/drawing.source';
import { logSource } from './sources/log.source';
import { noteSource } from './sources/note.source';
import { reportSource } from './sources/report.source';
import { createTimeline } from './timeline.service';

/**
 * The timeline every record has today: notes, attached files, the log and communications, with a
 * record's appointments (past and upcoming), quotations, invoices, drawings and reports.
 */
export const standardTimeline = (app: FastifyInstance) =>
  createTimeline(app.db, [
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
  ]);
