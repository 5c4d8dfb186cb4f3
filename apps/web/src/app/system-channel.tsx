import { CHANNELS, REALTIME_EVENTS, type RealtimeMessage } from '@fieldbook/domain/realtime/realtime.constants';
import { APP_VERSION } from '@fieldbook/domain/system/system.constants';
import { isNewerVersion } from '@fieldbook/domain/system/system.rules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { type SnackbarKey, useSnackbar } from '../components/notices';
import { checkForUpdates } from '../features/system/index';
import { useChannel } from '../lib/realtime/use-channel';
import { pageReload } from '../lib/reload-page';
import { type Maintenance, type UserLoad, userLoadQueryKey } from '../lib/session/load-user';
import { UPDATE_AVAILABLE } from './dialogs/update-available.screen';

const UPDATE_NOTICE_KEY = 'update-available';

function RefreshButton() {
  return (
    <Button color="inherit" size="small" onClick={() => pageReload.reload()}>
      Refresh
    </Button>
  );
}

function TitledNotice({ title, body }: { title: string | null; body: string | null }) {
  return (
    <Box>
      {title && (
        <Typography component="p" variant="subtitle2">
          {title}
        </Typography>
      )}
      {body && (
        <Typography component="p" variant="body2">
          {body}
        </Typography>
      )}
    </Box>
  );
}

/**
 * A maintenance state as the server sent it, checked with the domain's schema; that and zod are fetched
 * with the first one, so a signed-in screen loads no zod for the channel.
 */
async function maintenanceOf(data: unknown): Promise<Maintenance | null> {
  const { maintenanceSchema } = await import('@fieldbook/domain/account/user-load.schemas');
  const state = maintenanceSchema.safeParse(data);
  return state.success ? state.data : null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/**
 * The System channel while signed in (platform spec: Real-time channels): maintenance changes and
 * system messages. ON and its end are the caller's (the maintenance screen); PENDING and OFF update the
 * loaded user's maintenance, which the app shell shows as a persistent notice; messages show as titled
 * notices. After a dropped connection comes back (a server restart, usually a new version) it asks
 * the server for its version and maintenance state, offering "Update Available" for a newer version.
 */
export function SystemChannel({
  enabled,
  onMaintenance,
}: {
  enabled: boolean;
  onMaintenance: (state: Maintenance) => void;
}) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const updateShown = useRef(false);

  const applyMaintenance = useCallback(
    (state: Maintenance) => {
      queryClient.setQueryData<UserLoad>(userLoadQueryKey, (load) => (load ? { ...load, maintenance: state } : load));
      onMaintenance(state);
    },
    [queryClient, onMaintenance],
  );

  const offerUpdate = useCallback(
    (version: string) => {
      if (updateShown.current || !isNewerVersion(version, APP_VERSION)) return;
      updateShown.current = true;
      enqueueSnackbar(
        <TitledNotice title={UPDATE_AVAILABLE} body={`Version ${version} is ready. Refresh to start using it.`} />,
        { key: UPDATE_NOTICE_KEY, variant: 'info', persist: true, action: () => <RefreshButton /> },
      );
    },
    [enqueueSnackbar],
  );

  const onMessage = (message: RealtimeMessage) => {
    if (message.event === REALTIME_EVENTS.maintenance) {
      maintenanceOf(message.data)
        .then((state) => state && applyMaintenance(state))
        .catch(() => undefined); // its chunk could not load: the next change tries again
      return;
    }
    if (message.event === REALTIME_EVENTS.message) {
      const data = (message.data ?? {}) as { title?: unknown; body?: unknown };
      const [title, body] = [text(data.title), text(data.body)];
      if (!title && !body) return;
      enqueueSnackbar(<TitledNotice title={title} body={body} />, {
        variant: 'info',
        persist: true,
        action: (key: SnackbarKey) => (
          <Button color="inherit" size="small" onClick={() => closeSnackbar(key)}>
            Dismiss
          </Button>
        ),
      });
    }
  };

  const onResync = () => {
    checkForUpdates()
      .then((result) => {
        offerUpdate(result.version);
        applyMaintenance(result.maintenance);
      })
      .catch(() => {
        // offline again: the next reconnect asks again
      });
  };

  useChannel(enabled ? CHANNELS.system : null, onMessage, onResync);
  return null;
}
