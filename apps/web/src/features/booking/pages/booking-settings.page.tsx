import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useUserLoad } from '../../../lib/session/load-user';
import { useAppointmentStaff } from '../../appointments/index';
import { useBookingSettings } from '../api/booking-settings';
import { publicBookingUrl } from '../components/booking-embed';
import { BookingSettingsForm } from '../components/booking-settings-form';
import { BookingShare } from '../components/booking-share';

/** settings/booking (canModifyCompanyDetails; the route guard shows 404 without it). */
export function BookingSettingsPage() {
  const settings = useBookingSettings();
  const staff = useAppointmentStaff('');
  const businessName = useUserLoad().data?.company.company_name ?? '';
  useEffect(() => {
    document.title = 'Online Booking · Fieldbook';
  }, []);
  return (
    <>
      <PageHeader
        title="Online Booking"
        subtitle="Let clients book your services themselves, from your booking page or your own website."
      />
      <Stack spacing={3} sx={{ maxWidth: 820 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {settings.isPending && <Skeleton height={320} role="progressbar" aria-label="Loading online booking" />}
          {settings.isError && <Alert severity="error">{settings.error.message}</Alert>}
          {settings.data && (
            <BookingSettingsForm key={settings.data.updated_at} settings={settings.data} staff={staff.data ?? []} />
          )}
        </Paper>
        {settings.data?.enabled && (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <BookingShare
              url={publicBookingUrl(settings.data.public_path, window.location)}
              businessName={businessName}
            />
          </Paper>
        )}
      </Stack>
    </>
  );
}
