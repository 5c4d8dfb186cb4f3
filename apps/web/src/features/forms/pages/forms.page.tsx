import { FORM_LIMITS, type FormStatus } from '@fieldbook/domain/forms/forms.constants';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { DynamicTable, type DynamicTableColumn } from '../../../components/dynamic-table';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { ToggleChips } from '../../../components/toggle-chips';
import { usePortalPath } from '../../../lib/portal-path';
import { useCan } from '../../../lib/session/load-user';
import { useFormsList } from '../api/forms-api';
import type { FormSummary } from '../api/forms-types';
import { BetaChip } from '../components/beta-chip';

const STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'ARCHIVED', label: 'Archived' },
] as const;

/** The name with its chips: Beta (spec: a Beta chip marks beta features) and Archived. */
export function FormNameCell({ form }: { form: Pick<FormSummary, 'name' | 'is_beta' | 'archived'> }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{form.name}</span>
      {form.is_beta && <BetaChip />}
      {form.archived && <Chip size="small" label="Archived" />}
    </Stack>
  );
}

const COLUMNS: readonly DynamicTableColumn<FormSummary>[] = [
  { key: 'name', label: 'Name', render: (form) => <FormNameCell form={form} /> },
  { key: 'description', label: 'Description', render: (form) => form.description ?? '' },
  {
    key: 'current_version',
    label: 'Version',
    width: 100,
    align: 'right',
    render: (form) => `v${form.current_version}`,
  },
];

/** forms: the company's forms (templates' questions), searchable, by status. */
export function FormsPage() {
  const to = usePortalPath();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<FormStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const canModify = useCan('canModifyForms');
  const list = useFormsList({ search, status, page, rows: FORM_LIMITS.listPageSize });
  useEffect(() => {
    document.title = 'Forms · Fieldbook';
  }, []);

  const empty = !list.isPending && (list.data?.count ?? 0) === 0 && !search && !status;
  const addButton = canModify && (
    <Button variant="contained" startIcon={<Add />} onClick={() => navigate(to('forms/add'))}>
      Add Form
    </Button>
  );

  return (
    <>
      <PageHeader title="Forms" actions={addButton} />
      {empty ? (
        <EmptyState title="No forms yet" action={addButton}>
          Forms hold the questions of your reports: build one with sections of fields, then make report templates from
          it.
        </EmptyState>
      ) : (
        <>
          <ToggleChips
            label="Filter by status"
            options={STATUS_OPTIONS}
            selected={status ? [status] : []}
            onToggle={(value) => {
              setPage(1);
              setStatus((current) => (current === value ? undefined : (value as FormStatus)));
            }}
          />
          <DynamicTable<FormSummary>
            label="Forms"
            columns={COLUMNS}
            rows={list.data?.forms ?? []}
            rowKey={(form) => form.id}
            rowLabel={(form) => form.name}
            total={list.data?.count ?? 0}
            page={page}
            rowsPerPage={FORM_LIMITS.listPageSize}
            onPageChange={setPage}
            loading={list.isPending}
            search={search}
            onSearchChange={(text) => {
              setPage(1);
              setSearch(text);
            }}
            searchPlaceholder="Search forms..."
            emptyText="No forms match."
            onRowClick={(form) => navigate(to(`forms/${form.id}`))}
            renderListItem={(form) => (
              <Box>
                <FormNameCell form={form} />
                <Typography variant="body2" color="text.secondary">
                  {[`v${form.current_version}`, form.description].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
            )}
          />
        </>
      )}
    </>
  );
}
