import type { FastifyPluginAsync } from 'fastify';
import { accountingModule } from './accounting/accounting.plugin';
import { addressesRoutes } from './addresses/addresses.routes';
import { appointmentTypesRoutes } from './appointment-types/appointment-types.routes';
import { appointmentsModule } from './appointments/appointments.plugin';
import { copyAttachments } from './attachments/attachments.repository';
import { accountRoutes } from './auth/account.routes';
import { authRoutes } from './auth/auth.routes';
import { emailChangeRoutes } from './auth/email-change.routes';
import { billingModule } from './billing/billing.plugin';
import { brandingRoutes } from './branding/branding.routes';
import { calendarFeedsRoutes } from './calendar-feeds/calendar-feeds.routes';
import { clientsRoutes } from './clients/clients.routes';
import { communicationTemplatesRoutes } from './communication-templates/communication-templates.routes';
import { communicationsRoutes } from './communications/communications.routes';
import { companyRoutes } from './company/company.routes';
import { companyResetRoutes } from './company-reset/company-reset.routes';
import { connectRoutes } from './connect/connect.routes';
import { connectAuthRoutes } from './connect/connect-auth.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { drawingAssetsRoutes } from './drawing-assets/drawing-assets.routes';
import { drawingsRoutes } from './drawings/drawings.routes';
import { feedbackRoutes } from './feedback/feedback.routes';
import { filesRoutes } from './files/files.routes';
import { formsRoutes } from './forms/forms.routes';
import { inventoryRoutes } from './inventory/inventory.routes';
import { invoicesModule } from './invoices/invoices.plugin';
import { licencesModule } from './licences/licences.plugin';
import { mailboxRoutes } from './mailbox/mailbox.routes';
import { noticeUnsubscribeRoutes } from './notifications/notice-unsubscribe.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { pushKeyRoutes } from './notifications/push-key.routes';
import { onboardingRoutes } from './onboarding/onboarding.routes';
import { paymentProviderRoutes } from './payment-provider/payment-provider.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { quotationsRoutes } from './quotations/quotations.routes';
import { reportsRoutes } from './reports/reports.routes';
import { staffRoutes } from './staff/staff.routes';
import { systemRoutes } from './system/system.routes';

/**
 * The API (registered under /v1): every feature module. A module with background work registers a
 * plugin of its own (`<area>.plugin.ts`: its routes, queues and workers); the others their routes.
 */
export const apiModules: FastifyPluginAsync = async (v1) => {
  const { config } = v1;
  const rateLimitMax = config.AUTH_RATE_LIMIT;
  const lookupRateLimit = config.LINK_RATE_LIMIT;
  await v1.register(systemRoutes);
  await v1.register(authRoutes, { rateLimitMax });
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
  await v1.register(licencesModule);
  await v1.register(drawingsRoutes);
  await v1.register(drawingAssetsRoutes);
  // Attachments sit above files: an annotated photo joins its original's records through them.
  await v1.register(filesRoutes, { copyAttachments });
  await v1.register(inventoryRoutes);
  await v1.register(formsRoutes);
  await v1.register(feedbackRoutes);
  await v1.register(reportsRoutes);
  await v1.register(appointmentTypesRoutes);
  await v1.register(appointmentsModule);
  await v1.register(communicationsRoutes);
  await v1.register(communicationTemplatesRoutes);
  await v1.register(quotationsRoutes);
  await v1.register(invoicesModule);
  await v1.register(paymentsRoutes);
  await v1.register(accountingModule);
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
};
