import AccountBalance from '@mui/icons-material/AccountBalance';
import BookOnline from '@mui/icons-material/BookOnline';
import Business from '@mui/icons-material/Business';
import Category from '@mui/icons-material/Category';
import Checklist from '@mui/icons-material/Checklist';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CreditCard from '@mui/icons-material/CreditCard';
import EventAvailable from '@mui/icons-material/EventAvailable';
import EventNote from '@mui/icons-material/EventNote';
import History from '@mui/icons-material/History';
import MailOutlined from '@mui/icons-material/MailOutlined';
import NetworkCheck from '@mui/icons-material/NetworkCheck';
import Palette from '@mui/icons-material/Palette';
import Payments from '@mui/icons-material/Payments';
import Person from '@mui/icons-material/Person';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Tune from '@mui/icons-material/Tune';
import UploadFile from '@mui/icons-material/UploadFile';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePortalPath } from '../../../lib/portal-path';
import { useCan, useUserLoad } from '../../../lib/session/load-user';

/** The settings index: links to the settings pages the user may open. */
export function SettingsPage() {
  const to = usePortalPath();
  const canEditCompany = useCan('canModifyCompanyDetails');
  const canImport = useCan('canImportData');
  const canManageBilling = useCan('canManageBilling');
  const canManageDrawingAssets = useCan('canManageDrawingAssets');
  const canCreateFeeds = useCan('canCreateExternalCalendarFeeds');
  const canEditTemplates = useCan('canAccessCommunicationTemplates');
  const canManageProviders = useCan('canManageProviders');
  const isOwner = useUserLoad().data?.details.created_company === true;
  useEffect(() => {
    document.title = 'Settings · Fieldbook';
  }, []);
  const items = [
    { path: 'settings/profile', label: 'Profile', text: 'Your name, email and password', icon: <Person /> },
    { path: 'settings/logs', label: 'Activity Log', text: 'Your account activity', icon: <History /> },
    {
      path: 'setup',
      label: 'Further Setup',
      text: 'The steps that finish setting up your business',
      icon: <Checklist />,
    },
    {
      path: 'test',
      label: 'System Check',
      text: 'Whether this browser and the server work together',
      icon: <NetworkCheck />,
    },
    ...(canEditCompany
      ? [
          {
            path: 'settings/business',
            label: 'Business Details',
            text: 'Company name, address, timezone and business hours',
            icon: <Business />,
          },
          {
            path: 'settings/appointments',
            label: 'Appointment Types',
            text: 'What you book, with colours, lengths, reminders and line items',
            icon: <EventNote />,
          },
          {
            path: 'settings/booking',
            label: 'Online Booking',
            text: 'Let clients book your services from your booking page or your own website',
            icon: <BookOnline />,
          },
          {
            path: 'settings/defaults',
            label: 'System Defaults',
            text: 'GST, rounding, inventory, invoicing and appointment colour defaults',
            icon: <Tune />,
          },
          {
            path: 'settings/branding',
            label: 'Branding',
            text: 'Logo, colours and the footer of your documents and emails',
            icon: <Palette />,
          },
        ]
      : []),
    ...(canEditTemplates
      ? [
          {
            path: 'settings/templates',
            label: 'Templates',
            text: 'The wording of reminders, quotations, invoices, receipts and reports sent to clients',
            icon: <MailOutlined />,
          },
        ]
      : []),
    ...(canManageDrawingAssets
      ? [
          {
            path: 'settings/drawingAssets',
            label: 'Drawing Assets',
            text: 'Symbols and images to place on drawings',
            icon: <Category />,
          },
        ]
      : []),
    ...(canManageBilling
      ? [
          {
            path: 'settings/subscription',
            label: 'Subscription',
            text: 'Your plan, saved cards and invoices',
            icon: <CreditCard />,
          },
        ]
      : []),
    ...(canManageProviders
      ? [
          {
            path: 'settings/paymentProvider',
            label: 'Payment Provider',
            text: 'Connect your Stripe account so clients can pay invoices by card',
            icon: <Payments />,
          },
          {
            path: 'settings/accountingProvider',
            label: 'Accounting Provider',
            text: 'Connect Xero, sync clients, invoices and payments, and see the sync logs',
            icon: <AccountBalance />,
          },
        ]
      : []),
    ...(canCreateFeeds
      ? [
          {
            path: 'settings/externalCalendarFeeds',
            label: 'External Calendar Feeds',
            text: 'Private links that show appointments in Google, Apple or Outlook calendars',
            icon: <EventAvailable />,
          },
        ]
      : []),
    ...(canImport
      ? [
          {
            path: 'settings/clientCsvImport',
            label: 'Import Clients',
            text: 'Add clients from a CSV file',
            icon: <UploadFile />,
          },
        ]
      : []),
    ...(isOwner
      ? [
          {
            path: 'company/reset',
            label: 'Reset Company Data',
            text: 'On your free trial: erase the clients, appointments and documents entered so far',
            icon: <RestartAlt />,
          },
        ]
      : []),
  ];
  return (
    <>
      <PageHeader title="Settings" />
      <Paper variant="outlined">
        <List disablePadding component="nav" aria-label="Settings">
          {items.map((item) => (
            <ListItemButton key={item.path} component={RouterLink} to={to(item.path)} divider>
              <ListItemIcon aria-hidden>{item.icon}</ListItemIcon>
              <ListItemText primary={item.label} secondary={item.text} />
              <ChevronRight color="action" aria-hidden />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </>
  );
}
