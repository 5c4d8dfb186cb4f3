import { TEMPLATE_MESSAGES } from '@fieldbook/domain/communication-templates/communication-templates.constants';
import type { TemplateDetail } from '@fieldbook/domain/communication-templates/communication-templates.schemas';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/notices';
import { useResetTemplate, useSaveTemplate } from '../api/communication-templates-api';

/**
 * Reset to default, confirmed first; the snackbar then offers Undo, which saves the customised text
 * back, so a reset is never a loss.
 */
export function ResetTemplateButton(props: { detail: TemplateDetail; onReset?: (detail: TemplateDetail) => void }) {
  const { template } = props.detail;
  const reset = useResetTemplate();
  const save = useSaveTemplate();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  if (!template.customised) return null;
  const confirm = async () => {
    setConfirming(false);
    const before = { id: template.id, subject: template.subject, body: template.body };
    const fresh = await reset.mutateAsync(template.id);
    props.onReset?.(fresh);
    const key = enqueueSnackbar(TEMPLATE_MESSAGES.reset, {
      variant: 'success',
      action: (
        <Button
          color="inherit"
          size="small"
          onClick={async () => {
            closeSnackbar(key);
            const restored = await save.mutateAsync(before);
            props.onReset?.(restored);
            enqueueSnackbar('Your wording is back.', { variant: 'success' });
          }}
        >
          Undo
        </Button>
      ),
    });
  };
  return (
    <>
      <Button color="error" onClick={() => setConfirming(true)} disabled={reset.isPending}>
        Reset to Default
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Reset to the default?"
        message="Your wording is replaced by the built-in text. You can undo this straight after."
        confirmLabel="Reset"
        destructive
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
