import Business from '@mui/icons-material/Business';
import History from '@mui/icons-material/History';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { formatTimeOfDay } from '../../../lib/format';
import { usePortalPath } from '../../../lib/portal-path';
import { useCan, useUserLoad } from '../../../lib/session/load-user';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function LinkCard({ to, icon, title, children }: { to: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Box sx={{ color: 'primary.main', mb: 1 }} aria-hidden>
            {icon}
          </Box>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {children}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Dashboard: greeting, the company at a glance and links to the settings. */
export function HomePage() {
  const to = usePortalPath();
  const { data } = useUserLoad();
  const canEditCompany = useCan('canModifyCompanyDetails');
  const canAccessClients = useCan('canAccessClients');
  useEffect(() => {
    document.title = 'Home · Fieldbook';
  }, []);
  if (!data) return null;
  const { details, company } = data;
  const openDays = company.business_hours.filter((day) => day.open);

  return (
    <>
      <PageHeader title={`Welcome, ${details.first_name}`} subtitle={company.company_name} />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
      >
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {company.company_name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Timezone: {company.timezone}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {openDays.length === 0
                ? 'No business hours set.'
                : `Open ${openDays.map((day) => WEEKDAYS[day.day]?.slice(0, 3)).join(', ')}`}
            </Typography>
            {openDays[0] && (
              <Typography variant="body2" color="text.secondary">
                From {formatTimeOfDay(openDays[0].start)} to {formatTimeOfDay(openDays[0].end)}
              </Typography>
            )}
          </CardContent>
        </Card>
        {canAccessClients && (
          <LinkCard to={to('clients')} icon={<People />} title="Clients">
            Find, add and manage your clients.
          </LinkCard>
        )}
        <LinkCard to={to('settings/profile')} icon={<Person />} title="Your profile">
          Update your name, email and password.
        </LinkCard>
        {canEditCompany && (
          <LinkCard to={to('settings/business')} icon={<Business />} title="Business details">
            Company name, address, timezone and business hours.
          </LinkCard>
        )}
        <LinkCard to={to('settings/logs')} icon={<History />} title="Activity log">
          See what you have changed and when.
        </LinkCard>
      </Box>
    </>
  );
}
