import { DRAWING_ASSET_MESSAGES } from '@fieldbook/domain/drawing-assets/drawing-assets.constants';
import type { DrawingAssetPrefill } from '@fieldbook/domain/drawing-assets/drawing-assets.schemas';
import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSnackbar } from '../../../components/notices';
import { PageHeader } from '../../../components/page-header';
import { usePortalPath } from '../../../lib/portal-path';
import { useAddDrawingAssetPrefill, useDrawingAssetPrefills } from '../api/drawing-assets-api';

const dataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function PrefillCard({ prefill }: { prefill: DrawingAssetPrefill }) {
  const add = useAddDrawingAssetPrefill();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardMedia
        component="img"
        image={dataUrl(prefill.svg)}
        alt=""
        sx={{ height: 96, objectFit: 'contain', p: 1, bgcolor: 'grey.50' }}
      />
      <CardContent sx={{ py: 1 }}>
        <Typography variant="subtitle1">{prefill.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {prefill.category}
        </Typography>
      </CardContent>
      <CardActions>
        {prefill.added ? (
          <Button size="small" disabled startIcon={<Check />}>
            Added
          </Button>
        ) : (
          <Button
            size="small"
            aria-label={`Add ${prefill.name}`}
            disabled={add.isPending}
            onClick={async () => {
              await add.mutateAsync(prefill.key);
              enqueueSnackbar(DRAWING_ASSET_MESSAGES.added, { variant: 'success' });
            }}
          >
            Add
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/** settings/drawingAssets/prefills: the ready-made symbols a company adds to its own assets. */
export function DrawingAssetPrefillsPage() {
  const to = usePortalPath();
  const prefills = useDrawingAssetPrefills();
  useEffect(() => {
    document.title = 'Ready-made Assets · Fieldbook';
  }, []);
  return (
    <>
      <PageHeader
        title="Ready-made Assets"
        subtitle="Common plumbing, pest control and site plan symbols. Add one to use it in your drawings."
        actions={
          <Button component={RouterLink} to={to('settings/drawingAssets')}>
            Back to Drawing Assets
          </Button>
        }
      />
      {prefills.isPending ? (
        <Skeleton height={160} role="progressbar" aria-label="Loading ready-made assets" />
      ) : (
        <Box
          component="ul"
          aria-label="Ready-made assets"
          sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}
        >
          {(prefills.data ?? []).map((prefill) => (
            <PrefillCard key={prefill.key} prefill={prefill} />
          ))}
        </Box>
      )}
    </>
  );
}
