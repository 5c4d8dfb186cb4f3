import {
  DRAWING_ASSET_PAGE_SIZE,
  DRAWING_ASSETS_PIN_LIMIT,
} from '@fieldbook/domain/drawing-assets/drawing-assets.constants';
import Add from '@mui/icons-material/Add';
import Collections from '@mui/icons-material/Collections';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { SearchArchivedBar } from '../../../components/search-archived-bar';
import { ListPages, ThumbnailCard, ThumbnailGrid } from '../../../components/thumbnail-grid';
import { usePortalPath } from '../../../lib/portal-path';
import { type DrawingAsset, useDrawingAssets } from '../api/drawing-assets-api';
import { PinToggle } from '../components/pin-toggle';

function AssetCard({ asset }: { asset: DrawingAsset }) {
  const to = usePortalPath();
  return (
    <ThumbnailCard
      to={to(`settings/drawingAssets/${asset.id}`)}
      image={asset.signed_url}
      imageHeight={120}
      title={asset.name}
      details={[asset.category, asset.kind].filter(Boolean).join(' · ')}
      actions={
        <>
          {asset.is_pinned && <Chip size="small" color="primary" label="Pinned" />}
          {asset.archived && <Chip size="small" label="Archived" />}
          <Box sx={{ flex: 1 }} />
          <PinToggle asset={asset} />
        </>
      }
    />
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
        <ThumbnailGrid label={archived ? 'Archived drawing assets' : 'Drawing assets'} minWidth={180}>
          {assets.map((asset) => (
            <AssetCard key={asset.id} asset={asset} />
          ))}
        </ThumbnailGrid>
      )}
      <ListPages pages={pages} page={page} onChange={setPage} />
    </>
  );
}
