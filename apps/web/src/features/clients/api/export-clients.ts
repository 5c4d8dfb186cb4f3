import { useMutation } from '@tanstack/react-query';
import { type DownloadedFile, http } from '../../../lib/http-client';

/** Hands a downloaded file to the browser as a download. */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** GET /v1/clients/export (needs canExportClients): the company's clients as a CSV download. */
export async function exportClients(options: { archived?: boolean } = {}): Promise<void> {
  const file = await http.download('/clients/export', { query: { archived: options.archived ? 1 : undefined } });
  saveFile(file, 'clients.csv');
}

/** For the client list's Export CSV button: `mutate()` downloads, `isPending` while it runs. */
export function useExportClients() {
  return useMutation({ mutationFn: exportClients });
}
