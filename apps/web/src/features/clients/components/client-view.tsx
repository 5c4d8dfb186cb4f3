import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useId, useState } from 'react';
import { RecordToolbar, RecordViewError, RecordViewLoading } from '../../../components/record-view-parts';
import { readFailed } from '../../../lib/read-failed';
import { usePermissions } from '../../../lib/session/load-user';
import { AccountingSyncCard } from '../../accounting/index';
import { TimelinePanel } from '../../timeline/index';
import { clientTimelineOwner } from '../api/client-timeline-owner';
import { useClient } from '../api/get-client';
import { ClientAvatar } from './client-avatar';
import { ClientDetails } from './client-details';
import { ClientQuickActions } from './client-quick-actions';
import { ClientViewActions } from './client-view-actions';
import { useClientChannel } from './use-client-channel';

export interface ClientViewProps {
  clientId: number;
  /** Extra header controls (a dialog's close button). */
  headerEnd?: ReactNode;
  /** Heading level of the client's name; 2 inside a page, 1 on the client page. */
  headingLevel?: 1 | 2;
}

type TabKey = 'details' | 'timeline';

/** A client: toolbar (name, reference, Archived/Read-only), actions, and the Details and Activity Timeline tabs. */
export function ClientView({ clientId, headerEnd, headingLevel = 2 }: ClientViewProps) {
  const query = useClient(clientId);
  // Another staff member's changes reload the record in place.
  useClientChannel(query.data ? clientId : null);
  const permissions = usePermissions();
  const [tab, setTab] = useState<TabKey>('details');
  const tabsId = useId();
  const showTimeline = ['canAccessClients', 'canAccessInvoicing', 'canAccessReports'].some((p) => permissions.has(p));

  if (query.isPending) return <RecordViewLoading label="Loading client" />;
  if (readFailed(query) || !query.data)
    return <RecordViewError message={query.error?.message ?? ''} headerEnd={headerEnd} />;
  const client = query.data;
  const current: TabKey = showTimeline ? tab : 'details';
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <RecordToolbar
        kind="client"
        title={client.display_name}
        details={`Ref #${client.reference_id}`}
        avatar={<ClientAvatar initials={client.initials} image={client.image?.signed_thumbnail_url} size={48} />}
        archived={client.archived}
        readOnly={client.archived}
        headingLevel={headingLevel}
        headerEnd={headerEnd}
      />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <ClientViewActions client={client} />
        <ClientQuickActions clientId={client.id} disabled={client.archived} />
        <Tabs value={current} onChange={(_event, next: TabKey) => setTab(next)} aria-label="Client sections">
          <Tab value="details" label="Details" id={`${tabsId}-details`} aria-controls={`${tabsId}-details-panel`} />
          {showTimeline && (
            <Tab
              value="timeline"
              label="Activity Timeline"
              id={`${tabsId}-timeline`}
              aria-controls={`${tabsId}-timeline-panel`}
            />
          )}
        </Tabs>
        <Box role="tabpanel" id={`${tabsId}-${current}-panel`} aria-labelledby={`${tabsId}-${current}`}>
          {current === 'details' ? (
            <>
              <ClientDetails client={client} />
              <AccountingSyncCard recordType="client" id={client.id} sx={{ m: 2, mt: 0 }} />
            </>
          ) : (
            <TimelinePanel
              owner={clientTimelineOwner(client.id)}
              // Notes need canAccessClients; an archived client is read-only.
              readOnly={permissions.has('canAccessClients') && !client.archived ? false : 'add'}
            />
          )}
        </Box>
      </Box>
    </Paper>
  );
}
