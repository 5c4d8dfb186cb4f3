import { emailsNotices } from '@fieldbook/domain/notifications/notice-emails';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useUserLoad } from '../../../lib/session/load-user';
import { useSaveUserSetting } from '../../../lib/session/save-user-setting';

/**
 * Whether notices (licence expiry) are emailed to the user as well as shown under the bell: the
 * same setting the unsubscribe link at the foot of a notice email turns off.
 */
export function NoticeEmailsSwitch() {
  const settings = useUserLoad().data?.settings ?? {};
  const save = useSaveUserSetting();
  const on = save.isPending ? save.variables.value === true : emailsNotices(settings);
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={save.isPending}
            onChange={(_, value) => save.mutate({ key: 'noticeEmails', value })}
          />
        }
        label="Email me notices"
      />
      <Typography variant="body2" color="text.secondary">
        Notices such as a licence about to expire always appear under the bell; this emails them to you too.
      </Typography>
      {save.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          Your choice could not be saved. {save.error.message}
        </Alert>
      )}
    </>
  );
}
