import type { Config } from '../config';

/**
 * An absolute link into the business portal for emails: an `app.` host serves it at the root,
 * any other host is the sandbox with its `/business` prefix.
 */
export function businessLink(config: Config, path: string): string {
  const host = new URL(config.publicUrl).hostname;
  const prefix = host.startsWith('app.') ? '' : '/business';
  return `${config.publicUrl}${prefix}/${path.replace(/^\//, '')}`;
}
