import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { applyServerErrors } from '../../../lib/form-errors';
import { textField } from '../../../lib/form-fields';
import type { Form, ReportTemplate } from '../api/forms-types';
import { useSaveTemplate } from '../api/report-templates-api';

interface TemplateValues {
  title: string;
  standard: string;
  form_version: number;
  master_version: string;
  minor_version: string;
  is_master: boolean;
  is_beta: boolean;
  description: string;
}
const FIELDS = [
  'title',
  'standard',
  'form_version',
  'master_version',
  'minor_version',
  'is_master',
  'is_beta',
  'description',
] as const;

/** Add or edit a report template of a form: title, standard, versions, master and beta flags. */
export function ReportTemplateDialog({
  form,
  template,
  canBeta,
  onClose,
}: {
  form: Pick<Form, 'id' | 'current_version' | 'versions'>;
  template: ReportTemplate | null;
  canBeta: boolean;
  onClose: () => void;
}) {
  const save = useSaveTemplate(template?.id ?? null);
  const { register, control, handleSubmit, setError, formState } = useForm<TemplateValues>({
    defaultValues: {
      title: template?.title ?? '',
      standard: template?.standard ?? '',
      form_version: template?.form_version ?? form.current_version,
      master_version: String(template?.master_version ?? 1),
      minor_version: String(template?.minor_version ?? 0),
      is_master: template?.is_master ?? false,
      is_beta: template?.is_beta ?? false,
      description: template?.description ?? '',
    },
  });
  const { errors } = formState;
  const { guard, confirmDialog } = useConfirmDiscard(formState.isDirty);

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        form_id: form.id,
        form_version: values.form_version,
        title: values.title,
        standard: values.standard.trim() || null,
        master_version: Number(values.master_version),
        minor_version: Number(values.minor_version),
        is_master: values.is_master,
        is_beta: values.is_beta,
        description: values.description.trim() || null,
        updated_at: template?.updated_at,
      });
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) throw error;
    }
  });

  return (
    <>
      <FormDialog
        title={template ? 'Edit Report Template' : 'Add Report Template'}
        width={560}
        onClose={() => guard(onClose)}
        onSubmit={submit}
        submitLabel="Save"
        submitting={save.isPending}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
          <TextField label="Title" required {...textField(register('title'), errors.title)} />
          <TextField label="Standard" {...textField(register('standard'), errors.standard)} />
          <Controller
            control={control}
            name="form_version"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Form version"
                value={field.value}
                onChange={(event) => field.onChange(Number(event.target.value))}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {form.versions.map((v) => (
                  <MenuItem key={v.version} value={v.version}>
                    {`Version ${v.version}${v.version === form.current_version ? ' (current)' : ''}`}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              label="Master version"
              type="number"
              {...textField(register('master_version'), errors.master_version)}
            />
            <TextField
              label="Minor version"
              type="number"
              {...textField(register('minor_version'), errors.minor_version)}
            />
          </Stack>
          <Controller
            control={control}
            name="is_master"
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                label="Master template"
              />
            )}
          />
          {canBeta && (
            <Controller
              control={control}
              name="is_beta"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
                  }
                  label="Beta"
                />
              )}
            />
          )}
          <TextField
            label="Description"
            multiline
            minRows={2}
            {...textField(register('description'), errors.description)}
          />
        </Stack>
      </FormDialog>
      {confirmDialog}
    </>
  );
}
