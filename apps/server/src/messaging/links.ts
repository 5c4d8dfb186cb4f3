import type { Config } from '../config';

/**
 * An absolute link into the business portal for emails: an `app.` host serves it at the root,
 * any other host is the sandbox with its `/business` prefix.
 */
export function businessLink(config: Pick<Config, 'publicUrl'>, path: string): string {
  const host = new URL(config.publicUrl).hostname;
  const prefix = host.startsWith('app.') ? '' : '/business';
  return `${config.publicUrl}${prefix}/${path.replace(/^\//, '')}`;
}

/**
 * An absolute link into the client portal (Client Connect) for a client: its `connect.` host beside
 * an `app.` one, or the sandbox's `/connect` prefix.
 */
export function connectLink(config: Pick<Config, 'publicUrl'>, path: string): string {
  const url = new URL(config.publicUrl);
  const page = path.replace(/^\//, '');
  if (url.hostname.startsWith('app.')) {
    url.hostname = `connect.${url.hostname.slice('app.'.length)}`;
    return `${url.origin}/${page}`;
  }
  return `${config.publicUrl}/connect/${page}`;
}
