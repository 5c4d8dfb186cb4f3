import type { UpdatesCheck } from '@fieldbook/domain/account/user-load.schemas';
import { http } from '../../../lib/http-client';

/** GET /v1/system/checkForUpdates: the maintenance screen's "Check For Updates" button. */
export const checkForUpdates = () =>
  http.get<UpdatesCheck>('/system/checkForUpdates', { quiet: true, expected: [503] });
