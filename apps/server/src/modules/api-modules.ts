import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account/index';
import { accountingRoutes } from './accounting/index';
import { accountingSyncModule } from './accounting-sync/index';
import { addressesRoutes } from './addresses/index';
import { appointmentTypesRoutes } from './appointment-types/index';
import { appointmentsModule, workAtRisk } from './appointments/index';
import { copyAttachments } from './attachments/index';
import { authRoutes, emailChangeRoutes } from './auth/index';
import { billingModule } from './billing/index';
import { bookingModule, bookingStateOf } from './booking/index';
import { brandingRoutes } from './branding/index';
import { calendarFeedsRoutes } from './calendar-feeds/index';
import { clientsRoutes } from './clients/index';
import { communicationTemplatesRoutes } from './communication-templates/index';
import { communicationsRoutes } from './communications/index';
import { companyRoutes } from './company/index';
import { companyResetRoutes } from './company-reset/index';
import { connectAuthRoutes, connectRoutes } from './connect/index';
import { dashboardRoutes } from './dashboard/index';
import { drawingAssetsRoutes } from './drawing-assets/index';
import { drawingsRoutes } from './drawings/index';
import { feedbackRoutes } from './feedback/index';
import { filesRoutes } from './files/index';
import { formsRoutes } from './forms/index';
import { idempotencyModule } from './idempotency/index';
import { inventoryRoutes } from './inventory/index';
import { invoicesModule } from './invoices/index';
import { licencesModule } from './licences/index';
import { mailboxRoutes } from './mailbox/index';
import { noticeUnsubscribeRoutes, notificationsRoutes, pushKeyRoutes } from './notifications/index';
import { onboardingRoutes } from './onboarding/index';
import { paymentProviderRoutes } from './payment-provider/index';
import { paymentsRoutes } from './payments/index';
import { quotationsRoutes } from './quotations/index';
import { registrationRoutes } from './registration/index';
import { reportsRoutes } from './reports/index';
import { staffRoutes } from './staff/index';
import { systemRoutes } from './system/index';

/**
 * The API (registered under /v1): every feature module. A module with background work registers a
 * plugin of its own (`<area>.plugin.ts`: its routes, queues and workers); the others their routes.
 */
export const apiModules: FastifyPluginAsync = async (v1) => {
  const { config } = v1;
  const rateLimitMax = config.AUTH_RATE_LIMIT;
  const lookupRateLimit = config.LINK_RATE_LIMIT;
  await v1.register(systemRoutes);
  await v1.register(idempotencyModule);
  await v1.register(authRoutes, { rateLimitMax });
  await v1.register(registrationRoutes, { rateLimitMax });
  await v1.register(accountRoutes, { rateLimitMax });
  await v1.register(companyRoutes);
  await v1.register(onboardingRoutes);
  await v1.register(companyResetRoutes, { rateLimitMax });
  await v1.register(brandingRoutes);
  // The sandbox's outbox exists only with MAIL_PROVIDER=sandbox.
  if (v1.mailer.sandbox) await v1.register(mailboxRoutes);
  await v1.register(clientsRoutes);
  await v1.register(staffRoutes);
  await v1.register(emailChangeRoutes);
  // The expiry notices list the booked work a lapsing licence puts at risk, which appointments know.
  await v1.register(licencesModule, { workAtRisk });
  await v1.register(drawingsRoutes);
  await v1.register(drawingAssetsRoutes);
  // Attachments sit above files: an annotated photo joins its original's records through them.
  await v1.register(filesRoutes, { copyAttachments });
  await v1.register(inventoryRoutes);
  await v1.register(formsRoutes);
  await v1.register(feedbackRoutes);
  await v1.register(reportsRoutes);
  await v1.register(appointmentTypesRoutes);
  // An appointment booked online answers its booking's state (for Approve); booking builds on appointments.
  await v1.register(appointmentsModule, { onlineBookingOf: bookingStateOf });
  await v1.register(communicationsRoutes);
  await v1.register(communicationTemplatesRoutes);
  await v1.register(quotationsRoutes);
  await v1.register(invoicesModule);
  await v1.register(paymentsRoutes);
  await v1.register(accountingRoutes);
  await v1.register(accountingSyncModule);
  await v1.register(dashboardRoutes);
  await v1.register(billingModule);
  await v1.register(addressesRoutes);
  await v1.register(notificationsRoutes);
  await v1.register(noticeUnsubscribeRoutes, { lookupRateLimit });
  await v1.register(pushKeyRoutes);
  await v1.register(calendarFeedsRoutes);
  await v1.register(paymentProviderRoutes);
  await v1.register(connectAuthRoutes, { rateLimitMax });
  await v1.register(connectRoutes, { lookupRateLimit });
  await v1.register(bookingModule);
};
