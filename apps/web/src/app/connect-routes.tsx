import type { ComponentType } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import { BUSINESS_ROUTES } from './business-routes';
import type { AppRouteDef } from './route-def';

const connectPage = (load: () => Promise<Record<string, ComponentType>>, name: string) =>
  lazyComponent(load, (m) => m[name] as ComponentType);

const documentPage = lazyComponent(
  () => import('../features/connect/pages/portal-document.page'),
  (m) => m.PortalDocumentPage,
);

/** The client portal (Client Connect) routes (platform spec section 2, "Client portal routes"). */
export const CONNECT_ROUTES: readonly AppRouteDef[] = [
  // The sign-in, password, logout and unsubscribe screens serve both portals (each calls its own portal's API).
  BUSINESS_ROUTES.find((route) => route.path === '') as AppRouteDef,
  ...BUSINESS_ROUTES.filter((route) =>
    ['password/forgot', 'password/reset/:code?', 'logout', 'email/unsubscribe/:code?'].includes(route.path),
  ),
  {
    path: 'signup',
    login: -1,
    page: connectPage(() => import('../features/connect/pages/connect-sign-up.page'), 'ConnectSignUpPage'),
  },
  {
    path: 'email/verify/:code',
    login: 0,
    page: connectPage(() => import('../features/connect/pages/connect-email-link.page'), 'ConnectEmailLinkPage'),
  },
  {
    path: 'email/reverse/:code',
    login: 0,
    page: connectPage(() => import('../features/connect/pages/connect-email-link.page'), 'ConnectEmailLinkPage'),
  },
  {
    path: 'home',
    login: 1,
    page: connectPage(() => import('../features/connect/pages/connect-home.page'), 'ConnectHomePage'),
  },
  {
    path: 'business/:id',
    login: 1,
    page: connectPage(() => import('../features/connect/pages/connect-business.page'), 'ConnectBusinessPage'),
  },
  { path: 'business/:id/:type/:documentId', login: 1, page: documentPage },
  {
    path: 'settings',
    login: 1,
    page: connectPage(() => import('../features/connect/pages/connect-settings.page'), 'ConnectSettingsPage'),
  },
  // An emailed link opens its one document, signed in or not.
  { path: 'accept/quotation/:referenceUrl', login: 0, page: documentPage },
  { path: 'pay/invoice/:referenceUrl', login: 0, page: documentPage },
  {
    path: 'refer/:referenceUrl',
    login: 0,
    page: connectPage(() => import('../features/connect/pages/connect-refer.page'), 'ConnectReferPage'),
  },
  // Online booking (issue 37): the business's public page and the links in a booking's confirmation.
  {
    path: 'book/:business',
    login: 0,
    page: connectPage(() => import('../features/booking/pages/book.page'), 'BookPage'),
  },
  {
    path: 'book/:business/reschedule/:token',
    login: 0,
    page: connectPage(() => import('../features/booking/pages/manage-booking.page'), 'RescheduleBookingPage'),
  },
  {
    path: 'book/:business/cancel/:token',
    login: 0,
    page: connectPage(() => import('../features/booking/pages/manage-booking.page'), 'CancelBookingPage'),
  },
  {
    // the recipient's link in a sent email: the whole message, signed in or not
    path: 'msg/:referenceUrl',
    login: 0,
    page: lazyComponent(
      () => import('../features/messages/pages/message.page'),
      (m) => m.MessagePage,
    ),
  },
];
