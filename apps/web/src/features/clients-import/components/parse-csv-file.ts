import { CLIENT_CSV_LIMITS, CLIENT_CSV_MESSAGES } from '@fieldbook/domain/clients/clients-csv.rules';
import Papa from 'papaparse';

export interface ParsedCsv {
  fileName: string;
  headers: string[];
  rows: Record<string, string>[];
}

/** Parses a chosen file in the browser (header row first); rejects with a message the page shows. */
export function parseCsvFile(file: File): Promise<ParsedCsv> {
  if (!/\.csv$/i.test(file.name)) return Promise.reject(new Error(CLIENT_CSV_MESSAGES.notCsv));
  if (file.size > CLIENT_CSV_LIMITS.maxFileBytes) return Promise.reject(new Error(CLIENT_CSV_MESSAGES.fileTooLarge));
  return new Promise((resolve, reject) => {
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (header) => header.trim(),
      complete: (result) => {
        const headers = (result.meta.fields ?? []).filter((header) => header !== '');
        if (result.data.length === 0) reject(new Error(CLIENT_CSV_MESSAGES.noRows));
        else if (result.data.length > CLIENT_CSV_LIMITS.maxRows) reject(new Error(CLIENT_CSV_MESSAGES.tooManyRows));
        else resolve({ fileName: file.name, headers, rows: result.data });
      },
      error: (error) => reject(error),
    });
  });
}
