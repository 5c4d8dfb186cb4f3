import { http } from '../../../lib/http-client';
import { openInNewTab } from '../../../lib/open-in-new-tab';

/** GET /v1/files/download?id=: a signed download link. */
export const getFileDownloadUrl = (id: number) =>
  http.get<{ url: string }>('/files/download', { query: { id } }).then((payload) => payload.url);

/** Opens the file's download link in a new tab; false when the browser blocked the tab. */
export const downloadFile = (id: number): Promise<boolean> => openInNewTab(() => getFileDownloadUrl(id));
