import type { DocumentAddress, DocumentClient } from '@fieldbook/domain/documents/documents.payloads';
import { todayIn } from '@fieldbook/domain/documents/documents.rules';
import {
  answerableFields,
  answerFileIds,
  type FormAnswers,
  validateFormAnswers,
} from '@fieldbook/domain/forms/forms.rules';
import type { FormDefinition } from '@fieldbook/domain/forms/forms.schemas';
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
import { conflict, fieldError, invalid, notFound } from '../../http/http-error';
import type { Storage } from '../../storage/storage';
import { recordActivity } from '../activity/activity.service';
import { findAppointment, loadDetails } from '../appointments/appointments.repository';
import { clientDocumentAddress, clientSummaries } from '../clients/client-summaries';
import { fullAddressOf } from '../clients/clients.presenter';
import { creatorNames } from '../clients/clients.repository';
import { type CommunicationSender, type Deliveries, noDeliveries } from '../communications/communication-sender';
import { getCompany, settingsOf } from '../company/company.service';
import { findFiles } from '../files/files.repository';
import { type FilesService, filesServiceOf, viewerOf } from '../files/files.service';
import { findTemplate } from '../forms/forms.repository';
import { reportEmail } from './report-email';
import { presentReport, presentReportSummary, type ReportsContext } from './reports.presenter';
import * as repo from './reports.repository';

/** Who a change is recorded for: a signed-in user, or the publisher of a report sent later. */
type Actor = Pick<AuthContext, 'companyId' | 'userId'>;

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

  async function definitionOf(dbx: Executor, report: repo.ReportRow) {
    const definition = await repo.findDefinition(dbx, report);
    if (!definition) throw new Error(`report ${report.id} names a form version that does not exist`);
    return definition;
  }

  async function present(dbx: Executor, auth: AuthContext, id: number) {
    const row = await repo.findReport(dbx, auth.companyId, id);
    if (!row) throw notFound(REPORT_MESSAGES.notFound);
    const definition = await definitionOf(dbx, row.report);
    const { photos, signatures } = answerFileIds(definition, row.report.answers);
    const userIds = [row.report.createdBy, row.report.publishedBy].filter((user): user is number => user !== null);
    const [context, presentedFiles, users] = await Promise.all([
      contextOf(dbx, auth, [row]),
      files.presentIds(auth, [...photos, ...signatures]),
      creatorNames(dbx, auth.companyId, userIds),
    ]);
    return presentReport(row, { ...context, definition, files: presentedFiles, users });
  }

  /**
   * The answers' own errors (shape, and required ones unless a draft) and any photo or signature that is not
   * one of the company's images the user can see: 422 with each field as `answers.<field id>`.
   */
  async function checkAnswers(
    tx: Executor,
    auth: AuthContext,
    definition: FormDefinition,
    answers: FormAnswers,
    draft: boolean,
  ) {
    const errors = validateFormAnswers(definition, answers, { draft });
    const { photos, signatures } = answerFileIds(definition, answers);
    const found = await findFiles(tx, auth.companyId, [...photos, ...signatures], viewerOf(auth));
    const images = new Set(found.filter((row) => row.file.type === 'IMAGE').map((row) => row.file.id));
    for (const field of answerableFields(definition)) {
      if (errors[field.id] || (field.type !== 'photo' && field.type !== 'signature')) continue;
      const value = answers[field.id];
      const ids = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
      if (ids.some((id) => !images.has(id as number))) errors[field.id] = REPORT_MESSAGES.imageNotFound(field.label);
    }
    const entries = Object.entries(errors);
    if (entries.length > 0) invalidAnswers(entries);
  }

  const invalidAnswers = (entries: [string, string][]): never => {
    throw invalid(Object.fromEntries(entries.map(([id, message]) => [`answers.${id}`, [message]])));
  };

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

  const log = (tx: Executor, actor: Actor, report: repo.ReportRow, action: string, description: string) =>
    recordActivity(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      action,
      subjectType: 'report',
      subjectId: report.id,
      description,
    });

  /** The client (the appointment's first when none is named) and the address the report starts with. */
  async function partiesOf(tx: Executor, auth: AuthContext, body: CreateReportBody) {
    let appointmentAddress: DocumentAddress | null = null;
    let clientId = body.client_id ?? null;
    if (body.appointment_id) {
      const appointment = await findAppointment(tx, auth.companyId, body.appointment_id);
      if (!appointment || appointment.archivedAt !== null) {
        throw fieldError('appointment_id', REPORT_MESSAGES.appointmentNotFound);
      }
      const { clients } = await loadDetails(tx, auth.companyId, [appointment.id]);
      if (clients.length === 0) throw fieldError('appointment_id', REPORT_MESSAGES.appointmentWithoutClient);
      if (clientId === null) clientId = clients[0]?.id ?? null;
      else if (!clients.some((client) => client.id === clientId)) {
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
        : (appointmentAddress ?? (await clientDocumentAddress(tx, auth.companyId, clientId)));
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

  /** Whether the report's email must wait for its appointment's invoice (reports_send_before_invoice_payment off). */
  async function mustHold(tx: Executor, report: repo.ReportRow) {
    if (report.appointmentId === null) return false;
    const settings = settingsOf(await getCompany(tx, report.companyId));
    if (settings.reports_send_before_invoice_payment) return false;
    return repo.appointmentHasUnpaidInvoice(tx, report.companyId, report.appointmentId);
  }

  /** Queues the report's email with its PDF in the caller's transaction; the caller delivers after commit. */
  async function queueEmail(
    tx: Executor,
    actor: Actor,
    report: repo.ReportRow,
    to: string[],
    body: SendReportBody,
    deliveries: Deliveries,
  ) {
    const row = await repo.findReport(tx, actor.companyId, report.id);
    if (!row) throw notFound(REPORT_MESSAGES.notFound);
    const email = await reportEmail(tx, deps.storage, row, await definitionOf(tx, report), body);
    for (const address of to) {
      await communications.queue(
        tx,
        {
          companyId: report.companyId,
          via: 'EMAIL',
          kind: 'MESSAGE',
          appointmentId: report.appointmentId,
          clientId: report.clientId,
          userId: null,
          documentId: null,
          to: address,
          subject: email.subject,
          text: email.text,
          attachments: [email.attachment],
          createdBy: actor.userId,
        },
        deliveries,
      );
    }
    await log(tx, actor, report, 'report_sent', `Sent report ${report.referenceId} to ${to.join(', ')}`);
  }

  /** The addresses to send to: those given, else the client's own; none is a 422 on `to`. */
  async function recipientsOf(tx: Executor, report: repo.ReportRow, to: string[] | undefined) {
    if (to?.length) return to;
    const client = (await clientSummaries(tx, report.companyId, [report.clientId])).get(report.clientId);
    if (!client?.email) throw fieldError('to', REPORT_MESSAGES.sendNoEmail);
    return [client.email];
  }

  /** Sends now, or marks the report to be sent once the invoice is paid; answers whether it was held. */
  async function sendOrHold(
    tx: Executor,
    auth: AuthContext,
    report: repo.ReportRow,
    body: SendReportBody,
    deliveries: Deliveries,
  ) {
    const to = await recipientsOf(tx, report, body.to);
    if (await mustHold(tx, report)) {
      await repo.updateReport(tx, report, { sendPending: true });
      await log(
        tx,
        auth,
        report,
        'report_send_held',
        `Report ${report.referenceId} will be sent once its invoice is paid`,
      );
      return true;
    }
    await queueEmail(tx, auth, report, to, body, deliveries);
    await repo.updateReport(tx, report, { sentAt: new Date(), sendPending: false });
    return false;
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

    async create(auth: AuthContext, body: CreateReportBody) {
      const id = await writing(async (tx) => {
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
        await checkAnswers(tx, auth, definition, body.answers, true);
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
        await log(tx, auth, report, 'report_created', `Added report ${referenceId} (${template.title})`);
        return report.id;
      });
      return present(db, auth, id);
    },

    async update(auth: AuthContext, id: number, body: UpdateReportBody) {
      await writing(async (tx) => {
        const current = await loadForChange(tx, auth, id, body.updated_at);
        if (current.status === 'PUBLISHED') throw conflict(REPORT_MESSAGES.publishedReadOnly);
        await checkAnswers(tx, auth, await definitionOf(tx, current), body.answers, true);
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
        await log(tx, auth, saved, 'report_updated', `Updated report ${saved.referenceId}`);
      });
      return present(db, auth, id);
    },

    /** Publishes a complete draft (422 per unanswered required field, nothing changed) and, asked to, sends it. */
    async publish(auth: AuthContext, id: number, body: PublishReportBody) {
      const deliveries = noDeliveries();
      const held = await db.transaction(async (tx) => {
        const current = await loadForChange(tx, auth, id, body.updated_at);
        if (current.status === 'PUBLISHED') throw conflict(REPORT_MESSAGES.publishedReadOnly);
        await checkAnswers(tx, auth, await definitionOf(tx, current), current.answers, false);
        const saved = await repo.updateReport(tx, current, {
          status: 'PUBLISHED',
          publishedAt: new Date(),
          publishedBy: auth.userId,
        });
        await log(tx, auth, saved, 'report_published', `Published report ${saved.referenceId}`);
        return body.send ? sendOrHold(tx, auth, saved, body, deliveries) : null;
      });
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
        return sendOrHold(tx, auth, current, body, deliveries);
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
        await log(
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
      const email = await reportEmail(db, deps.storage, row, await definitionOf(db, row.report), {});
      return { pdf: email.pdf, filename: email.attachment.filename };
    },

    /**
     * Sends the reports held for an appointment whose invoices are now all paid, in the payment's
     * transaction (each report once: they are locked and unmarked as they go).
     */
    async releaseHeld(tx: Executor, companyId: number, appointmentId: number, deliveries: Deliveries) {
      if (await repo.appointmentHasUnpaidInvoice(tx, companyId, appointmentId)) return;
      for (const report of await repo.lockPendingForAppointment(tx, companyId, appointmentId)) {
        // Sent in the name of whoever published it (a held report is always published).
        const actor = { companyId, userId: report.publishedBy ?? report.createdBy };
        const client = (await clientSummaries(tx, companyId, [report.clientId])).get(report.clientId);
        if (client?.email && actor.userId !== null) {
          await queueEmail(tx, { companyId, userId: actor.userId }, report, [client.email], {}, deliveries);
        }
        await repo.updateReport(tx, report, { sendPending: false, sentAt: client?.email ? new Date() : null });
      }
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
