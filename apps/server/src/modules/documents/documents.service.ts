import { addDays, formatSqlDate, todayIn } from '@fieldbook/domain/dates/date-codec';
import { type DocumentTotals, documentTotals } from '@fieldbook/domain/money/money.rules';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { StoredLineItem } from '../../db/schema/index';
import type { AuthContext } from '../../http/auth';
import { conflict, fieldError, invalid, notFound } from '../../http/http-error';
import { recordActivity } from '../activity/index';
import { appointmentSummaries, clientsForDocument } from '../appointments/index';
import { clientSummaries, creatorNames, fullAddressOf } from '../clients/index';
import type { CompanyRow } from '../company/index';
import { assertTrialSlot, getCompany, settingsOf } from '../company/index';
import { storeLineItems } from '../inventory/index';
import type { DocumentInput, DocumentKindConfig } from './document-kinds';
import { revokeDocumentLinks } from './document-links.repository';
import { recordDocumentNumber, takeDocumentNumber } from './document-numbers';
import { loadPresentContext, type PaymentsLoader } from './documents.context';
import type { PresentContext } from './documents.presenter';
import * as repo from './documents.repository';

/** Adds a field's first error (the spec shows the first message of each field). */
export type AddError = (field: string, message: string) => void;

/** The columns a status rule sets: always the status, and any it goes with (sent, decided, paid). */
export type StatusColumns = Partial<repo.DocumentValues> & { status: string };

/** What each kind decides for itself: its status on saving, and how it is presented. */
export interface DocumentBehaviour<Payload> {
  /**
   * The columns a save sets besides the core's — always the status (the chosen one, or the current
   * one kept when none was named), and sent/decided fields — reporting any rule the status or totals
   * break through `add`. `current` is absent on create.
   */
  onSave(
    input: DocumentInput,
    totals: DocumentTotals,
    current: repo.DocumentRow | undefined,
    add: AddError,
    actor: Actor,
  ): StatusColumns;
  present(row: repo.DocumentRow, context: PresentContext): Payload;
  /** Loads what an opened document shows of its payments (invoices: modules/payments' paymentsByInvoice). */
  loadPayments?: PaymentsLoader;
  /** Runs in the saving transaction after a document is saved or its status changed (invoice reminders). */
  afterSave?(tx: Executor, row: repo.DocumentRow): Promise<void>;
  /** Checks, in the restoring transaction (the row locked), that an archived document may come back. */
  beforeRestore?(tx: Executor, row: repo.DocumentRow): Promise<void>;
}

/** Who is acting, as documents record it (who accepted a quotation), and the company's today. */
export interface Actor {
  auth: AuthContext;
  name: string;
  today: string;
}

export async function actorOf(db: Executor, auth: AuthContext): Promise<Actor> {
  // One after the other: inside a transaction both run on the same connection.
  const names = await creatorNames(db, auth.companyId, [auth.userId]);
  const company = await getCompany(db, auth.companyId);
  return { auth, name: names.get(auth.userId)?.name ?? auth.email, today: todayIn(company.timezone) };
}

/**
 * The document core: one quotation's or invoice's life — saving with its number, lines and totals,
 * reading, archiving and status changes — each change in one transaction with its activity log.
 */
export function createDocumentsService<Payload>(
  deps: { db: Database },
  config: DocumentKindConfig,
  behaviour: DocumentBehaviour<Payload>,
) {
  const { db } = deps;
  const M = config.messages;
  const { kind } = config;

  const log = (tx: Executor, auth: AuthContext, row: repo.DocumentRow, action: string, description: string) =>
    recordActivity(tx, {
      companyId: auth.companyId,
      userId: auth.userId,
      action: `${kind}_${action}`,
      subjectType: kind,
      subjectId: row.id,
      description,
    });

  async function present(dbx: Executor, auth: AuthContext, row: repo.DocumentRow, company?: CompanyRow) {
    const context = await loadPresentContext(dbx, auth, config, [row], company, behaviour.loadPayments);
    return behaviour.present(row, context);
  }

  /** One document presented, and its company (read beside it, not after). */
  async function presentOneWithCompany(auth: AuthContext, id: number) {
    const [row, company] = await Promise.all([
      repo.findDocument(db, auth.companyId, kind, id),
      getCompany(db, auth.companyId),
    ]);
    if (!row) throw notFound(M.notFound);
    return { document: await present(db, auth, row, company), company };
  }

  async function presentOne(auth: AuthContext, id: number) {
    return (await presentOneWithCompany(auth, id)).document;
  }

  /** A transaction whose race on the number's unique index becomes the field's message. */
  async function writing<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError(config.fields.number, M.numberTaken);
      throw error;
    }
  }

  async function loadForChange(tx: Executor, auth: AuthContext, id: number) {
    const row = await repo.findDocument(tx, auth.companyId, kind, id, true);
    if (!row) throw notFound(M.notFound);
    if (row.archivedAt !== null) throw conflict(M.archivedReadOnly);
    return row;
  }

  /**
   * Checks every reference and rule of a save, reporting all problems at once; answers the columns.
   * `linkedAppointment` is the appointment the document is already linked to (its own, or the
   * quotation's it is converted from): only a new link must meet the rule for making one from it.
   */
  async function valuesOf(
    tx: Executor,
    actor: Actor,
    input: DocumentInput,
    current?: repo.DocumentRow,
    linkedAppointment = current?.appointmentId,
  ) {
    const { auth } = actor;
    const errors: Record<string, string[]> = {};
    const add: AddError = (field, message) => {
      errors[field] ??= [message];
    };
    const number = input.number ?? current?.number ?? null;
    if (number && (await repo.numberTaken(tx, auth.companyId, kind, number, current?.id)))
      add(config.fields.number, M.numberTaken);
    const clients = await clientSummaries(tx, auth.companyId, [input.clientId]);
    const client = clients.get(input.clientId);
    if (!client || (client.archived && input.clientId !== current?.clientId)) add('client_id', M.clientInvalid);
    if (input.appointmentId) {
      const found = await appointmentSummaries(tx, auth.companyId, [input.appointmentId]);
      if (!found.has(input.appointmentId)) add('appointment_id', M.appointmentInvalid);
      else if (input.appointmentId !== linkedAppointment) {
        const { problem } = await clientsForDocument(tx, auth.companyId, input.appointmentId, kind);
        if (problem) add('appointment_id', problem);
      }
    }
    const company = await getCompany(tx, auth.companyId);
    const settings = settingsOf(company);
    const lines = await storeLineItems(tx, auth.companyId, input.lineItems, 'line_items').catch((error) => {
      // Unknown inventory items are reported with the rest.
      const fields = (error as { errors?: Record<string, string[]> }).errors;
      if (!fields) throw error;
      for (const [field, messages] of Object.entries(fields)) add(field, messages[0] ?? '');
      return [] as StoredLineItem[];
    });
    // Stored lines are already whole cents and hundredths: exactly what the money rules take.
    const totals = documentTotals(lines, settings.rounding_method, settings.gst_registered);
    const own = behaviour.onSave(input, totals, current, add, actor);
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const termDate =
      input.termDate ??
      (current && input.date === current.documentDate ? current.termDate : null) ??
      addDays(input.date, config.defaultTermDays(settings, client?.dueDays ?? null));
    return {
      number,
      values: {
        documentDate: input.date,
        termDate,
        clientId: input.clientId,
        appointmentId: input.appointmentId ?? null,
        address: input.address ? { ...input.address, full_address: fullAddressOf(input.address) } : null,
        title: input.title ?? null,
        description: input.description ?? null,
        notes: input.notes ?? null,
        lineItems: lines,
        subtotalCents: totals.subtotal,
        discountCents: totals.discount,
        taxCents: totals.tax,
        totalCents: totals.total,
        gstRegistered: settings.gst_registered,
        ...own,
      } satisfies Partial<repo.DocumentValues>,
    };
  }

  /** Saves a new document inside the caller's transaction; `sourceId` links an invoice to its quotation. */
  async function createWithin(tx: Executor, auth: AuthContext, input: DocumentInput, sourceId: number | null = null) {
    await assertTrialSlot(tx, auth.companyId, kind, (dbx) => repo.countActiveDocuments(dbx, auth.companyId, kind));
    const actor = await actorOf(tx, auth);
    // Converted from a quotation: its appointment link comes along as it is.
    const { number, values } = await valuesOf(tx, actor, input, undefined, sourceId ? input.appointmentId : undefined);
    const taken = number ?? (await takeDocumentNumber(tx, auth.companyId, kind));
    if (number) await recordDocumentNumber(tx, auth.companyId, kind, number);
    const saved = await repo.insertDocument(tx, auth.companyId, kind, auth.userId, {
      ...values,
      number: taken,
      sourceId,
    });
    await behaviour.afterSave?.(tx, saved);
    await log(tx, auth, saved, 'created', `Created ${kind} ${saved.number}`);
    return saved;
  }

  async function assertDocument(auth: AuthContext, id: number) {
    const row = await repo.findDocument(db, auth.companyId, kind, id);
    if (!row) throw notFound(M.notFound);
    return row;
  }

  return {
    presentOne,
    presentOneWithCompany,

    /** Throws 404 unless the document is the caller's company's (the timeline plugin's check). */
    assertDocument,

    /** Notes and files: archived documents are read-only. */
    async assertWritable(auth: AuthContext, id: number) {
      const row = await assertDocument(auth, id);
      if (row.archivedAt !== null) throw conflict(M.archivedReadOnly);
      return row;
    },

    async create(auth: AuthContext, input: DocumentInput) {
      return present(db, auth, await writing((tx) => createWithin(tx, auth, input)));
    },

    createWithin,
    present: (auth: AuthContext, row: repo.DocumentRow) => present(db, auth, row),

    /** PUT: the version it started from (`updatedAt`), or 409 when someone else saved since. */
    async update(auth: AuthContext, id: number, updatedAt: string | undefined, input: DocumentInput) {
      const row = await writing(async (tx) => {
        const current = await loadForChange(tx, auth, id);
        const company = await getCompany(tx, auth.companyId);
        if (updatedAt !== undefined && updatedAt !== formatSqlDate(current.updatedAt, company.timezone))
          throw conflict(MESSAGES.staleEdit);
        const actor = await actorOf(tx, auth);
        const { number, values } = await valuesOf(tx, actor, input, current);
        if (number && number !== current.number) await recordDocumentNumber(tx, auth.companyId, kind, number);
        const saved = await repo.updateDocument(tx, current, { ...values, number: number ?? current.number });
        await behaviour.afterSave?.(tx, saved);
        await log(tx, auth, saved, 'updated', `Updated ${kind} ${saved.number}`);
        return saved;
      });
      return present(db, auth, row);
    },

    /**
     * A status change (the status picker): `decide` answers the columns it sets or throws the rule
     * it breaks; `label` names the new status in the log.
     */
    async changeStatus(
      auth: AuthContext,
      id: number,
      decide: (current: repo.DocumentRow, actor: Actor) => Partial<repo.DocumentValues>,
      label: (row: repo.DocumentRow) => string,
    ) {
      const row = await db.transaction(async (tx) => {
        const current = await loadForChange(tx, auth, id);
        const values = decide(current, await actorOf(tx, auth));
        if (values.status === current.status && Object.keys(values).length === 1) return current;
        const saved = await repo.updateDocument(tx, current, values);
        await behaviour.afterSave?.(tx, saved);
        await log(tx, auth, saved, 'status', `Changed the status of ${kind} ${saved.number} to ${label(saved)}`);
        return saved;
      });
      return present(db, auth, row);
    },

    /** DELETE archives a live document and restores an archived one. */
    async toggleArchive(auth: AuthContext, id: number) {
      const row = await db.transaction(async (tx) => {
        const current = await repo.findDocument(tx, auth.companyId, kind, id, true);
        if (!current) throw notFound(M.notFound);
        const archiving = current.archivedAt === null;
        // A restore counts toward the trial limit as a create does.
        if (!archiving) {
          await behaviour.beforeRestore?.(tx, current);
          await assertTrialSlot(tx, auth.companyId, kind, (dbx) =>
            repo.countActiveDocuments(dbx, auth.companyId, kind),
          );
        }
        const saved = await repo.updateDocument(tx, current, { archivedAt: archiving ? new Date() : null });
        // The client's links die with the archive; a restored document is sent again for a new one.
        if (archiving) await revokeDocumentLinks(tx, auth.companyId, id);
        await log(
          tx,
          auth,
          saved,
          archiving ? 'archived' : 'restored',
          `${archiving ? 'Archived' : 'Restored'} ${kind} ${saved.number}`,
        );
        return saved;
      });
      return { document: await present(db, auth, row), message: row.archivedAt ? M.archived : M.restored };
    },

    /** Runs `work` on the locked, live document inside a transaction (the send and convert use cases). */
    async withLocked<T>(auth: AuthContext, id: number, work: (tx: Executor, row: repo.DocumentRow) => Promise<T>) {
      return db.transaction(async (tx) => work(tx, await loadForChange(tx, auth, id)));
    },

    /** Presents documents already read (lists, pickers), their clients in one query. */
    log,
    afterSave: (tx: Executor, row: repo.DocumentRow) => behaviour.afterSave?.(tx, row) ?? Promise.resolve(),
  };
}
export type DocumentsService<Payload> = ReturnType<typeof createDocumentsService<Payload>>;
