import type { DocumentKind } from '@fieldbook/domain/documents/documents.constants';
import { CHANNELS, REALTIME_EVENTS } from '@fieldbook/domain/realtime/realtime.constants';
import type { Executor } from '../../db/database';
import type { Realtime } from '../../realtime/realtime';
import type { DocumentRow } from '../documents/index';
import { notifyUser } from '../notifications/index';

/** Tells the staff member who made the document what the client did (their notifications list). */
export async function notifyCreator(tx: Executor, row: DocumentRow, title: string, body: string) {
  if (row.createdBy === null) return;
  await notifyUser(tx, {
    companyId: row.companyId,
    userId: row.createdBy,
    title,
    body,
    // documents.kind holds only DOCUMENT_KINDS (the column is text).
    about: { type: row.kind as DocumentKind, id: row.id },
  });
}

/** Open records of the document's client reload at once (the realtime client channel). */
export const announceToBusiness = (realtime: Realtime, row: DocumentRow) =>
  realtime.publish(row.companyId, CHANNELS.client(row.clientId), REALTIME_EVENTS.clientSync, {
    id: row.clientId,
    type: row.kind,
    document_id: row.id,
  });
