import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useEffect } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useCompany } from '../api/get-company';
import { SystemDefaultsForm } from '../components/system-defaults-form';

/** settings/defaults (canModifyCompanyDetails; the route guard shows 404 without it). */
export function SystemDefaultsPage() {
  const company = useCompany();
  useEffect(() => {
    document.title = 'System Defaults · Fieldbook';
  }, []);
  return (
    <>
      <PageHeader title="System Defaults" subtitle="GST, rounding, inventory, invoicing and appointment defaults." />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
        {company.isPending && <Skeleton height={320} role="progressbar" aria-label="Loading system defaults" />}
        {company.isError && <Alert severity="error">{company.error.message}</Alert>}
        {company.data && (
          <SystemDefaultsForm key={company.data.updated_at} company={company.data} onReload={() => company.refetch()} />
        )}
      </Paper>
    </>
  );
}
