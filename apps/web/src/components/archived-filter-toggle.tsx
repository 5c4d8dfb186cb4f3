import ToggleButton from '@mui/material/ToggleButton';

/** A list's "Archived" filter: shows the archived records instead of the active ones. */
export function ArchivedFilterToggle({ archived, onToggle }: { archived: boolean; onToggle: () => void }) {
  return (
    <ToggleButton value="archived" size="small" selected={archived} onChange={onToggle}>
      Archived
    </ToggleButton>
  );
}
