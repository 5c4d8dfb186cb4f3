import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useCan } from '../../../lib/session/load-user';
import { useExportClients } from '../api/export-clients';

/** "Export CSV" for the client list; renders nothing without canExportClients. */
export function ExportClientsButton({ archived = false }: { archived?: boolean }) {
  const allowed = useCan('canExportClients');
  const exporting = useExportClients();
  if (!allowed) return null;
  return (
    <Button
      variant="outlined"
      startIcon={exporting.isPending ? <CircularProgress size={16} /> : <FileDownload />}
      disabled={exporting.isPending}
      onClick={() => exporting.mutate({ archived })}
    >
      Export CSV
    </Button>
  );
}
