import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type LicenceTypeOption, useLicenceTypeOptions } from '../../licences/index';

export interface RequiredLicencesFieldProps {
  /** The licence type ids required. */
  value: number[];
  onChange: (ids: number[]) => void;
  /** The names of those already required (an archived type is not in the list to pick from). */
  known: { id: number; name: string }[];
  error?: string | undefined;
}

/** "Required licences": the licence types staff on a job of this type should hold (issue 37). */
export function RequiredLicencesField({ value, onChange, known, error }: RequiredLicencesFieldProps) {
  const types = useLicenceTypeOptions();
  const options: Pick<LicenceTypeOption, 'id' | 'name'>[] = [
    ...(types.data ?? []),
    ...known.filter((type) => !types.data?.some((live) => live.id === type.id)),
  ];
  return (
    <Autocomplete
      multiple
      options={options}
      loading={types.isPending}
      value={options.filter((option) => value.includes(option.id))}
      onChange={(_event, picked) => onChange(picked.map((type) => type.id))}
      getOptionLabel={(type) => type.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Required licences"
          error={Boolean(error)}
          helperText={error ?? 'Staff without each of these, valid on the job’s date, are flagged or refused.'}
        />
      )}
    />
  );
}
