import Add from '@mui/icons-material/Add';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { SplitView } from '../../../components/split-view';
import { useMinWidth } from '../../../components/use-responsive';
import { useSearchClients } from '../api/search-clients';
import { ClientList, type ClientListState } from '../components/client-list';
import { ClientView } from '../components/client-view';
import { ExportClientsButton } from '../components/export-clients-button';
import { ClientFormDialog } from '../dialogs/client-form-dialog';

const INITIAL: ClientListState = {
  search: '',
  page: 1,
  sort: { key: 'display_name', direction: 'asc' },
  archived: false,
};

/** clients: the client list with the selected client beside it (or over it on mobile). */
export function ClientsPage() {
  const [state, setState] = useState(INITIAL);
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const compact = !useMinWidth(700);
  const selected = Number(params.get('client')) || null;
  const search = useSearchClients({
    filter: state.search,
    page: state.page,
    rows: 25,
    sort: state.sort.key as 'display_name' | 'reference_id',
    direction: state.sort.direction,
    archived: state.archived,
    with_phones: 'PRIMARY',
    with_emails: 'PRIMARY',
    with_addresses: 'PRIMARY',
  });
  useEffect(() => {
    document.title = 'Clients · Fieldbook';
  }, []);

  const select = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('client');
        else next.set('client', String(id));
        return next;
      },
      { replace: id === null },
    );
  const change = (patch: Partial<ClientListState>) => setState((current) => ({ ...current, ...patch }));
  const newClient = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
      New Client
    </Button>
  );
  const noClientsYet =
    search.isSuccess && !search.isPlaceholderData && search.data.total === 0 && !state.search && !state.archived;

  const actions = (
    <>
      <ToggleButton
        value="archived"
        size="small"
        selected={state.archived}
        onChange={() => change({ archived: !state.archived, page: 1 })}
        aria-label="Archived"
      >
        <Inventory2Outlined fontSize="small" />
        {!compact && <span style={{ marginLeft: 6 }}>Archived</span>}
      </ToggleButton>
      <ExportClientsButton archived={state.archived} />
    </>
  );

  return (
    <>
      <PageHeader title="Clients" actions={newClient} />
      <SplitView
        listLabel="Client list"
        viewLabel="Client"
        list={
          noClientsYet ? (
            <EmptyState
              title="No clients yet"
              action={
                <Button variant="outlined" startIcon={<Add />} onClick={() => setCreating(true)}>
                  Add Your First Client
                </Button>
              }
            >
              Add your first client to start booking work, quoting and invoicing.
            </EmptyState>
          ) : (
            <ClientList
              state={state}
              onChange={change}
              result={search.data}
              loading={search.isPending}
              onOpen={(client) => select(client.id)}
              actions={actions}
            />
          )
        }
        view={selected ? <ClientView key={selected} clientId={selected} /> : null}
        onBack={() => select(null)}
        placeholder={<EmptyState title="No client selected">Choose a client to see their details.</EmptyState>}
      />
      <ClientFormDialog open={creating} onClose={() => setCreating(false)} onSaved={(client) => select(client.id)} />
    </>
  );
}
