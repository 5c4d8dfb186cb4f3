import type { ClientImportBodyInput, ClientImportResult } from '@fieldbook/domain/clients/clients-csv.schemas';
import { useMutation } from '@tanstack/react-query';
import { ApiError, http } from '../../../lib/http-client';

/** An import's answer: `refused` when all_or_nothing met invalid rows (422) and nothing was imported. */
export interface ClientImportOutcome {
  result: ClientImportResult;
  refused: boolean;
  message: string | null;
}

function isImportResult(value: unknown): value is ClientImportResult {
  return value !== null && typeof value === 'object' && 'errors' in value && 'total' in value;
}

/** POST /v1/clients/import; a 422 carrying per-row errors is an answer, not a failure. */
export async function importClients(body: ClientImportBodyInput): Promise<ClientImportOutcome> {
  try {
    const result = await http.post<ClientImportResult>('/clients/import', body, { expected: [422] });
    return { result, refused: false, message: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && isImportResult(error.payload)) {
      return { result: error.payload, refused: true, message: error.message };
    }
    throw error;
  }
}

export function useImportClients() {
  return useMutation({ mutationFn: importClients });
}
