import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CLIENT_MESSAGES } from '@fieldbook/domain/clients/clients.constants';
import {
  CLIENT_CSV_FIELD_KEYS,
  CLIENT_CSV_MESSAGES,
  type ClientBody,
  fileRowNumber,
  neutraliseFormula,
  rowToClientBody,
  validateClientCsvRow,
} from '@fieldbook/domain/clients/clients-csv.rules';
import type {
  ClientImportBody,
  ClientImportResult,
  ClientImportRowError,
} from '@fieldbook/domain/clients/clients-csv.schemas';
import { CLIENT_CSV_EXPORT_FIELDS, clientToCsvCells } from '@fieldbook/domain/clients/clients-csv-export.rules';
import { todayIn } from '@fieldbook/domain/dates/date-codec';
import type { FieldErrors } from '@fieldbook/domain/http/envelope.schemas';
import { stringify } from 'csv-stringify';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { AuthContext } from '../../http/auth';
import { HttpError } from '../../http/http-error';
import { recordActivity } from '../activity/index';
import { assertWithinTrialLimit, getCompany } from '../company/index';
import { presentAddress, presentEmail, presentPhone } from './clients.presenter';
import * as repo from './clients.repository';
import { assertClientSlot, insertNewClients } from './clients.writes';

const EXPORT_PAGE_SIZE = 1000;

interface Candidate {
  index: number;
  body: ClientBody;
  needsReference: boolean;
}

/** The answer of an import: 200 with the result, or 422 (all_or_nothing with invalid rows). */
export interface ClientImportOutcome {
  statusCode: 200 | 422;
  result: ClientImportResult;
  message: string;
  errors: FieldErrors | null;
}

const fieldOrder = (field: string) => {
  const position = (CLIENT_CSV_FIELD_KEYS as string[]).indexOf(field);
  return position === -1 ? CLIENT_CSV_FIELD_KEYS.length : position;
};

/** Errors as the envelope's field map: `rows.{file row}.{field}`. */
const errorMap = (errors: ClientImportRowError[]): FieldErrors => {
  const map: FieldErrors = {};
  for (const error of errors) {
    const key = `rows.${error.row}.${error.field}`;
    map[key] = [...(map[key] ?? []), error.message];
  }
  return map;
};

/** The next free numbers of the company's reference sequence, skipping any the file or the company uses. */
async function nextReferences(tx: Executor, companyId: number, count: number, usedInFile: Set<string>) {
  if (count === 0) return [];
  let next = await repo.peekNextReference(tx, companyId);
  const taken = await repo.numericReferencesFrom(tx, companyId, next);
  const numbers: string[] = [];
  while (numbers.length < count) {
    if (!taken.has(next) && !usedInFile.has(String(next))) numbers.push(String(next));
    next++;
  }
  return numbers;
}

export function createClientsCsvService(deps: { db: Database }) {
  const { db } = deps;

  /** Every row validated as a created client is, plus reference uniqueness in the company and in the file. */
  async function check(auth: AuthContext, body: ClientImportBody) {
    const errors: ClientImportRowError[] = [];
    const candidates: Candidate[] = [];
    const firstRowOfReference = new Map<string, number>();
    body.rows.forEach((row, index) => {
      const rowNumber = fileRowNumber(index);
      const result = validateClientCsvRow(row, body.mapping);
      const reference = rowToClientBody(row, body.mapping).reference_id.toLowerCase();
      const rowErrors = result.ok ? [] : result.errors.map((e) => ({ row: rowNumber, ...e }));
      if (reference) {
        const first = firstRowOfReference.get(reference);
        if (first === undefined) firstRowOfReference.set(reference, rowNumber);
        else if (!rowErrors.some((e) => e.field === 'reference_id')) {
          rowErrors.push({
            row: rowNumber,
            field: 'reference_id',
            message: CLIENT_CSV_MESSAGES.referenceDuplicateInFile(first),
          });
        }
      }
      if (rowErrors.length) errors.push(...rowErrors);
      else if (result.ok) candidates.push({ index, body: result.body, needsReference: result.needsReference });
    });

    const explicit = candidates.filter((c) => !c.needsReference);
    const taken = await repo.takenReferences(
      db,
      auth.companyId,
      explicit.map((c) => c.body.reference_id),
    );
    const valid = candidates.filter((candidate) => {
      if (candidate.needsReference || !taken.has(candidate.body.reference_id.toLowerCase())) return true;
      errors.push({
        row: fileRowNumber(candidate.index),
        field: 'reference_id',
        message: CLIENT_MESSAGES.referenceTaken,
      });
      return false;
    });
    errors.sort((a, b) => a.row - b.row || fieldOrder(a.field) - fieldOrder(b.field));
    const invalidRows = new Set(errors.map((e) => e.row)).size;
    return { valid, errors, invalidRows, usedInFile: new Set(firstRowOfReference.keys()) };
  }

  return {
    /**
     * POST /v1/clients/import. A dry run only reports. all_or_nothing imports nothing when any row is
     * invalid (422); valid_only imports the valid rows and reports the rest. One transaction.
     */
    async importRows(auth: AuthContext, body: ClientImportBody): Promise<ClientImportOutcome> {
      const { valid, errors, invalidRows, usedInFile } = await check(auth, body);
      const result: ClientImportResult = {
        total: body.rows.length,
        valid: valid.length,
        invalid: invalidRows,
        imported: 0,
        errors,
      };
      const refused = body.mode === 'all_or_nothing' && invalidRows > 0;
      if (refused && !body.dry_run) {
        return {
          statusCode: 422,
          result,
          message: CLIENT_CSV_MESSAGES.invalidRows(invalidRows),
          errors: errorMap(errors),
        };
      }
      const toImport = refused ? [] : valid;
      const company = await getCompany(db, auth.companyId);
      const withinLimit = async (dbx: Executor) => {
        if (toImport.length === 0) return;
        const active = await repo.countActiveClients(dbx, auth.companyId);
        assertWithinTrialLimit(company.subscribed, 'client', active + toImport.length - 1);
      };
      await withinLimit(db);
      if (body.dry_run || toImport.length === 0) return { statusCode: 200, result, message: '', errors: null };

      try {
        await db.transaction(async (tx) => {
          await assertClientSlot(tx, auth.companyId, toImport.length);
          const numbers = await nextReferences(
            tx,
            auth.companyId,
            toImport.filter((c) => c.needsReference).length,
            usedInFile,
          );
          let numbered = 0;
          const bodies = toImport.map((candidate) =>
            Object.assign({}, candidate.body, {
              reference_id: candidate.needsReference ? (numbers[numbered++] ?? '') : candidate.body.reference_id,
            }),
          );
          await insertNewClients(tx, auth, bodies);
          const skipped = body.rows.length - toImport.length;
          await recordActivity(tx, {
            companyId: auth.companyId,
            userId: auth.userId,
            action: 'clients_imported',
            subjectType: 'client',
            subjectId: null,
            description: `Imported ${toImport.length} ${toImport.length === 1 ? 'client' : 'clients'} from a CSV file${
              skipped ? `, skipped ${skipped} invalid ${skipped === 1 ? 'row' : 'rows'}` : ''
            }`,
            data: { imported: toImport.length, skipped, mode: body.mode, total: body.rows.length },
          });
        });
      } catch (error) {
        // Another import or create took a reference meanwhile: nothing was written; try again.
        if (isUniqueViolation(error)) throw new HttpError(409, CLIENT_MESSAGES.referenceTaken);
        throw error;
      }
      result.imported = toImport.length;
      return { statusCode: 200, result, message: CLIENT_CSV_MESSAGES.imported(toImport.length), errors: null };
    },

    /** The export's file name in the company's own date. */
    async exportFileName(companyId: number) {
      const { timezone } = await getCompany(db, companyId);
      return `clients-${todayIn(timezone)}.csv`;
    },

    /**
     * GET /v1/clients/export as a CSV stream: a header row, then the clients read 1000 at a time by
     * id, each cell that a spreadsheet would run as a formula neutralised.
     */
    exportCsv(auth: AuthContext, archived: boolean): Readable {
      async function* records() {
        yield CLIENT_CSV_EXPORT_FIELDS.map((field) => field.label);
        let afterId = 0;
        for (;;) {
          const { rows, contacts } = await repo.clientsPageAfter(
            db,
            auth.companyId,
            archived,
            afterId,
            EXPORT_PAGE_SIZE,
          );
          for (const row of rows) {
            const cells = clientToCsvCells({
              is_individual: row.isIndividual,
              display_name: row.displayName,
              first_name: row.firstName,
              last_name: row.lastName,
              contact_name: row.contactName,
              reference_id: row.referenceId,
              website: row.website,
              heard_from_via: row.heardFromVia,
              invoicing_default_due_date: row.invoicingDefaultDueDate,
              inventory_markup_percentage: row.inventoryMarkupPercentage,
              strata_identifier: row.strataIdentifier,
              emails: contacts.emails.filter((e) => e.clientId === row.id).map(presentEmail),
              phones: contacts.phones.filter((p) => p.clientId === row.id).map(presentPhone),
              addresses: contacts.addresses.filter((a) => a.clientId === row.id).map(presentAddress),
            });
            yield cells.map(neutraliseFormula);
          }
          const last = rows.at(-1);
          if (!last || rows.length < EXPORT_PAGE_SIZE) return;
          afterId = last.id;
        }
      }
      // A BOM so spreadsheet programs read the file as UTF-8 (papaparse and the import skip it).
      const csv = stringify({ record_delimiter: 'windows', bom: true });
      pipeline(Readable.from(records()), csv).catch((error: unknown) => {
        csv.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return csv;
    },
  };
}
