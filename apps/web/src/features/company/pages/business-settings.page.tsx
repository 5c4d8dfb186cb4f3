import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useCompany } from '../api/get-company';
import { CompanyForm } from '../components/company-form';

/** settings/business (needs canModifyCompanyDetails; the route guard shows 404 without it). */
export function BusinessSettingsPage() {
  const company = useCompany();
  useEffect(() => {
    document.title = 'Business Details · Fieldbook';
  }, []);
  return (
    <>
      <PageHeader title="Business Details" subtitle="Your company's name, address, timezone and hours." />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
        {company.isPending && (
          <Stack spacing={2} role="progressbar" aria-label="Loading business details">
            <Skeleton height={56} />
            <Skeleton height={56} />
            <Skeleton height={200} />
          </Stack>
        )}
        {company.isError && <Alert severity="error">{company.error.message}</Alert>}
        {company.data && (
          <CompanyForm key={company.data.updated_at} company={company.data} onReload={() => company.refetch()} />
        )}
      </Paper>
    </>
  );
}
