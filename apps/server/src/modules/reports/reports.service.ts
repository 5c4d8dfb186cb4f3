import { todayIn } from '@fieldbook/domain/dates/date-codec';
import type { DocumentAddress, DocumentClient } from '@fieldbook/domain/documents/documents.payloads';
import { answerFileIds } from '@fieldbook/domain/forms/forms.rules';
import { REPORT_LIMITS, REPORT_MESSAGES } from '@fieldbook/domain/reports/reports.constants';
import type {
  CreateReportBody,
  PublishReportBody,
  ReportsListQuery,
  SendReportBody,
  UpdateReportBody,
} from '@fieldbook/domain/reports/reports.schemas';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import type { FastifyInstance } from 'fastify';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { recordReference, takeNextReference } from '../../db/reference-numbers';
import type { AuthContext } from '../../http/auth';
import { conflict, fieldError, notFound } from '../../http/http-error';
import type { Storage } from '../../storage/storage';
import { clientsForDocument, findAppointment } from '../appointments/index';
import { clientJobAddress, clientSummaries, creatorNames, fullAddressOf } from '../clients/index';
import { type CommunicationSender, noDeliveries } from '../communications/index';
import { getCompany } from '../company/index';
import { type FilesService, filesServiceOf } from '../files/index';
import { findTemplate } from '../forms/index';
import { type KeyedChange, once } from '../idempotency/index';
import { notifyUser } from '../notifications/index';
import { logReport } from './report-activity';
import { checkReportAnswers } from './report-answers-check';
import { reportEmail } from './report-email';
import { createReportSending } from './report-sending';
import { presentReport, presentReportSummary, type ReportsContext } from './reports.presenter';
import * as repo from './reports.repository';

/** An address as a report keeps it: with its one-line form. */
const withFullAddress = (address: Omit<DocumentAddress, 'full_address'> | null): DocumentAddress | null => {
  if (!address) return null;
  const full = fullAddressOf(address);
  return full ? { ...address, full_address: full } : null;
};

/**
 * Reports (issue 23, item 3): a report template's form filled for a client and an appointment, saved as
 * a draft as often as needed, then published (every required answer given) into a read-only record with
 * a PDF made in this process, which can be emailed to the client — held back until the appointment's
 * invoice is paid unless the company sends reports before payment.
 */
export function createReportsService(deps: {
  db: Database;
  storage: Storage;
  files: FilesService;
  communications: CommunicationSender;
}) {
  const { db, files, communications } = deps;
  const sending = createReportSending(deps);
  const canEdit = (auth: AuthContext) => auth.permissions.includes('canEditReports');

  async function contextOf(dbx: Executor, auth: AuthContext, rows: repo.ReportWithTemplate[]): Promise<ReportsContext> {
    const company = await getCompany(dbx, auth.companyId);
    const summaries = await clientSummaries(
      dbx,
      auth.companyId,
      rows.map((row) => row.report.clientId),
    );
    const clients = new Map<number, DocumentClient>(
      [...summaries].map(([id, { display_name, email }]) => [id, { id, display_name, email }]),
    );
    return { timezone: company.timezone, clients, canEdit: canEdit(auth) };
  }

  async function present(dbx: Executor, auth: AuthContext, id: number) {
    const row = await repo.findReport(dbx, auth.companyId, id);
    if (!row) throw notFound(REPORT_MESSAGES.notFound);
    const definition = await repo.definitionOf(dbx, row.report);
    const { photos, signatures } = answerFileIds(definition, row.report.answers);
    const userIds = [row.report.createdBy, row.report.publishedBy].filter((user): user is number => user !== null);
    const [context, presentedFiles, users] = await Promise.all([
      contextOf(dbx, auth, [row]),
      files.presentIds(auth, [...photos, ...signatures]),
      creatorNames(dbx, auth.companyId, userIds),
    ]);
    return presentReport(row, Object.assign({}, context, { definition, files: presentedFiles, users }));
  }

  /** A reference typed by hand must be free; none takes the next number. */
  async function referenceFor(tx: Executor, auth: AuthContext, typed: string | null | undefined, exceptId?: number) {
    if (!typed) return String(await takeNextReference(tx, auth.companyId, 'report_reference'));
    if (await repo.referenceTaken(tx, auth.companyId, typed, exceptId)) {
      throw fieldError('reference_id', REPORT_MESSAGES.referenceTaken);
    }
    await recordReference(tx, auth.companyId, 'report_reference', typed);
    return typed;
  }

  /** A transaction whose race on the reference's unique index becomes the field's message. */
  async function writing<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('reference_id', REPORT_MESSAGES.referenceTaken);
      throw error;
    }
  }

  /** The client (the appointment's first when none is named) and the address the report starts with. */
  async function partiesOf(tx: Executor, auth: AuthContext, body: CreateReportBody) {
    let appointmentAddress: DocumentAddress | null = null;
    let clientId = body.client_id ?? null;
    if (body.appointment_id) {
      const appointment = await findAppointment(tx, auth.companyId, body.appointment_id);
      if (!appointment || appointment.archivedAt !== null) {
        throw fieldError('appointment_id', REPORT_MESSAGES.appointmentNotFound);
      }
      const { clientIds, problem } = await clientsForDocument(tx, auth.companyId, appointment.id, 'report');
      if (problem) throw fieldError('appointment_id', problem);
      if (clientId === null) clientId = clientIds[0] ?? null;
      else if (!clientIds.includes(clientId)) {
        throw fieldError('client_id', REPORT_MESSAGES.appointmentClientMismatch);
      }
      appointmentAddress = appointment.address ? withFullAddress(appointment.address) : null;
    }
    if (clientId === null) throw fieldError('client_id', REPORT_MESSAGES.clientRequired);
    const client = (await clientSummaries(tx, auth.companyId, [clientId])).get(clientId);
    if (!client) throw fieldError('client_id', REPORT_MESSAGES.clientNotFound);
    const address =
      body.address !== undefined
        ? withFullAddress(body.address)
        : (appointmentAddress ?? (await clientJobAddress(tx, auth.companyId, clientId)));
    return { clientId, address };
  }

  async function loadForChange(tx: Executor, auth: AuthContext, id: number, updatedAt?: string) {
    const current = await repo.lockReport(tx, auth.companyId, id);
    if (!current) throw notFound(REPORT_MESSAGES.notFound);
    if (current.archivedAt !== null) throw conflict(REPORT_MESSAGES.archivedReadOnly);
    if (updatedAt !== undefined && new Date(updatedAt).getTime() !== current.updatedAt.getTime()) {
      throw conflict(MESSAGES.staleEdit);
    }
    return current;
  }

  return {
    presentOne: (auth: AuthContext, id: number) => present(db, auth, id),

    async list(auth: AuthContext, query: ReportsListQuery) {
      const { rows, total } = await repo.searchReports(db, auth.companyId, {
        search: query.search,
        clientId: query.client_id,
        appointmentId: query.appointment_id,
        status: query.status,
        archived: query.archived,
        page: query.page,
        rows: REPORT_LIMITS.pageSize,
      });
      const context = await contextOf(db, auth, rows);
      return {
        reports: rows.map((row) => presentReportSummary(row, context)),
        total,
        page: query.page,
        rows: REPORT_LIMITS.pageSize,
      };
    },

    /** Once per key: a repeat answers the report the first one added. */
    async create(auth: AuthContext, body: CreateReportBody, keyed: KeyedChange) {
      const id = await writing((tx) =>
        once(tx, keyed, async () => {
          const found = await findTemplate(
            tx,
            { companyId: auth.companyId, beta: auth.permissions.includes('canAccessBetaForms') },
            body.template_id,
          );
          if (!found) throw fieldError('template_id', REPORT_MESSAGES.templateNotFound);
          if (found.template.status === 'ARCHIVED') throw fieldError('template_id', REPORT_MESSAGES.templateArchived);
          const { template } = found;
          const { clientId, address } = await partiesOf(tx, auth, body);
          const definition = await repo.findDefinition(tx, {
            companyId: auth.companyId,
            formId: template.formId,
            formVersion: template.formVersion,
          });
          if (!definition) throw fieldError('template_id', REPORT_MESSAGES.templateNotFound);
          await checkReportAnswers(tx, auth, definition, body.answers, true);
          const company = await getCompany(tx, auth.companyId);
          const referenceId = await referenceFor(tx, auth, body.reference_id);
          const report = await repo.insertReport(tx, auth.companyId, {
            templateId: template.id,
            formId: template.formId,
            formVersion: template.formVersion,
            clientId,
            appointmentId: body.appointment_id ?? null,
            address,
            reportDate: body.report_date ?? todayIn(company.timezone),
            referenceId,
            answers: body.answers,
            searchText: `${referenceId} ${template.title} ${address?.full_address ?? ''}`.toLowerCase(),
            createdBy: auth.userId,
          });
          await logReport(tx, auth, report, 'report_created', `Added report ${referenceId} (${template.title})`);
          return report.id;
        }),
      );
      return present(db, auth, id);
    },

    /** Once per key, checked before the version: a repeat of a saved edit answers it again, not 409. */
    async update(auth: AuthContext, id: number, body: UpdateReportBody, keyed: KeyedChange) {
      await writing((tx) =>
        once(tx, keyed, async () => {
          const current = await loadForChange(tx, auth, id, body.updated_at);
          if (current.status === 'PUBLISHED') throw conflict(REPORT_MESSAGES.publishedReadOnly);
          await checkReportAnswers(tx, auth, await repo.definitionOf(tx, current), body.answers, true);
          const referenceId =
            body.reference_id && body.reference_id.toLowerCase() !== current.referenceId.toLowerCase()
              ? await referenceFor(tx, auth, body.reference_id, id)
              : current.referenceId;
          const address = body.address === undefined ? current.address : withFullAddress(body.address);
          const found = await repo.findReport(tx, auth.companyId, id);
          const saved = await repo.updateReport(tx, current, {
            answers: body.answers,
            address,
            reportDate: body.report_date ?? current.reportDate,
            referenceId,
            searchText: `${referenceId} ${found?.template.title ?? ''} ${address?.full_address ?? ''}`.toLowerCase(),
          });
          await logReport(tx, auth, saved, 'report_updated', `Updated report ${saved.referenceId}`);
          return null;
        }),
      );
      return present(db, auth, id);
    },

    /**
     * Publishes a complete draft (422 per unanswered required field, nothing changed) and, asked to, sends
     * it. Once per key: a repeat sends nothing and answers as the first did (held or sent).
     */
    async publish(auth: AuthContext, id: number, body: PublishReportBody, keyed: KeyedChange) {
      const deliveries = noDeliveries();
      const held = await db.transaction((tx) =>
        once(tx, keyed, async () => {
          const current = await loadForChange(tx, auth, id, body.updated_at);
          if (current.status === 'PUBLISHED') throw conflict(REPORT_MESSAGES.publishedReadOnly);
          await checkReportAnswers(tx, auth, await repo.definitionOf(tx, current), current.answers, false);
          const saved = await repo.updateReport(tx, current, {
            status: 'PUBLISHED',
            publishedAt: new Date(),
            publishedBy: auth.userId,
          });
          await logReport(tx, auth, saved, 'report_published', `Published report ${saved.referenceId}`);
          // Whoever started the report hears when someone else publishes it.
          if (saved.createdBy !== null && saved.createdBy !== auth.userId) {
            const publisher = (await creatorNames(tx, auth.companyId, [auth.userId])).get(auth.userId)?.name;
            await notifyUser(tx, {
              companyId: auth.companyId,
              userId: saved.createdBy,
              title: `Report ${saved.referenceId} published`,
              body: `${publisher ?? 'A staff member'} published report ${saved.referenceId}.`,
              about: { type: 'report', id: saved.id },
            });
          }
          return body.send ? sending.sendOrHold(tx, auth, saved, body, deliveries) : null;
        }),
      );
      await communications.deliver(deliveries);
      const message =
        held === null
          ? REPORT_MESSAGES.published
          : held
            ? REPORT_MESSAGES.heldUntilPaid
            : REPORT_MESSAGES.publishedAndSent;
      return { report: await present(db, auth, id), message };
    },

    /** Emails a published report's PDF (again), or holds it for the invoice as publishing does. */
    async send(auth: AuthContext, id: number, body: SendReportBody) {
      const deliveries = noDeliveries();
      const held = await db.transaction(async (tx) => {
        const current = await loadForChange(tx, auth, id);
        if (current.status !== 'PUBLISHED') throw conflict(REPORT_MESSAGES.notPublished);
        return sending.sendOrHold(tx, auth, current, body, deliveries);
      });
      await communications.deliver(deliveries);
      return { report: await present(db, auth, id), message: held ? REPORT_MESSAGES.sendHeld : REPORT_MESSAGES.sent };
    },

    /** Archives, or restores an archived report. */
    async toggleArchive(auth: AuthContext, id: number) {
      await db.transaction(async (tx) => {
        const current = await repo.lockReport(tx, auth.companyId, id);
        if (!current) throw notFound(REPORT_MESSAGES.notFound);
        const archiving = current.archivedAt === null;
        const saved = await repo.updateReport(tx, current, { archivedAt: archiving ? new Date() : null });
        const verb = archiving ? 'Archived' : 'Restored';
        await logReport(
          tx,
          auth,
          saved,
          archiving ? 'report_archived' : 'report_restored',
          `${verb} report ${saved.referenceId}`,
        );
      });
      const report = await present(db, auth, id);
      return { report, message: report.archived ? REPORT_MESSAGES.archived : REPORT_MESSAGES.restored };
    },

    /** The report's PDF as it stands (a draft's says Draft). */
    async pdf(auth: AuthContext, id: number) {
      const row = await repo.findReport(db, auth.companyId, id);
      if (!row) throw notFound(REPORT_MESSAGES.notFound);
      const email = await reportEmail(db, deps.storage, row, await repo.definitionOf(db, row.report), {});
      return { pdf: email.pdf, filename: email.attachment.filename };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;

export const reportsServiceOf = (app: FastifyInstance) =>
  createReportsService({
    db: app.db,
    storage: app.storage,
    files: filesServiceOf(app),
    communications: app.communications,
  });
