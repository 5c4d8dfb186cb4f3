import { type BrandingPayload, DEFAULT_BRANDING, logoPath } from '@fieldbook/domain/branding/branding.schemas';
import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { CompanyRow } from '../company/index';

/** The branding columns of a company row (any read of companies that selects them). */
export type BrandColumns = Pick<CompanyRow, 'brandPrimaryColor' | 'brandAccentColor' | 'documentFooter' | 'logoToken'>;

/** A company's branding with the defaults filled in: what PDFs, emails and the portal use. */
export interface Brand {
  primaryColor: string;
  accentColor: string;
  footer: string | null;
  /** The logo's public path (relative), or null. */
  logoPath: string | null;
}

export const brandOf = (company: BrandColumns): Brand => ({
  primaryColor: company.brandPrimaryColor ?? DEFAULT_BRANDING.primary_color,
  accentColor: company.brandAccentColor ?? DEFAULT_BRANDING.accent_color,
  footer: company.documentFooter,
  logoPath: company.logoToken ? logoPath(company.logoToken) : null,
});

export function presentBranding(company: CompanyRow): BrandingPayload {
  const brand = brandOf(company);
  return {
    primary_color: brand.primaryColor,
    accent_color: brand.accentColor,
    document_footer: brand.footer,
    logo_url: brand.logoPath,
    updated_at: formatSqlDate(company.updatedAt, company.timezone),
  };
}
