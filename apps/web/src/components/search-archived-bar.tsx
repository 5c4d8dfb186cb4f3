import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ArchivedFilterToggle } from './archived-filter-toggle';

/** A list's search box (filtering as typed) and its archived toggle, as the drawings and asset lists show them. */
export function SearchArchivedBar({
  search,
  placeholder,
  archived,
  onSearchChange,
  onArchivedToggle,
}: {
  search: string;
  placeholder: string;
  archived: boolean;
  onSearchChange: (text: string) => void;
  onArchivedToggle: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        type="search"
        label="Search"
        placeholder={placeholder}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        sx={{ minWidth: 260, flex: '0 1 360px' }}
      />
      <ArchivedFilterToggle archived={archived} onToggle={onArchivedToggle} />
    </Box>
  );
}
