import {
  DRAWING_ASSET_PAGE_SIZE,
  DRAWING_ASSETS_PIN_LIMIT,
} from '@fieldbook/domain/drawing-assets/drawing-assets.constants';
import Add from '@mui/icons-material/Add';
import Collections from '@mui/icons-material/Collections';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { SearchArchivedBar } from '../../../components/search-archived-bar';
import { usePortalPath } from '../../../lib/portal-path';
import { type DrawingAsset, useDrawingAssets } from '../api/drawing-assets-api';
import { PinToggle } from '../components/pin-toggle';

function AssetCard({ asset }: { asset: DrawingAsset }) {
  const to = usePortalPath();
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={to(`settings/drawingAssets/${asset.id}`)}>
        <CardMedia
          component="img"
          image={asset.signed_url}
          alt=""
          loading="lazy"
          sx={{ height: 120, objectFit: 'contain', p: 1, bgcolor: 'grey.50', borderBottom: 1, borderColor: 'divider' }}
        />
        <CardContent sx={{ py: 1 }}>
          <Typography variant="subtitle1" noWrap>
            {asset.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {[asset.category, asset.kind].filter(Boolean).join(' · ')}
          </Typography>
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ mt: 'auto', pt: 0 }}>
        {asset.is_pinned && <Chip size="small" color="primary" label="Pinned" />}
        {asset.archived && <Chip size="small" label="Archived" />}
        <Box sx={{ flex: 1 }} />
        <PinToggle asset={asset} />
      </CardActions>
    </Card>
  );
}

/** settings/drawingAssets: the company's drawing assets (canManageDrawingAssets), pinned first. */
export function DrawingAssetsPage() {
  const to = usePortalPath();
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const [page, setPage] = useState(1);
  const list = useDrawingAssets({ search, archived, page });
  useEffect(() => {
    document.title = 'Drawing Assets · Fieldbook';
  }, []);
  const assets = list.data?.assets ?? [];
  const pages = Math.ceil((list.data?.total ?? 0) / DRAWING_ASSET_PAGE_SIZE);
  const filtered = search.trim() !== '' || archived;
  const add = (
    <Button variant="contained" startIcon={<Add />} component={RouterLink} to={to('settings/drawingAssets/add')}>
      Add Asset
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Drawing Assets"
        subtitle={`Symbols and images to place on drawings. Pin up to ${DRAWING_ASSETS_PIN_LIMIT} to show them first in the editor.`}
        actions={
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button startIcon={<Collections />} component={RouterLink} to={to('settings/drawingAssets/prefills')}>
              Ready-made Assets
            </Button>
            {add}
          </Box>
        }
      />
      <SearchArchivedBar
        search={search}
        placeholder="Search by name or category..."
        archived={archived}
        onSearchChange={(text) => {
          setPage(1);
          setSearch(text);
        }}
        onArchivedToggle={() => {
          setPage(1);
          setArchived((on) => !on);
        }}
      />
      {list.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label="Loading drawing assets" />}
      {list.isSuccess && assets.length === 0 ? (
        <EmptyState
          title={
            search.trim() ? 'No assets match your search' : archived ? 'No archived assets' : 'No drawing assets yet'
          }
          action={!filtered && add}
        >
          {!filtered && 'Upload an SVG or PNG symbol, or add one of the ready-made ones.'}
        </EmptyState>
      ) : (
        <Box
          component="ul"
          aria-label={archived ? 'Archived drawing assets' : 'Drawing assets'}
          sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
        >
          {assets.map((asset) => (
            <AssetCard key={asset.id} asset={asset} />
          ))}
        </Box>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} />
        </Box>
      )}
    </>
  );
}
