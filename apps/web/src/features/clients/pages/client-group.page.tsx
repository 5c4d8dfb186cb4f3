import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { usePortalPath } from '../../../lib/portal-path';
import { readFailed } from '../../../lib/read-failed';
import { useClientGroup } from '../api/get-client-group';
import { ClientAvatar } from '../components/client-avatar';

/** clients/groups/:id — a group's name and its clients with their relationship. */
export function ClientGroupPage() {
  const id = Number(useParams().id);
  const group = useClientGroup(id);
  const to = usePortalPath();
  useEffect(() => {
    document.title = `${group.data?.name ?? 'Client Group'} · Fieldbook`;
  }, [group.data?.name]);

  if (group.isPending) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }} role="progressbar" aria-label="Loading group" aria-busy>
        <Skeleton height={48} />
        <Skeleton height={48} />
      </Paper>
    );
  }
  if (readFailed(group) || !group.data) return <Alert severity="error">{group.error?.message}</Alert>;
  return (
    <>
      <PageHeader title={group.data.name} subtitle="Client group" />
      <Paper variant="outlined">
        {group.data.clients.length === 0 ? (
          <EmptyState title="No results to display" />
        ) : (
          <List aria-label={`Clients in ${group.data.name}`}>
            {group.data.clients.map((client) => (
              <ListItem key={client.id} divider>
                <ListItemAvatar>
                  <ClientAvatar initials={client.initials} />
                </ListItemAvatar>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={to(`clients/${client.id}`)}>
                      {client.display_name}
                    </Link>
                  }
                  secondary={client.pivot.relationship ?? 'No relationship set'}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </>
  );
}
