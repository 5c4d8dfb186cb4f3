import { DRAWING_PAGE_SIZE } from '@fieldbook/domain/drawings/drawings.constants';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
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
import { formatDate } from '../../../lib/format';
import { usePortalPath } from '../../../lib/portal-path';
import { useCan } from '../../../lib/session/load-user';
import type { DrawingSummary } from '../api/drawing-types';
import { useDrawingsList } from '../api/drawings-api';

function DrawingCard({ drawing }: { drawing: DrawingSummary }) {
  const to = usePortalPath();
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={RouterLink} to={to(`drawings/${drawing.id}`)}>
        <CardMedia
          component="img"
          image={drawing.signed_thumbnail_url}
          alt=""
          loading="lazy"
          sx={{ height: 160, objectFit: 'contain', bgcolor: 'grey.50', borderBottom: 1, borderColor: 'divider' }}
        />
        <CardContent sx={{ py: 1.5 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Typography variant="subtitle1" noWrap sx={{ flex: 1 }}>
              {drawing.title}
            </Typography>
            {drawing.archived && <Chip size="small" label="Archived" />}
          </Box>
          <Typography variant="body2" color="text.secondary" noWrap>
            {[drawing.reference_id, drawing.client_name, formatDate(drawing.created_at)].filter(Boolean).join(' · ')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
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
        <Box
          component="ul"
          aria-label={archived ? 'Archived drawings' : 'Drawings'}
          sx={{
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          }}
        >
          {drawings.map((drawing) => (
            <DrawingCard key={drawing.id} drawing={drawing} />
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
