import { z } from '../zod';
import {
  CLIENT_CSV_FIELD_KEYS,
  CLIENT_CSV_LIMITS,
  CLIENT_CSV_MESSAGES,
  type ClientCsvFieldKey,
} from './clients-csv.rules';

export const CLIENT_IMPORT_MODES = ['all_or_nothing', 'valid_only'] as const;
export type ClientImportMode = (typeof CLIENT_IMPORT_MODES)[number];

/** POST /v1/clients/import: the parsed rows (header → cell), which header each field reads, and how. */
export const clientImportBodySchema = z.object({
  rows: z
    .array(z.record(z.string(), z.string().max(10_000).nullable()), { error: CLIENT_CSV_MESSAGES.noRows })
    .min(1, CLIENT_CSV_MESSAGES.noRows)
    .max(CLIENT_CSV_LIMITS.maxRows, CLIENT_CSV_MESSAGES.tooManyRows),
  mapping: z
    .record(z.string(), z.string().max(500).nullish())
    .transform(
      (mapping) =>
        Object.fromEntries(
          Object.entries(mapping).filter(
            (entry): entry is [ClientCsvFieldKey, string] =>
              (CLIENT_CSV_FIELD_KEYS as string[]).includes(entry[0]) && typeof entry[1] === 'string' && entry[1] !== '',
          ),
        ) as Partial<Record<ClientCsvFieldKey, string>>,
    ),
  mode: z.enum(CLIENT_IMPORT_MODES).default('all_or_nothing'),
  dry_run: z.boolean().default(false),
});
export type ClientImportBody = z.infer<typeof clientImportBodySchema>;
export type ClientImportBodyInput = z.input<typeof clientImportBodySchema>;

export const clientImportRowErrorSchema = z.object({
  /** As in the file: the header is row 1, the first client row 2. */
  row: z.number(),
  /** A ClientCsvFieldKey (or the body path when no CSV field matches). */
  field: z.string(),
  message: z.string(),
});
export type ClientImportRowError = z.infer<typeof clientImportRowErrorSchema>;

/** POST /v1/clients/import's answer (also the payload of its 422 when all_or_nothing met invalid rows). */
export const clientImportResultSchema = z.object({
  total: z.number(),
  valid: z.number(),
  invalid: z.number(),
  imported: z.number(),
  errors: z.array(clientImportRowErrorSchema),
});
export type ClientImportResult = z.infer<typeof clientImportResultSchema>;

export const clientExportQuerySchema = z.object({
  archived: z.enum(['0', '1']).default('0'),
});
