import { http } from '../../../lib/http-client';

/** GET /v1/system/checkAppVersion: the start-up loader's network check and version check. */
export const checkAppVersion = () => http.get<{ version: string }>('/system/checkAppVersion', { quiet: true });
