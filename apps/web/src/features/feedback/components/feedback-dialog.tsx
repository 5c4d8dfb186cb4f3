import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGES,
  type FeedbackKind,
} from '@fieldbook/domain/feedback/feedback.constants';
import { sendFeedbackBodySchema } from '@fieldbook/domain/feedback/feedback.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { FormDialog } from '../../../components/form-dialog';
import { useSnackbar } from '../../../components/notices';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { applyServerErrors } from '../../../lib/form-errors';
import { textField } from '../../../lib/form-fields';
import { useSendFeedback } from '../api/send-feedback';

const TEXTS: Record<FeedbackKind, { title: string; prompt: string; sent: string }> = {
  PROBLEM: {
    title: 'Report a Problem',
    prompt: 'What went wrong? What did you do, and what did you expect to happen?',
    sent: FEEDBACK_MESSAGES.problemSent,
  },
  FEEDBACK: {
    title: 'Leave Feedback',
    prompt: 'What works well, and what would make this better?',
    sent: FEEDBACK_MESSAGES.feedbackSent,
  },
};

const messageSchema = sendFeedbackBodySchema.pick({ message: true });

/** Report Problem or Leave Feedback: the sender's words go to the team with the page they are on. */
export function FeedbackDialog({ kind, onClose }: { kind: FeedbackKind; onClose: () => void }) {
  const texts = TEXTS[kind];
  const pagePath = useLocation().pathname;
  const send = useSendFeedback();
  const { enqueueSnackbar } = useSnackbar();
  const { register, handleSubmit, setError, formState, watch } = useForm<{ message: string }>({
    defaultValues: { message: '' },
    resolver: zodResolver(messageSchema),
  });
  const { errors } = formState;
  const { guard, confirmDialog } = useConfirmDiscard(formState.isDirty);
  const length = watch('message').length;

  const submit = handleSubmit(async ({ message }) => {
    try {
      await send.mutateAsync({ kind, message, page_path: pagePath });
      enqueueSnackbar(texts.sent, { variant: 'success' });
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError, ['message'])) throw error;
    }
  });

  return (
    <>
      <FormDialog
        title={texts.title}
        width={520}
        onClose={() => guard(onClose)}
        onSubmit={submit}
        submitLabel="Send"
        submitting={send.isPending}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
          <Typography variant="body2" color="text.secondary">
            {texts.prompt}
          </Typography>
          <TextField
            label="Message"
            required
            multiline
            minRows={4}
            autoFocus
            {...textField(register('message'), errors.message)}
            helperText={errors.message?.message ?? `${length} of ${FEEDBACK_MESSAGE_MAX} characters`}
          />
        </Stack>
      </FormDialog>
      {confirmDialog}
    </>
  );
}
