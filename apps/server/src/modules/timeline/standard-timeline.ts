import type { FastifyInstance } from 'fastify';
import { filesServiceOf } from '../files/files.service';
import { attachmentSource } from './sources/attachment.source';
import { logSource } from './sources/log.source';
import { noteSource } from './sources/note.source';
import { createTimeline } from './timeline.service';

/**
 * The timeline every record has today: notes, attached files and the log. Communications,
 * appointments, reports, invoices, quotations and drawings add their sources here as they are built.
 */
export const standardTimeline = (app: FastifyInstance) =>
  createTimeline(app.db, [noteSource, attachmentSource(filesServiceOf(app)), logSource]);
