import type { DeviceTokenBody } from '@fieldbook/domain/auth/auth.schemas';
import { APP_VERSION } from '@fieldbook/domain/system/system.constants';
import { http } from '../../../lib/http-client';
import { session } from '../../../lib/session/session-store';

function browser(): { name: string; version: string } {
  const agent = globalThis.navigator?.userAgent ?? '';
  for (const [name, pattern] of [
    ['Edge', /Edg\/([\d.]+)/],
    ['Chrome', /Chrome\/([\d.]+)/],
    ['Firefox', /Firefox\/([\d.]+)/],
    ['Safari', /Version\/([\d.]+).*Safari/],
  ] as const) {
    const match = agent.match(pattern);
    if (match?.[1]) return { name, version: match[1] };
  }
  return { name: 'Unknown', version: '' };
}

/** POST /v1/devices/token, sent once after sign-in; failures are silent. */
export async function registerDevice(): Promise<void> {
  const { name, version } = browser();
  const body: DeviceTokenBody = {
    device_token: null,
    device_type: 'web',
    browser_name: name,
    browser_version: version,
    guid: session.guid(),
    device_os: globalThis.navigator?.platform ?? null,
    app_version: APP_VERSION,
    device_name: `${name} on ${globalThis.navigator?.platform || 'web'}`,
  };
  try {
    await http.post<null>('/devices/token', body, { quiet: true });
  } catch {
    // a missing device registration only disables push messages
  }
}
