import { MAX_PAGE_LINKS, pageCount, pageLinks } from '@fieldbook/domain/inputs/list.rules';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

export interface PageLinksProps {
  /** 1-based. */
  page: number;
  /** Rows in all; absent when only the page count is known (pages), and then no "x–y of n". */
  total?: number;
  pages?: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  /** At most this many numbered links (5 by default, platform section 9). */
  maxLinks?: number;
  disabled?: boolean;
}

/** "11–20 of 45", first/previous, at most 5 page numbers, next/last. Hidden for a single page. */
export function PageLinks({
  page,
  total,
  pages: knownPages,
  rowsPerPage,
  onPageChange,
  maxLinks = MAX_PAGE_LINKS,
  disabled,
}: PageLinksProps) {
  const pages = knownPages ?? pageCount(total ?? 0, rowsPerPage);
  const first = total === 0 ? 0 : (page - 1) * rowsPerPage + 1;
  const last = Math.min(total ?? 0, page * rowsPerPage);
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', py: 1 }}
    >
      {total !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {total === 0 ? '0 results' : `${first}–${last} of ${total}`}
        </Typography>
      )}
      {pages > 1 && (
        <Box component="nav" aria-label="Pagination" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IconButton
            aria-label="First page"
            disabled={disabled || page <= 1}
            onClick={() => onPageChange(1)}
            size="small"
          >
            <FirstPage fontSize="small" />
          </IconButton>
          <IconButton
            aria-label="Previous page"
            disabled={disabled || page <= 1}
            onClick={() => onPageChange(page - 1)}
            size="small"
          >
            <ChevronLeft fontSize="small" />
          </IconButton>
          {pageLinks(page, pages, maxLinks).map((link) => (
            <Button
              key={link}
              aria-label={`Page ${link}`}
              aria-current={link === page ? 'page' : undefined}
              variant={link === page ? 'contained' : 'text'}
              disabled={disabled}
              onClick={() => link !== page && onPageChange(link)}
              size="small"
              sx={{ minWidth: 36 }}
            >
              {link}
            </Button>
          ))}
          <IconButton
            aria-label="Next page"
            disabled={disabled || page >= pages}
            onClick={() => onPageChange(page + 1)}
            size="small"
          >
            <ChevronRight fontSize="small" />
          </IconButton>
          <IconButton
            aria-label="Last page"
            disabled={disabled || page >= pages}
            onClick={() => onPageChange(pages)}
            size="small"
          >
            <LastPage fontSize="small" />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
