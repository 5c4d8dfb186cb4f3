import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { saveFile } from '../../../lib/save-file';

/** GET /v1/clients/export (needs canExportClients): the company's clients as a CSV download. */
export async function exportClients(options: { archived?: boolean } = {}): Promise<void> {
  const file = await http.download('/clients/export', { query: { archived: options.archived ? 1 : undefined } });
  saveFile(file, 'clients.csv');
}

/** For the client list's Export CSV button: `mutate()` downloads, `isPending` while it runs. */
export function useExportClients() {
  return useMutation({ mutationFn: exportClients });
}
