import Badge from '@mui/icons-material/Badge';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Dashboard from '@mui/icons-material/Dashboard';
import Draw from '@mui/icons-material/Draw';
import DynamicForm from '@mui/icons-material/DynamicForm';
import Email from '@mui/icons-material/Email';
import Folder from '@mui/icons-material/Folder';
import History from '@mui/icons-material/History';
import Inventory2 from '@mui/icons-material/Inventory2';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Settings from '@mui/icons-material/Settings';
import Store from '@mui/icons-material/Store';
import type SvgIcon from '@mui/material/SvgIcon';

/**
 * The navigation's icons by the name a route's `nav.icon` gives. Only the signed-in shell imports
 * them: the route tables are part of every first screen (the sign-in page's too), the icons are not.
 */
export const NAV_ICONS = {
  Badge,
  CalendarMonth,
  Dashboard,
  Draw,
  DynamicForm,
  Email,
  Folder,
  History,
  Inventory2,
  Payments,
  People,
  Person,
  ReceiptLong,
  RequestQuote,
  Settings,
  Store,
} satisfies Record<string, typeof SvgIcon>;

export type NavIconName = keyof typeof NAV_ICONS;
