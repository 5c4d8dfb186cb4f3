import { todayIn } from '@fieldbook/domain/dates/date-codec';
import { DOCUMENT_NOUNS } from '@fieldbook/domain/documents/documents.constants';
import { documentDefaultsSchema } from '@fieldbook/domain/documents/documents.payloads';
import {
  documentDefaultsQuerySchema,
  documentIdBodySchema,
  documentIdQuerySchema,
  sendDocumentBodySchema,
} from '@fieldbook/domain/documents/documents.schemas';
import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import type { z } from '@fieldbook/domain/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthContext, authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { answerTag, freshList, type ListedTable } from '../../http/fresh-lists';
import { replies, repliesFile } from '../../http/responses';
import { logoBytes } from '../branding/index';
import { companyTimezone } from '../company/index';
import { contentDisposition } from '../files/index';
import { recordTimelineRoutes } from '../timeline/index';
import { documentDefaults } from './document-defaults';
import type { DocumentInput, DocumentKindConfig } from './document-kinds';
import { createDocumentSender } from './document-send';
import type { SummaryContext, SummaryRow } from './documents.presenter';
import type { DocumentsService } from './documents.service';
import { type DocumentSearch, listedClients, searchDocuments } from './documents-search.repository';
import { cachedDocumentPdf, pdfDownload } from './pdf/document-pdf';
import { documentPdfInput, type Presented } from './pdf/document-pdf-input';

/**
 * What an opened document's PDF is made from (its presentation, loadPresentContext): the ETag's tables,
 * and so what a kept download waits on (http/fresh-lists.test.ts checks each is the whole of what it reads).
 */
const PDF_TABLES = [
  'documents',
  'clients',
  'client_emails',
  'client_addresses',
  'appointments',
  'inventory_items',
  'payments',
] as const satisfies readonly ListedTable[];

/** What one kind's routes are made of: its words, schemas, service and permissions. */
export interface DocumentRoutesOptions<
  Payload,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Search extends z.ZodType,
  Status extends z.ZodType,
> {
  /** '/quotation' or '/invoice' (spec: v1/quotation/…, v1/invoice/…). */
  prefix: string;
  /** The payload's key for one document and for a page of them. */
  one: string;
  many: string;
  config: DocumentKindConfig;
  service: DocumentsService<Payload>;
  /** The status picker's call, with the kind's own statuses and rules. */
  setStatus(auth: AuthContext, body: z.infer<Status>): Promise<Payload>;
  schemas: { create: Create; update: Update; search: Search; status: Status };
  /** What the calls answer (domain documents.payloads: quotationAnswers, invoiceAnswers). */
  answers: {
    /** `{[one]: document}`: create, update, archive, status and send. */
    changed: z.ZodType<Record<string, Payload>>;
    /** The same with its first timeline page: GET. */
    read: z.ZodType<Record<string, unknown>>;
    /** `{[many]: summaries, total, page}`: search. */
    page: z.ZodType<Record<string, unknown>>;
  };
  inputOf(body: z.infer<Create>): DocumentInput;
  summary(row: SummaryRow, context: SummaryContext): unknown;
  /** The section (lists, search), one document (read, PDF, timeline), and changing them. */
  permissions: { access: PermissionKey; view: PermissionKey; edit: PermissionKey };
  /** After a document was created, edited or its status changed (invoices queue their accounting sync). */
  afterChange?(auth: AuthContext, document: Payload): Promise<void>;
}

/**
 * One kind's calls: defaults, create, update (409 when stale), read, archive/restore, search,
 * status, and the record timeline (notes, files, its log and messages).
 */
export async function registerDocumentRoutes<
  Payload,
  Create extends z.ZodType,
  Update extends z.ZodType<{ id: number; updated_at?: string | undefined }>,
  Search extends z.ZodType<DocumentSearch>,
  Status extends z.ZodType,
>(parent: FastifyInstance, options: DocumentRoutesOptions<Payload, Create, Update, Search, Status>) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { prefix, one, many, config, service, schemas, answers, permissions } = options;
  const M = config.messages;
  const tags = [options.many];
  const view = requirePermission(permissions.view);
  const edit = requirePermission(permissions.edit);
  const { timeline } = app.recordTimeline;

  app.get(
    `${prefix}/defaults/values`,
    {
      preValidation: edit,
      schema: { tags, querystring: documentDefaultsQuerySchema, response: replies(documentDefaultsSchema) },
    },
    async (request) => ok(await documentDefaults(app.db, authOf(request), config, request.query)),
  );

  const changed = async (auth: AuthContext, document: Payload) => {
    await options.afterChange?.(auth, document);
    return document;
  };

  app.post(
    prefix,
    { preValidation: edit, schema: { tags, body: schemas.create, response: replies(answers.changed) } },
    async (request) => {
      const auth = authOf(request);
      const created = await service.create(auth, options.inputOf(request.body as z.infer<Create>));
      return ok({ [one]: await changed(auth, created) }, M.created);
    },
  );

  app.put(
    prefix,
    { preValidation: edit, schema: { tags, body: schemas.update, response: replies(answers.changed) } },
    async (request) => {
      const auth = authOf(request);
      const body = request.body as z.infer<Update> & z.infer<Create>;
      const updated = await service.update(auth, body.id, body.updated_at, options.inputOf(body));
      return ok({ [one]: await changed(auth, updated) }, M.updated);
    },
  );

  app.get(
    prefix,
    { preValidation: view, schema: { tags, querystring: documentIdQuerySchema, response: replies(answers.read) } },
    async (request) => {
      const auth = authOf(request);
      const document = await service.presentOne(auth, request.query.id);
      const subject = { companyId: auth.companyId, type: config.kind, id: request.query.id };
      const page = await timeline.entries(auth, subject, { page: 1, collated: false });
      return ok({ [one]: document, timeline: page.timeline });
    },
  );

  app.delete(
    prefix,
    { preValidation: edit, schema: { tags, body: documentIdBodySchema, response: replies(answers.changed) } },
    async (request) => {
      const { document, message } = await service.toggleArchive(authOf(request), request.body.id);
      return ok({ [one]: document }, message);
    },
  );

  app.post(
    `${prefix}/search`,
    {
      preValidation: requirePermission(permissions.access),
      ...freshList(['documents', 'clients', 'client_emails']),
      schema: { tags, body: schemas.search, response: replies(answers.page) },
    },
    async (request) => {
      const auth = authOf(request);
      const body = request.body as DocumentSearch;
      // The session knows the timezone, and each row its client: the page and its count are one statement.
      const today = todayIn(await companyTimezone(app.db, auth));
      const { rows, total } = await searchDocuments(app.db, auth.companyId, config.kind, body, today);
      const context = { today, clients: listedClients(rows) };
      return ok({ [many]: rows.map((row) => options.summary(row, context)), total, page: body.page });
    },
  );

  app.post(
    `${prefix}/status`,
    { preValidation: edit, schema: { tags, body: schemas.status, response: replies(answers.changed) } },
    async (request) => {
      const auth = authOf(request);
      const document = await options.setStatus(auth, request.body as z.infer<Status>);
      return ok({ [one]: await changed(auth, document) }, M.statusChanged);
    },
  );

  app.get(
    `${prefix}/pdf`,
    {
      preValidation: view,
      ...freshList(PDF_TABLES),
      schema: { tags, querystring: documentIdQuerySchema, response: repliesFile('application/pdf') },
    },
    async (request, reply) => {
      const { pdf, number } = await pdfDownload(answerTag(reply), async () => {
        const opened = await service.presentOneWithCompany(authOf(request), request.query.id);
        const document = { kind: config.kind, ...opened.document } as Presented;
        const { company } = opened;
        const input = documentPdfInput(document, company, await logoBytes(app.storage, company));
        return { pdf: await cachedDocumentPdf(input), number: input.number };
      });
      return (
        reply
          .type('application/pdf')
          // The number is typed by hand: any letter or quote in it is written safely (RFC 6266).
          .header('content-disposition', contentDisposition(`${DOCUMENT_NOUNS[config.kind].title}-${number}.pdf`, true))
          .send(pdf)
      );
    },
  );

  const send = createDocumentSender(
    { db: app.db, config: app.config, communications: app.communications, storage: app.storage },
    config,
    service,
  );
  app.post(
    `${prefix}/send`,
    { preValidation: edit, schema: { tags, body: sendDocumentBodySchema, response: replies(answers.changed) } },
    async (request) => ok({ [one]: await send(authOf(request), request.body) }, M.sent),
  );

  await app.register(recordTimelineRoutes, {
    prefix,
    subjectType: config.kind,
    permission: permissions.view,
    tags,
    assertSubject: service.assertDocument,
    assertWritable: service.assertWritable,
  });
}
