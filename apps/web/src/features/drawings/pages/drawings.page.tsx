import { DRAWING_PAGE_SIZE } from '@fieldbook/domain/drawings/drawings.constants';
import { formatDate } from '@fieldbook/domain/format/en-au';
import Add from '@mui/icons-material/Add';
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
import { useCan } from '../../../lib/session/load-user';
import type { DrawingSummary } from '../api/drawing-types';
import { useDrawingsList } from '../api/drawings-api';

function DrawingCard({ drawing }: { drawing: DrawingSummary }) {
  const to = usePortalPath();
  return (
    <ThumbnailCard
      to={to(`drawings/${drawing.id}`)}
      image={drawing.signed_thumbnail_url}
      imageHeight={160}
      title={drawing.title}
      badge={drawing.archived && <Chip size="small" label="Archived" />}
      details={[drawing.reference_id, drawing.client_name, formatDate(drawing.created_at)].filter(Boolean).join(' · ')}
    />
  );
}

/** drawings: the company's drawings as thumbnails, searched by title or reference, a page at a time. */
export function DrawingsPage() {
  const to = usePortalPath();
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const [page, setPage] = useState(1);
  const canManage = useCan('canManageDrawings');
  const list = useDrawingsList({ search, archived, page });
  useEffect(() => {
    document.title = 'Drawings · Fieldbook';
  }, []);
  const drawings = list.data?.drawings ?? [];
  const pages = Math.ceil((list.data?.total ?? 0) / DRAWING_PAGE_SIZE);
  const add = canManage && (
    <Button variant="contained" startIcon={<Add />} component={RouterLink} to={to('drawings/add')}>
      Add Drawing
    </Button>
  );

  return (
    <>
      <PageHeader title="Drawings" actions={add} />
      <SearchArchivedBar
        search={search}
        placeholder="Search by title or reference..."
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
      {list.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label="Loading drawings" />}
      {list.isSuccess && drawings.length === 0 ? (
        <EmptyState
          title={
            search.trim() ? 'No drawings match your search' : archived ? 'No archived drawings' : 'No drawings yet'
          }
          action={!search.trim() && !archived && add}
        >
          {!search.trim() && !archived && 'Sketch a site plan, a meter box or a pipe run, with measurements.'}
        </EmptyState>
      ) : (
        <ThumbnailGrid label={archived ? 'Archived drawings' : 'Drawings'} minWidth={220}>
          {drawings.map((drawing) => (
            <DrawingCard key={drawing.id} drawing={drawing} />
          ))}
        </ThumbnailGrid>
      )}
      <ListPages pages={pages} page={page} onChange={setPage} />
    </>
  );
}
