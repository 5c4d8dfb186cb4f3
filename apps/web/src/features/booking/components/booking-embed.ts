/** The message the booking page posts to the page that embeds it, so the iframe grows with its content. */
export const EMBED_HEIGHT_MESSAGE = 'fieldbook:booking-height';

/** The page's full address on the connect host: `connect.` beside an `app.` host, else `/connect` in the sandbox. */
export function publicBookingUrl(publicPath: string, location: Pick<Location, 'protocol' | 'host' | 'origin'>): string {
  if (location.host.startsWith('app.')) return `${location.protocol}//connect.${location.host.slice(4)}${publicPath}`;
  if (location.host.startsWith('connect.')) return `${location.origin}${publicPath}`;
  return `${location.origin}/connect${publicPath}`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A "Book online" button for the business's own website. */
export function linkButtonSnippet(url: string): string {
  return `<a href="${escapeHtml(url)}" target="_blank" rel="noopener" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#027be3;color:#fff;font:600 16px/1.2 sans-serif;text-decoration:none">Book online</a>`;
}

/**
 * The booking page in an iframe, and a tiny script that sets the iframe's height from the page's
 * messages: only those from the booking page's own origin, and only a number.
 */
export function iframeSnippet(url: string, businessName: string): string {
  const origin = new URL(url).origin;
  const src = `${url}${url.includes('?') ? '&' : '?'}embed=1`;
  return [
    `<iframe id="fieldbook-booking" src="${escapeHtml(src)}" title="Book online with ${escapeHtml(businessName)}" style="width:100%;height:720px;border:0" loading="lazy"></iframe>`,
    '<script>',
    'window.addEventListener("message", function (event) {',
    `  if (event.origin !== ${JSON.stringify(origin)} || !event.data || event.data.type !== ${JSON.stringify(EMBED_HEIGHT_MESSAGE)}) return;`,
    '  var height = Number(event.data.height);',
    '  if (height > 0) document.getElementById("fieldbook-booking").style.height = height + "px";',
    '});',
    '</script>',
  ].join('\n');
}
