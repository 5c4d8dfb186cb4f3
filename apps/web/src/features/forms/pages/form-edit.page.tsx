import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { DISCARD_MESSAGES } from '../../../components/use-confirm-discard';
import { useFieldErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http-client';
import { usePortalPath } from '../../../lib/portal-path';
import { readFailed } from '../../../lib/read-failed';
import { useCan } from '../../../lib/session/load-user';
import { useForm, useSaveForm } from '../api/forms-api';
import type { Form } from '../api/forms-types';
import { FormEditor } from '../components/form-editor';
import { draftOf, emptyDraft, type FormDraft, formPayload } from '../components/form-editor-model';

/** The editor with its save bar; leaving with unsaved changes asks first. */
function FormEditScreen({ form }: { form: Form | null }) {
  const to = usePortalPath();
  const navigate = useNavigate();
  const canBeta = useCan('canAccessBetaForms');
  const initial = useMemo(() => (form ? draftOf(form) : emptyDraft()), [form]);
  const [draft, setDraft] = useState<FormDraft>(initial);
  const payload = formPayload(draft);
  // A message goes once the value it is about changes (definition.sections.0.title: that section's title).
  const { errors, show: showErrors } = useFieldErrors<string[]>(payload);
  const save = useSaveForm(form?.id ?? null);
  const leaving = useRef(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return !leaving.current && dirty && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    document.title = `${form ? 'Edit Form' : 'Add Form'} · Fieldbook`;
  }, [form]);

  const submit = async () => {
    showErrors({});
    try {
      const saved = await save.mutateAsync({ ...payload, updated_at: form?.updated_at });
      leaving.current = true;
      navigate(to(`forms/${saved.id}`));
    } catch (error) {
      if (error instanceof ApiError) showErrors(error.fieldErrors);
    }
  };

  return (
    <>
      <PageHeader
        title={form ? `Edit ${form.name}` : 'Add Form'}
        subtitle={
          form
            ? `Version ${form.current_version}: saving a changed form makes version ${form.current_version + 1}`
            : undefined
        }
      />
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormEditor draft={draft} onChange={setDraft} errors={errors} canBeta={canBeta} />
        <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate(form ? to(`forms/${form.id}`) : to('forms'))}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save
          </Button>
        </Stack>
      </Box>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={DISCARD_MESSAGES.title}
        message={DISCARD_MESSAGES.message}
        confirmLabel={DISCARD_MESSAGES.confirm}
        cancelLabel={DISCARD_MESSAGES.cancel}
        destructive
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}

/** forms/add and forms/create: a new form. */
export function FormCreatePage() {
  return <FormEditScreen form={null} />;
}

/** forms/{id}/edit: the editor on the form's current version. */
export function FormEditPage() {
  const id = Number(useParams().id);
  const form = useForm(id);
  if (readFailed(form)) return <Alert severity="error">Form not found</Alert>;
  if (!form.data) return <CircularProgress aria-label="Loading form" />;
  if (form.data.archived) return <Alert severity="info">This form is archived; restore it to edit it.</Alert>;
  return <FormEditScreen form={form.data} />;
}
