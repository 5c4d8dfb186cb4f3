import {
  TEMPLATE_LIMITS,
  TEMPLATE_MESSAGES,
} from '@fieldbook/domain/communication-templates/communication-templates.constants';
import type { TemplateDetail } from '@fieldbook/domain/communication-templates/communication-templates.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/notices';
import { PageHeader } from '../../../components/page-header';
import { DISCARD_MESSAGES } from '../../../components/use-confirm-discard';
import { ApiError } from '../../../lib/http-client';
import { usePortalPath } from '../../../lib/portal-path';
import { useUserLoad } from '../../../lib/session/load-user';
import { useSmsPrice } from '../../appointments/index';
import { useCommunicationTemplate, useSaveTemplate } from '../api/communication-templates-api';
import { MergeFieldPicker } from '../components/merge-field-picker';
import { ResetTemplateButton } from '../components/reset-template';
import { templateTitle } from '../components/template-labels';
import { smsSummary, TemplatePreview } from '../components/template-preview';

type Field = 'subject' | 'body';

function TemplateForm({ detail }: { detail: TemplateDetail }) {
  const to = usePortalPath();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveTemplate();
  const { template } = detail;
  const isEmail = template.channel === 'EMAIL';
  const price = useSmsPrice(!isEmail);
  const companyName = useUserLoad().data?.company.company_name;
  const [values, setValues] = useState({ subject: template.subject ?? '', body: template.body });
  /** The text as stored (a reset moves it): leaving with changes from it asks first. */
  const [baseline, setBaseline] = useState(values);
  const leaving = useRef(false);
  const dirty = values.subject !== baseline.subject || values.body !== baseline.body;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const inputs = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  /** The field merge fields go into: the one last focused (the message at first). */
  const target = useRef<Field>('body');
  const title = `Edit ${templateTitle(template)}`;
  useEffect(() => {
    document.title = `${title} · Fieldbook`;
  }, [title]);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Puts the tag at the cursor (replacing a selection) of the target field, and the cursor after it. */
  const insert = (tag: string) => {
    const field = target.current;
    const input = inputs[field].current;
    const text = values[field];
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? start;
    change(field, text.slice(0, start) + tag + text.slice(end));
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + tag.length, start + tag.length);
    });
  };

  const submit = async () => {
    setErrors({});
    setProblem(null);
    try {
      await save.mutateAsync({ id: template.id, subject: isEmail ? values.subject : null, body: values.body });
      leaving.current = true;
      enqueueSnackbar(TEMPLATE_MESSAGES.saved, { variant: 'success' });
      navigate(to(`settings/templates/${template.id}`));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = error.firstMessages();
      setErrors({ subject: fields.subject, body: fields.body });
      if (!fields.subject && !fields.body) setProblem(error.message);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <ResetTemplateButton
            detail={detail}
            onReset={(fresh) => {
              const text = { subject: fresh.template.subject ?? '', body: fresh.template.body };
              setValues(text);
              setBaseline(text);
            }}
          />
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Paper
          variant="outlined"
          component="form"
          noValidate
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
        >
          {problem && <Alert severity="error">{problem}</Alert>}
          <Box>
            <MergeFieldPicker fields={detail.merge_fields} onPick={insert} />
          </Box>
          {isEmail && (
            <TextField
              required
              label="Subject"
              value={values.subject}
              inputRef={inputs.subject}
              onFocus={() => {
                target.current = 'subject';
              }}
              onChange={(event) => change('subject', event.target.value)}
              error={Boolean(errors.subject)}
              helperText={errors.subject ?? `${values.subject.length}/${TEMPLATE_LIMITS.subjectMax}`}
            />
          )}
          <TextField
            required
            multiline
            minRows={8}
            label="Message"
            value={values.body}
            inputRef={inputs.body}
            onFocus={() => {
              target.current = 'body';
            }}
            onChange={(event) => change('body', event.target.value)}
            error={Boolean(errors.body)}
            helperText={
              errors.body ??
              (isEmail
                ? 'Merge fields like {{client.name}} are filled in when it is sent.'
                : smsSummary(values.body, price))
            }
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate(to(`settings/templates/${template.id}`))}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              Save
            </Button>
          </Box>
        </Paper>
        <TemplatePreview
          channel={template.channel}
          subject={isEmail ? values.subject : null}
          body={values.body}
          companyName={companyName}
          price={price}
        />
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

/** settings/templates/{id}/edit: subject and message with merge fields, a live preview, save and reset. */
export function CommunicationTemplateEditPage() {
  const id = useParams().id ?? '';
  const detail = useCommunicationTemplate(id);
  if (detail.isError) return <Alert severity="error">{TEMPLATE_MESSAGES.loadFailed}</Alert>;
  if (!detail.data) return <CircularProgress aria-label="Loading template" />;
  return <TemplateForm key={detail.data.template.id} detail={detail.data} />;
}
