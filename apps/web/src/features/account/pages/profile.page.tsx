import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useUserLoad } from '../../../lib/session/load-user';
import { MyCalendarFeed } from '../../calendar-feeds/index';
import { ChangePasswordForm } from '../components/change-password-form';
import { NoticeEmailsSwitch } from '../components/notice-emails-switch';
import { ProfileForm } from '../components/profile-form';

export function ProfilePage() {
  const { data } = useUserLoad();
  useEffect(() => {
    document.title = 'Profile · Fieldbook';
  }, []);
  if (!data) return null;
  return (
    <>
      <PageHeader title="Profile" subtitle="Your own details and password." />
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="profile-details">
          <Typography id="profile-details" variant="h6" component="h2" gutterBottom>
            Your details
          </Typography>
          <ProfileForm key={data.details.email} details={data.details} />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="profile-password">
          <Typography id="profile-password" variant="h6" component="h2" gutterBottom>
            Change password
          </Typography>
          <ChangePasswordForm />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="profile-notices">
          <Typography id="profile-notices" variant="h6" component="h2" gutterBottom>
            Notice emails
          </Typography>
          <NoticeEmailsSwitch />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="profile-calendar">
          <Typography id="profile-calendar" variant="h6" component="h2" gutterBottom>
            Your calendar on your phone
          </Typography>
          <MyCalendarFeed />
        </Paper>
      </Stack>
    </>
  );
}
