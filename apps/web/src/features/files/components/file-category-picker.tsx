import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFileCategories } from '../api/get-file-categories';
import { ALL_FILES_CATEGORY } from '../api/search-files';

const HOME = 'home';

export interface FileCategoryPickerProps {
  /** null: Home; -1: All Files. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** Adds the "All Files" entry (id -1). */
  allowAll?: boolean;
  label?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/** File category select with the fixed "Home" entry (id null) and an optional "All Files" (id -1). */
export function FileCategoryPicker({
  value,
  onChange,
  allowAll = false,
  label = 'Category',
  disabled,
  size = 'small',
}: FileCategoryPickerProps) {
  const categories = useFileCategories();
  const selected = value === null ? HOME : String(value);
  const known =
    selected === HOME ||
    (allowAll && value === ALL_FILES_CATEGORY) ||
    (categories.data ?? []).some((category) => String(category.id) === selected);
  return (
    <TextField
      select
      size={size}
      label={label}
      value={known ? selected : HOME}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === HOME ? null : Number(event.target.value))}
      sx={{ minWidth: 160 }}
    >
      {allowAll && <MenuItem value={String(ALL_FILES_CATEGORY)}>All Files</MenuItem>}
      <MenuItem value={HOME}>Home</MenuItem>
      {(categories.data ?? []).map((category) => (
        <MenuItem key={category.id} value={String(category.id)}>
          {category.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
