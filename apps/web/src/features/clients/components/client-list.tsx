import { CLIENT_LIMITS } from '@fieldbook/domain/clients/clients.constants';
import type { ClientSearchPayload } from '@fieldbook/domain/clients/clients.payloads';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DynamicTable, type DynamicTableColumn, type SortState } from '../../../components/dynamic-table';
import type { ClientSummary } from '../api/client-types';
import { ClientAvatar } from './client-avatar';

export interface ClientListState {
  search: string;
  page: number;
  sort: SortState;
  archived: boolean;
}

const NameCell = ({ client }: { client: ClientSummary }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
    <ClientAvatar initials={client.initials} image={client.image?.signed_thumbnail_url} size={32} />
    <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
      {client.display_name}
    </Typography>
  </Box>
);

const phoneOf = (client: ClientSummary) => client.phones?.[0]?.full_phone ?? '';
const emailOf = (client: ClientSummary) => client.emails?.[0]?.email_address ?? '';
const suburbOf = (client: ClientSummary) => client.addresses?.[0]?.locality ?? '';

const COLUMNS: readonly DynamicTableColumn<ClientSummary>[] = [
  { key: 'display_name', label: 'Name', sortable: true, render: (client) => <NameCell client={client} /> },
  { key: 'reference_id', label: 'Reference', sortable: true, width: 120 },
  { key: 'phone', label: 'Phone', render: phoneOf },
  { key: 'email', label: 'Email', render: emailOf },
  { key: 'suburb', label: 'Suburb', render: suburbOf },
];

function ListItem({ client }: { client: ClientSummary }) {
  const details = [phoneOf(client), emailOf(client), suburbOf(client)].filter(Boolean).join(' · ');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <ClientAvatar initials={client.initials} image={client.image?.signed_thumbnail_url} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body1" noWrap>
          {client.display_name}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            #{client.reference_id}
          </Typography>
        </Typography>
        {details && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {details}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

interface ClientListProps {
  state: ClientListState;
  onChange: (patch: Partial<ClientListState>) => void;
  result: ClientSearchPayload | undefined;
  loading: boolean;
  onOpen: (client: ClientSummary) => void;
  actions: ReactNode;
}

/** The clients table: server paging (25 rows), sorting, search (900 ms) and the Archived filter chip. */
export function ClientList({ state, onChange, result, loading, onOpen, actions }: ClientListProps) {
  return (
    <DynamicTable<ClientSummary>
      label={state.archived ? 'Archived clients' : 'Clients'}
      columns={COLUMNS}
      rows={result?.clients ?? []}
      rowKey={(client) => client.id}
      rowLabel={(client) => client.display_name}
      total={result?.total ?? 0}
      page={state.page}
      rowsPerPage={CLIENT_LIMITS.searchPageSize}
      onPageChange={(page) => onChange({ page })}
      loading={loading}
      sort={state.sort}
      onSortChange={(sort) => onChange({ sort, page: 1 })}
      search={state.search}
      onSearchChange={(search) => onChange({ search, page: 1 })}
      searchPlaceholder="Search clients..."
      searchDebounceMs={CLIENT_LIMITS.searchDebounceMs}
      filters={[{ key: 'archived', label: 'Archived', value: state.archived ? true : null }]}
      onRemoveFilter={() => onChange({ archived: false, page: 1 })}
      toolbarActions={actions}
      onRowClick={onOpen}
      renderListItem={(client) => <ListItem client={client} />}
    />
  );
}
