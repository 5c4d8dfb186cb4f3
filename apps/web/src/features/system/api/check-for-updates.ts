import { http } from '../../../lib/http-client';
import type { Maintenance } from '../../../lib/session/load-user';

export interface UpdatesCheck {
  version: string;
  maintenance: Pick<Maintenance, 'status' | 'message'> & Partial<Maintenance>;
}

/** GET /v1/system/checkForUpdates: the maintenance screen's "Check For Updates" button. */
export const checkForUpdates = () =>
  http.get<UpdatesCheck>('/system/checkForUpdates', { quiet: true, expected: [503] });
