import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { TimelineTile } from '../api/timeline-types';
import { formatTileTotal, tileLabel } from './timeline-tile-types';

interface TimelineTilesProps {
  tiles: readonly TimelineTile[];
  /** null: every tile selected. */
  selection: ReadonlySet<string> | null;
  onToggle: (type: string) => void;
  onSelectAll: () => void;
}

/** One toggle tile per entry type with its count; selected tiles filter the entries. */
export function TimelineTiles({ tiles, selection, onToggle, onSelectAll }: TimelineTilesProps) {
  if (tiles.length === 0) return null;
  return (
    <Box component="section" aria-label="Entry types" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}>
        {tiles.map((tile) => {
          const selected = selection === null || selection.has(tile.type);
          const label = tileLabel(tile.type);
          const total = tile.total === undefined ? undefined : formatTileTotal(tile.total);
          return (
            <ButtonBase
              key={tile.type}
              aria-pressed={selected}
              // The visible text in its order (spaced in the DOM too): a name that differs from it fails WCAG 2.5.3.
              aria-label={[tile.count, label, total].filter((part) => part !== undefined).join(' ')}
              onClick={() => onToggle(tile.type)}
              sx={{
                p: 1,
                borderRadius: 1,
                border: 1,
                // Unselected differs by border and background, not by fading (faded text fails contrast).
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? 'action.selected' : 'transparent',
                flexDirection: 'column',
                alignItems: 'flex-start',
                textAlign: 'left',
              }}
            >
              <Typography variant="h6" component="span">
                {tile.count}
              </Typography>{' '}
              <Typography variant="caption" color="text.secondary">
                {label}
              </Typography>
              {total !== undefined && (
                <>
                  {' '}
                  <Typography variant="caption">{total}</Typography>
                </>
              )}
            </ButtonBase>
          );
        })}
      </Box>
      {selection !== null && (
        <Button size="small" onClick={onSelectAll} sx={{ alignSelf: 'flex-start' }}>
          Select All Tiles
        </Button>
      )}
    </Box>
  );
}
