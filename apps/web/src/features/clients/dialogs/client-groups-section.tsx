import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { textField } from '../../../lib/form-fields';
import { EntryRow, FormSection, RemoveRowButton } from './client-form-parts';
import type { ClientFormValues } from './client-form-values';

/** Groups the client belongs to, each with the client's relationship in it. */
export function ClientGroupsSection() {
  const { control, register, formState } = useFormContext<ClientFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'groups' });
  const errors = formState.errors.groups;
  return (
    <FormSection
      title="Groups"
      action={
        <Button startIcon={<AddIcon />} onClick={() => append({ name: '', relationship: null })}>
          Add Group
        </Button>
      }
    >
      {fields.map((row, index) => (
        <EntryRow key={row.id} label={`Group ${index + 1} entry`}>
          <TextField
            label={`Group ${index + 1} name`}
            required
            {...textField(register(`groups.${index}.name`), errors?.[index]?.name)}
          />
          <TextField
            label={`Group ${index + 1} relationship`}
            {...textField(register(`groups.${index}.relationship`), errors?.[index]?.relationship)}
          />
          <RemoveRowButton label={`Remove group ${index + 1}`} onClick={() => remove(index)} />
        </EntryRow>
      ))}
    </FormSection>
  );
}
