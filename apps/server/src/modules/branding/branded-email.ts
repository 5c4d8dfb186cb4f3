import { textColourFor } from '@fieldbook/domain/inputs/colour.rules';
import type { Executor } from '../../db/database';
import type { OutgoingEmail } from '../../messaging/mailer';
import { type CompanyRow, findCompany } from '../company/index';
import { type Brand, brandOf } from './branding.presenter';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Links in the (already escaped) text become clickable; a trailing full stop or bracket stays text. */
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]+[^\s<.,;:!?)'"]/g, (url) => `<a href="${url}">${url}</a>`);

/** The plain text as HTML paragraphs: blank lines part paragraphs, single newlines become <br>. */
function paragraphs(text: string) {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((part) => `<p style="margin:0 0 14px">${linkify(escapeHtml(part)).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * The HTML part of a company's email: its text, escaped, inside the branded layout — the logo (by its
 * public URL), a bar in the primary colour, and the footer text. Table layout and inline styles, as
 * email clients need.
 */
export function brandedEmailHtml(text: string, brand: Brand & { companyName: string; logoUrl: string | null }) {
  const barText = textColourFor(brand.primaryColor) === 'white' ? '#ffffff' : '#000000';
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.companyName)}" style="max-height:64px;max-width:240px;display:block">`
    : '';
  const footer = brand.footer
    ? `<tr><td style="padding:16px 24px;color:#616e7c;font-size:12px;border-top:1px solid #e4e7eb">${escapeHtml(brand.footer).replace(/\n/g, '<br>')}</td></tr>`
    : '';
  return `<!doctype html><html><body style="margin:0;padding:0;background:#f5f7fa">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f7fa"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">
${logo ? `<tr><td style="padding:20px 24px 12px">${logo}</td></tr>` : ''}
<tr><td style="background:${brand.primaryColor};color:${barText};padding:10px 24px;font-weight:bold">${escapeHtml(brand.companyName)}</td></tr>
<tr><td style="padding:24px">${paragraphs(text)}</td></tr>
${footer}
</table></td></tr></table></body></html>`;
}

/**
 * The mailer's hook: an email a company sends, with no HTML of its own, gains the branded HTML part;
 * its text part is kept as it is. Emails of no company (sign-in, system) and Fieldbook's own to a
 * company are left alone.
 */
export function brandEmails(publicUrl: string) {
  return async (tx: Executor, emails: OutgoingEmail[]): Promise<OutgoingEmail[]> => {
    // Each company is read once however many of its emails are queued together.
    const companies = new Map<number, Promise<CompanyRow | undefined>>();
    const companyOf = (id: number) => {
      const read = companies.get(id) ?? findCompany(tx, id);
      companies.set(id, read);
      return read;
    };
    const branded: OutgoingEmail[] = [];
    for (const email of emails) {
      const company =
        !email.companyId || email.html || email.fromPlatform ? undefined : await companyOf(email.companyId);
      if (!company) {
        branded.push(email);
        continue;
      }
      const brand = brandOf(company);
      const logoUrl = brand.logoPath ? `${publicUrl}${brand.logoPath}` : null;
      const html = brandedEmailHtml(
        email.text,
        Object.assign({}, brand, { companyName: company.companyName, logoUrl }),
      );
      branded.push(Object.assign({}, email, { html }));
    }
    return branded;
  };
}
