import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useUserLoad } from '../../../lib/session/load-user';
import type { FileRecord } from '../api/file-types';
import type { SearchFilesParams } from '../api/search-files';
import { FileCategoryPicker } from './file-category-picker';

export type FileTypeFilter = SearchFilesParams['type'];

export const TYPE_LABELS: Record<'ANY' | 'IMAGE' | 'DOCUMENT', string> = {
  ANY: 'Any Type',
  IMAGE: 'Images',
  DOCUMENT: 'Documents',
};

export function FileTypeSelect({
  value,
  onChange,
}: {
  value: FileTypeFilter;
  onChange: (next: FileTypeFilter) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="File Type"
      value={value ?? 'ANY'}
      onChange={(event) => onChange(event.target.value === 'ANY' ? null : (event.target.value as FileTypeFilter))}
      sx={{ minWidth: 140 }}
    >
      {Object.entries(TYPE_LABELS).map(([key, label]) => (
        <MenuItem key={key} value={key}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Creator filter (canManageFiles). There is no staff list call in the web app yet, so it offers the
 * signed-in user and the creators of the files on screen.
 */
export function FileCreatorSelect({
  value,
  onChange,
  files,
}: {
  value: number[];
  onChange: (next: number[]) => void;
  files: readonly FileRecord[];
}) {
  const me = useUserLoad().data?.details;
  const creators = new Map<number, string>();
  if (me) creators.set(me.id, me.name);
  for (const { user } of files) if (user && !creators.has(user.id)) creators.set(user.id, user.name);
  const selected = value[0];
  if (selected !== undefined && !creators.has(selected)) creators.set(selected, `Staff #${selected}`);
  return (
    <TextField
      select
      size="small"
      label="Creator"
      value={selected === undefined ? 'ANY' : String(selected)}
      onChange={(event) => onChange(event.target.value === 'ANY' ? [] : [Number(event.target.value)])}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="ANY">Anyone</MenuItem>
      {[...creators].map(([id, name]) => (
        <MenuItem key={id} value={String(id)}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export { FileCategoryPicker };
