import { formatDate } from '@fieldbook/domain/format/en-au';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePortalPath } from '../../../lib/portal-path';
import { useCan } from '../../../lib/session/load-user';
import { useDrawing, useToggleDrawingArchive } from '../api/drawings-api';

/** drawings/{id}: the drawing's PNG and title, with Edit and Archive for those who manage drawings. */
export function DrawingPage() {
  const id = Number(useParams().id);
  const to = usePortalPath();
  const canManage = useCan('canManageDrawings');
  const drawing = useDrawing(Number.isInteger(id) ? id : 0);
  const toggle = useToggleDrawingArchive();
  const data = drawing.data;
  useEffect(() => {
    if (data) document.title = `${data.title} · Drawings · Fieldbook`;
  }, [data]);

  if (!Number.isInteger(id) || id <= 0 || drawing.isError) return <Alert severity="error">Drawing not found</Alert>;
  if (!data) return <CircularProgress aria-label="Loading drawing" />;
  return (
    <>
      <PageHeader
        title={data.title}
        subtitle={[data.reference_id, data.client_name, formatDate(data.created_at)].filter(Boolean).join(' · ')}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button startIcon={<ArrowBack />} component={RouterLink} to={to('drawings')}>
              Drawings
            </Button>
            {canManage && (
              <Button variant="outlined" disabled={toggle.isPending} onClick={() => toggle.mutate(data.id)}>
                {data.archived ? 'Restore' : 'Archive'}
              </Button>
            )}
            {canManage && data.can_edit && (
              <Button
                variant="contained"
                startIcon={<Edit />}
                component={RouterLink}
                to={to(`drawings/${data.id}/edit`)}
              >
                Edit
              </Button>
            )}
          </Box>
        }
      />
      {data.archived && <Chip label="Archived" sx={{ mb: 2 }} />}
      <Paper variant="outlined" sx={{ p: 1, display: 'flex', justifyContent: 'center', bgcolor: 'grey.50' }}>
        <Box
          component="img"
          src={data.signed_thumbnail_url}
          alt={data.title}
          sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain', bgcolor: data.document.background }}
        />
      </Paper>
    </>
  );
}
