import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { usePermissions } from '../../../lib/session/load-user';
import type { TimelineTile } from '../api/timeline-types';
import { TimelineFiltersCard } from './timeline-filters-card';
import { tileAllowed } from './timeline-tile-types';
import { TimelineTiles } from './timeline-tiles';
import type { TimelineFilterControls } from './use-timeline-filters';

interface TimelineSidebarProps {
  filters: TimelineFilterControls;
  tiles: readonly TimelineTile[];
  hasCollated: boolean;
  serverRangeError?: string;
}

/** The left column: type tiles, the search box and the filters card. */
export function TimelineSidebar({ filters, tiles, hasCollated, serverRangeError }: TimelineSidebarProps) {
  const permissions = usePermissions();
  const visible = tiles.filter((tile) => tileAllowed(tile.type, permissions));
  const types = visible.map((tile) => tile.type);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TimelineTiles
        tiles={visible}
        selection={filters.selection}
        onToggle={(type) => filters.toggleTile(type, types)}
        onSelectAll={filters.selectAllTiles}
      />
      <TextField
        size="small"
        type="search"
        label="Search"
        placeholder="Search Entries..."
        value={filters.searchText}
        onChange={(event) => filters.setSearch(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && filters.flushSearch()}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TimelineFiltersCard filters={filters} hasCollated={hasCollated} serverRangeError={serverRangeError} />
    </Box>
  );
}
