import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A grid of picture cards (drawings, drawing assets) as a named list. */
export function ThumbnailGrid({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}px, 1fr))` }}
    >
      {children}
    </Box>
  );
}

/** One card of a ThumbnailGrid: its picture and text open `to`; `actions` sit below, outside the link. */
export function ThumbnailCard({
  to,
  image,
  imageHeight,
  title,
  badge,
  details,
  actions,
}: {
  to: string;
  image: string;
  imageHeight: number;
  title: string;
  /** Beside the title (an Archived chip). */
  badge?: ReactNode;
  details: string;
  actions?: ReactNode;
}) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={to}>
        <CardMedia
          component="img"
          image={image}
          alt=""
          loading="lazy"
          sx={{
            height: imageHeight,
            objectFit: 'contain',
            p: 1,
            bgcolor: 'grey.50',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        />
        <CardContent sx={{ py: 1.5 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Typography variant="subtitle1" noWrap sx={{ flex: 1 }}>
              {title}
            </Typography>
            {badge}
          </Box>
          <Typography variant="body2" color="text.secondary" noWrap>
            {details}
          </Typography>
        </CardContent>
      </CardActionArea>
      {actions && <CardActions sx={{ mt: 'auto', pt: 0 }}>{actions}</CardActions>}
    </Card>
  );
}

/** Page numbers under a list, when it has more than one page. */
export function ListPages({
  pages,
  page,
  onChange,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination count={pages} page={page} onChange={(_event, next) => onChange(next)} />
    </Box>
  );
}
