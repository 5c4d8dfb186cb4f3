import { http } from '../../../lib/http-client';

/** GET /v1/files/download?id=: a signed download link. */
export const getFileDownloadUrl = (id: number) =>
  http.get<{ url: string }>('/files/download', { query: { id } }).then((payload) => payload.url);

/** Opens the file's download link in a new tab. */
export async function downloadFile(id: number): Promise<void> {
  const url = await getFileDownloadUrl(id);
  window.open(url, '_blank', 'noopener');
}
