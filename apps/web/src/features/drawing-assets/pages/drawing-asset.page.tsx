import { DRAWING_ASSET_MESSAGES } from '@fieldbook/domain/drawing-assets/drawing-assets.constants';
import { formatDate } from '@fieldbook/domain/format/en-au';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useSnackbar } from '../../../components/notices';
import { PageHeader } from '../../../components/page-header';
import { usePortalPath } from '../../../lib/portal-path';
import { type DrawingAsset, useDrawingAsset, useToggleDrawingAssetArchive } from '../api/drawing-assets-api';
import { PinToggle } from '../components/pin-toggle';

function AssetView({ asset }: { asset: DrawingAsset }) {
  const to = usePortalPath();
  const archive = useToggleDrawingAssetArchive();
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    document.title = `${asset.name} · Drawing Assets · Fieldbook`;
  }, [asset.name]);
  const details = [
    ['Category', asset.category ?? '—'],
    ['Type', asset.kind],
    ['Size', `${asset.width} × ${asset.height}`],
    ['Placed at', `${asset.placed_width} × ${asset.placed_height}`],
    ['Added', formatDate(asset.created_at)],
  ];
  return (
    <>
      <PageHeader
        title={asset.name}
        subtitle={[asset.category, asset.kind].filter(Boolean).join(' · ')}
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            {asset.is_pinned && <Chip size="small" color="primary" label="Pinned" />}
            {asset.archived && <Chip size="small" label="Archived" />}
            <PinToggle asset={asset} />
            <Button
              onClick={async () => {
                const saved = await archive.mutateAsync(asset.id);
                enqueueSnackbar(saved.archived ? DRAWING_ASSET_MESSAGES.archived : DRAWING_ASSET_MESSAGES.restored, {
                  variant: 'success',
                });
              }}
              disabled={archive.isPending}
            >
              {asset.archived ? 'Restore' : 'Archive'}
            </Button>
            <Button
              variant="contained"
              startIcon={<Edit />}
              component={RouterLink}
              to={to(`settings/drawingAssets/${asset.id}/edit`)}
            >
              Edit
            </Button>
          </Box>
        }
      />
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 2, bgcolor: 'grey.50' }}>
          <Box
            component="img"
            src={asset.signed_url}
            alt={asset.name}
            sx={{ display: 'block', maxWidth: 320, maxHeight: 320, width: asset.width, height: 'auto' }}
          />
        </Paper>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
          {details.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </>
  );
}

/** settings/drawingAssets/{id}: one asset with its image, pin, archive and edit. */
export function DrawingAssetPage() {
  const id = Number(useParams().id);
  const asset = useDrawingAsset(Number.isInteger(id) ? id : 0);
  if (!Number.isInteger(id) || id <= 0 || asset.isError) {
    return <Alert severity="error">{DRAWING_ASSET_MESSAGES.notFound}</Alert>;
  }
  if (!asset.data) return <CircularProgress aria-label="Loading drawing asset" />;
  return <AssetView asset={asset.data} />;
}
