import { describe, expect, it } from 'vitest';
import { brandedEmailHtml } from './branded-email';

const brand = {
  companyName: 'Bayside <Plumbing> & Gas',
  primaryColor: '#f2c037',
  accentColor: '#9c27b0',
  footer: 'ABN 51 824 753 556\nLicence PL12345',
  logoPath: '/v1/branding/logo/abc',
  logoUrl: 'https://app.example/v1/branding/logo/abc',
};

describe('the branded HTML of an email', () => {
  it('escapes the text, keeps its lines and paragraphs, and makes its links clickable', () => {
    const html = brandedEmailHtml('Hi <b>Sam</b> & co,\nline two\n\nPay here: https://pay.example/x?a=1&b=2.', brand);
    expect(html).toContain('Hi &lt;b&gt;Sam&lt;/b&gt; &amp; co,<br>line two</p>');
    expect(html).not.toContain('<b>Sam</b>');
    expect(html).toContain('<a href="https://pay.example/x?a=1&amp;b=2">https://pay.example/x?a=1&amp;b=2</a>.');
  });

  it('shows the logo, a bar in the primary colour with readable text, and the footer', () => {
    const html = brandedEmailHtml('Hello', brand);
    expect(html).toContain(
      '<img src="https://app.example/v1/branding/logo/abc" alt="Bayside &lt;Plumbing&gt; &amp; Gas"',
    );
    // #f2c037 is light (brightness above 170): black text on it.
    expect(html).toContain('background:#f2c037;color:#000000');
    expect(html).toContain('ABN 51 824 753 556<br>Licence PL12345');
  });

  it('leaves out the logo and footer a company has not set, and puts white text on a dark bar', () => {
    const html = brandedEmailHtml('Hello', { ...brand, primaryColor: '#027be3', footer: null, logoUrl: null });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('border-top');
    expect(html).toContain('background:#027be3;color:#ffffff');
  });
});
