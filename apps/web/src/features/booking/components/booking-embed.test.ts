import { describe, expect, it } from 'vitest';
import { EMBED_HEIGHT_MESSAGE, iframeSnippet, linkButtonSnippet, publicBookingUrl } from './booking-embed';

const at = (origin: string) => {
  const url = new URL(origin);
  return { protocol: url.protocol, host: url.host, origin: url.origin };
};

describe('the booking page address and its snippets', () => {
  it.each([
    ['https://app.fieldbook.example', 'https://connect.fieldbook.example/book/rae-gas'],
    ['https://connect.fieldbook.example', 'https://connect.fieldbook.example/book/rae-gas'],
    ['http://localhost:3000', 'http://localhost:3000/connect/book/rae-gas'],
  ])('from %s the page is %s', (origin, expected) => {
    expect(publicBookingUrl('/book/rae-gas', at(origin))).toBe(expected);
  });

  it("sizes the iframe only from the booking page's own origin, and escapes the business's name", () => {
    const code = iframeSnippet('https://connect.fieldbook.example/book/rae-gas', 'Rae "Gas" <Co>');
    expect(code).toContain('src="https://connect.fieldbook.example/book/rae-gas?embed=1"');
    expect(code).toContain('title="Book online with Rae &quot;Gas&quot; &lt;Co&gt;"');
    expect(code).toContain('event.origin !== "https://connect.fieldbook.example"');
    expect(code).toContain(JSON.stringify(EMBED_HEIGHT_MESSAGE));
  });

  it('links the button to the page, opening it apart', () => {
    expect(linkButtonSnippet('https://connect.fieldbook.example/book/rae-gas')).toMatch(
      /^<a href="https:\/\/connect\.fieldbook\.example\/book\/rae-gas" target="_blank" rel="noopener"/,
    );
  });
});
