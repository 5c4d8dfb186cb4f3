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
          return (
            <ButtonBase
              key={tile.type}
              aria-pressed={selected}
              aria-label={`${label}: ${tile.count}`}
              onClick={() => onToggle(tile.type)}
              sx={{
                p: 1,
                borderRadius: 1,
                border: 1,
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? 'action.selected' : 'transparent',
                opacity: selected ? 1 : 0.6,
                flexDirection: 'column',
                alignItems: 'flex-start',
                textAlign: 'left',
              }}
            >
              <Typography variant="h6" component="span">
                {tile.count}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {label}
              </Typography>
              {tile.total !== undefined && <Typography variant="caption">{formatTileTotal(tile.total)}</Typography>}
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
