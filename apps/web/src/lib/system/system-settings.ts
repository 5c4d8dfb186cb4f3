import { http } from '../http-client';
import type { SystemSettings } from '../session/load-user';

export const loadSystemSettings = () => http.get<SystemSettings>('/system/loadSystemSettings');

let loaded: SystemSettings | undefined;

/** The start-up loader's "Loading System Settings": the settings query then starts from its answer. */
export async function loadStartUpSettings(): Promise<SystemSettings> {
  loaded = await loadSystemSettings();
  return loaded;
}

/** What the start-up loader loaded, if it has. */
export const startUpSettings = (): SystemSettings | undefined => loaded;
