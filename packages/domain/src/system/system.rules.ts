import { SITE_NAME } from './system.constants';

/** The header every call of the web app carries with the build it runs (platform: "the app version"). */
export const APP_VERSION_HEADER = 'X-App-Version';

/** The portals a host serves (platform spec section 2). */
export type PortalHost = 'business' | 'connect' | 'sandbox';

/** A connect. host is the client portal, an app. host the business app, any other the sandbox (both, under /connect and /business). */
export function portalOfHost(hostname: string): PortalHost {
  const host = hostname.toLowerCase();
  if (host.startsWith('connect.')) return 'connect';
  if (host.startsWith('app.')) return 'business';
  return 'sandbox';
}

/** True when `candidate` (e.g. the server's build '2025.8.1') is newer than `current`. */
export function isNewerVersion(candidate: string, current: string): boolean {
  const parts = (version: string) => version.split(/[.\-+]/).map((part) => Number.parseInt(part, 10) || 0);
  const a = parts(candidate);
  const b = parts(current);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const left = a[i] ?? 0;
    const right = b[i] ?? 0;
    if (left !== right) return left > right;
  }
  return false;
}

/** The payload of the 503 "version refresh" (platform section 8), told apart from maintenance's. */
export interface VersionRefreshPayload {
  update_available: true;
  /** The server's version, the one a refresh loads. */
  version: string;
}

export const updateAvailableMessage = (version: string) =>
  `A newer version of ${SITE_NAME} (${version}) is available. Refresh to continue.`;

/** The version to refresh to when a 503's payload is the version refresh; null for maintenance and the rest. */
export function versionRefreshOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { update_available, version } = payload as Partial<Record<keyof VersionRefreshPayload, unknown>>;
  return update_available === true && typeof version === 'string' ? version : null;
}
