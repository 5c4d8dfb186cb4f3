import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import type { TimezoneOption } from '../lib/session/load-user';
import { useSystemSettings } from '../lib/system/load-system-settings';

/** Default timezone filter of platform section 9. */
export const DEFAULT_TIMEZONE_FILTER = 'Australia';

function browserZones(): TimezoneOption[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return (supported ? supported('timeZone') : ['Australia/Melbourne']).map((zone) => ({ zone, diff_from_gmt: '' }));
}

function offsetLabel(diff: string | number): string {
  if (typeof diff === 'number') {
    const sign = diff < 0 ? '-' : '+';
    const minutes = Math.abs(diff) < 24 ? Math.abs(diff) * 60 : Math.abs(diff);
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
    const mm = String(Math.round(minutes % 60)).padStart(2, '0');
    return `GMT${sign}${hh}:${mm}`;
  }
  return diff;
}

export function timezoneLabel(option: TimezoneOption): string {
  const offset = offsetLabel(option.diff_from_gmt);
  return offset ? `${option.zone} (${offset})` : option.zone;
}

export function filterTimezones(options: readonly TimezoneOption[], showAll: boolean): TimezoneOption[] {
  return showAll ? [...options] : options.filter((option) => option.zone.includes(DEFAULT_TIMEZONE_FILTER));
}

interface TimezoneFieldProps {
  value: string | null;
  onChange: (zone: string | null) => void;
  onBlur?: () => void;
  label?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/** Timezone picker; lists zones containing "Australia" unless "Show All Timezones" is ticked. */
export function TimezoneField({
  value,
  onChange,
  onBlur,
  label = 'Timezone',
  error,
  required,
  disabled,
}: TimezoneFieldProps) {
  const settings = useSystemSettings();
  const all = useMemo(
    () => (settings.timezones.length > 0 ? settings.timezones : browserZones()),
    [settings.timezones],
  );
  const [showAll, setShowAll] = useState(() => Boolean(value && !value.includes(DEFAULT_TIMEZONE_FILTER)));
  const options = useMemo(() => filterTimezones(all, showAll), [all, showAll]);
  const selected = all.find((option) => option.zone === value) ?? (value ? { zone: value, diff_from_gmt: '' } : null);

  return (
    <Box>
      <Autocomplete
        options={options}
        value={selected}
        disabled={disabled}
        onChange={(_event, option) => onChange(option?.zone ?? null)}
        onBlur={onBlur}
        getOptionLabel={timezoneLabel}
        isOptionEqualToValue={(option, current) => option.zone === current.zone}
        noOptionsText="No results to display"
        renderInput={(params) => (
          <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error} />
        )}
      />
      <FormControlLabel
        control={<Checkbox checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />}
        label="Show All Timezones"
        disabled={disabled}
      />
    </Box>
  );
}
