import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useEffect } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useCompany } from '../../company/index';
import { useBranding } from '../api/branding-api';
import { BrandingForm } from '../components/branding-form';
import { DocumentHeaderPreview } from '../components/document-header-preview';
import { LogoSection } from '../components/logo-section';

/** settings/branding (canModifyCompanyDetails; the route guard shows 404 without it). */
export function BrandingPage() {
  const branding = useBranding();
  const company = useCompany();
  useEffect(() => {
    document.title = 'Branding · Fieldbook';
  }, []);
  const data = branding.data;
  return (
    <>
      <PageHeader title="Branding" subtitle="Your logo, colours and footer on PDFs, emails and the client portal." />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
        {branding.isPending && <Skeleton height={320} role="progressbar" aria-label="Loading branding" />}
        {branding.isError && <Alert severity="error">{branding.error.message}</Alert>}
        {data && (
          <>
            <LogoSection branding={data} />
            <Divider sx={{ my: 3 }} />
            <BrandingForm
              // A logo change keeps the colours being edited; a saved colour change starts the form afresh.
              key={`${data.primary_color}|${data.accent_color}|${data.document_footer}`}
              branding={data}
              onReload={() => branding.refetch()}
              preview={(values) => (
                <DocumentHeaderPreview
                  companyName={company.data?.company_name ?? 'Your business'}
                  logoUrl={data.logo_url}
                  {...values}
                />
              )}
            />
          </>
        )}
      </Paper>
    </>
  );
}
