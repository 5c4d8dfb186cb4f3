import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { REALTIME_EVENTS } from '@fieldbook/domain/realtime/realtime.constants';
import { APP_VERSION, MESSAGES } from '@fieldbook/domain/system/system.constants';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { cardProviderSources } from './card-payments/browser-sources';
import { paymentProviderOf } from './card-payments/create-payment-provider';
import type { PaymentProvider } from './card-payments/payment-provider';
import { type Config, mailProviderOf } from './config';
import { type Database, openDatabase, runMigrations } from './db/database';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded-postgres';
import { refuseOutdatedApp } from './http/app-version-gate';
import { refuseBadText } from './http/bad-text';
import { registerEnvelopeHandlers, registerNotFound } from './http/envelope';
import { registerNoStore } from './http/no-store';
import { registerWebApp } from './http/web-static';
import { type JobRunner, startJobRunner } from './jobs/job-runner';
import { businessLink } from './messaging/links';
import { createMailer, type Mailer } from './messaging/mailer';
import { OUTBOX_SWEEP_CRON, OUTBOX_SWEEP_QUEUE, sweepOutboxes } from './messaging/outbox';
import { createSmsSender, type SmsSender, smsProviderOf } from './messaging/sms';
import type { Accounting } from './modules/accounting/accounting';
import { createAccounting } from './modules/accounting/accounting';
import { accountingRoutes } from './modules/accounting/accounting.routes';
import { ACCOUNTING_SYNC_QUEUE, type AccountingJob } from './modules/accounting/accounting-queue';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { appointmentTypesRoutes } from './modules/appointment-types/appointment-types.routes';
import { createReminderWorker, REMINDER_QUEUE } from './modules/appointments/appointment-reminders';
import { appointmentsRoutes } from './modules/appointments/appointments.routes';
import { accountRoutes } from './modules/auth/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { emailChangeRoutes } from './modules/auth/email-change.routes';
import { createTokenService, type TokenService } from './modules/auth/tokens';
import { billingRoutes } from './modules/billing/billing.routes';
import { createSubscriptionRenewals, RENEWAL_CRON, RENEWAL_QUEUE } from './modules/billing/subscription-renewal';
import { brandEmails } from './modules/branding/branded-email';
import { brandingRoutes } from './modules/branding/branding.routes';
import { calendarFeedDocumentRoutes, calendarFeedsRoutes } from './modules/calendar-feeds/calendar-feeds.routes';
import { clientsRoutes } from './modules/clients/clients.routes';
import { communicationTemplatesRoutes } from './modules/communication-templates/communication-templates.routes';
import { type CommunicationSender, createCommunicationSender } from './modules/communications/communication-sender';
import { communicationsRoutes } from './modules/communications/communications.routes';
import { companyRoutes } from './modules/company/company.routes';
import { companyResetRoutes } from './modules/company-reset/company-reset.routes';
import { connectRoutes } from './modules/connect/connect.routes';
import { connectAuthRoutes } from './modules/connect/connect-auth.routes';
import { reminderUnsubscribeLinks } from './modules/connect/reminder-unsubscribe';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { drawingAssetsRoutes } from './modules/drawing-assets/drawing-assets.routes';
import { drawingsRoutes } from './modules/drawings/drawings.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { filesRoutes } from './modules/files/files.routes';
import { formsRoutes } from './modules/forms/forms.routes';
import { helpRoutes } from './modules/help/help.routes';
import { syncInventoryCatalogue } from './modules/inventory/catalogue/catalogue.sync';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { createInvoiceReminderWorker, INVOICE_REMINDER_QUEUE } from './modules/invoices/invoice-reminders';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { createLicenceExpiryWorker, LICENCE_EXPIRY_QUEUE } from './modules/licences/licence-expiry';
import { licencesRoutes } from './modules/licences/licences.routes';
import { mailboxRoutes } from './modules/mailbox/mailbox.routes';
import { noticeUnsubscribeRoutes } from './modules/notifications/notice-unsubscribe.routes';
import type { NotificationEvent } from './modules/notifications/notifications';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { pushKeyRoutes } from './modules/notifications/push-key.routes';
import { createPushSender, type PushSender, vapidSubjectOf } from './modules/notifications/push-sender';
import { persistedVapidKeys } from './modules/notifications/vapid-keys';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { type BusinessPayments, createBusinessPayments } from './modules/payment-provider/business-payments';
import { paymentProviderRoutes } from './modules/payment-provider/payment-provider.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { quotationsRoutes } from './modules/quotations/quotations.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { systemRoutes } from './modules/system/system.routes';
import { createSystemService, type SystemService } from './modules/system/system.service';
import { openMeteoProvider } from './modules/weather/open-meteo';
import { noWeather, type WeatherProvider } from './modules/weather/weather-provider';
import { type EndedSessions, type Realtime, startRealtime } from './realtime/realtime';
import { listenForSystemEvents, SESSIONS_ENDED } from './realtime/system-channel';
import { seedDemo } from './seed/demo.seed';
import { createStorage } from './storage/create-storage';
import type { Storage } from './storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    tokens: TokenService;
    mailer: Mailer;
    sms: SmsSender;
    communications: CommunicationSender;
    system: SystemService;
    storage: Storage;
    weather: WeatherProvider;
    /** The platform's card payments (the subscription): the sandbox unless Stripe is configured. */
    paymentProvider: PaymentProvider;
    /** Each business's own Stripe or Square account, which its clients' card payments go to. */
    businessPayments: BusinessPayments;
    /** The accounting provider (the sandbox unless Xero is configured), company links and the sync. */
    accounting: Accounting;
    jobs: JobRunner;
    realtime: Realtime;
    /** Browser push (Web Push) to staff's subscribed devices. */
    push: PushSender;
    /** "METHOD url" of every route this server serves (the permission walk checks them all). */
    servedRoutes: readonly string[];
    /** Served routes that declare no response schema: route-contracts.test.ts allows none. */
    routesWithoutContract: readonly string[];
  }
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
// While maintenance is ON these still answer, so people can sign in and the app can poll for the end.
const MAINTENANCE_OPEN = [/^\/v1\/system\//, /^\/v1\/(user|clientConnect)\/(signIn|refresh)$/];

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count is given as a function: Fastify trusts no hop at
 * all for a bare number, and `true` would trust every hop (the client's own X-Forwarded-For too).
 */
function trustProxyOf(setting: Config['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Where the data lives: the server DATABASE_URL names, or a real PostgreSQL started in DATA_DIR. */
async function connectDatabase(config: Config): Promise<{ url: string; embedded: EmbeddedDatabase | null }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, embedded: null };
  const embedded = await startEmbeddedPostgres(`${config.dataDir}/postgres`, 'fieldbook');
  return { url: embedded.url, embedded };
}

export async function buildApp(config: Config): Promise<FastifyInstance> {
  // Before anything starts: a server that could neither send nor was told to keep its email refuses.
  const mailProvider = mailProviderOf(config);
  const { url, embedded } = await connectDatabase(config);
  try {
    await runMigrations(url);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const database = openDatabase(url);
  await syncInventoryCatalogue(database.db);

  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: trustProxyOf(config.TRUST_PROXY),
    bodyLimit: config.BODY_LIMIT_MB * 1024 * 1024,
  });
  const servedRoutes: string[] = [];
  const routesWithoutContract: string[] = [];
  app.decorate('servedRoutes', servedRoutes);
  app.decorate('routesWithoutContract', routesWithoutContract);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      servedRoutes.push(`${method} ${route.url}`);
      if (!route.schema?.response) routesWithoutContract.push(`${method} ${route.url}`);
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('tokens', createTokenService(config.appSecret, config.ACCESS_TOKEN_TTL_SECONDS));
  app.decorate(
    'mailer',
    createMailer(
      database.db,
      mailProvider === 'smtp' ? config.SMTP_URL : '',
      config.MAIL_FROM,
      (err) => app.log.error(err),
      brandEmails(config.publicUrl),
    ),
  );
  app.decorate('system', createSystemService(database.db));
  app.decorate(
    'sms',
    createSmsSender(database.db, smsProviderOf(config), (err) => app.log.error(err)),
  );
  app.decorate('paymentProvider', paymentProviderOf(config));
  app.decorate('businessPayments', createBusinessPayments({ db: database.db, config, platform: app.paymentProvider }));
  app.decorate('accounting', createAccounting(database.db, config));
  app.decorate('weather', config.WEATHER_PROVIDER === 'none' ? noWeather : openMeteoProvider(config.WEATHER_URL));
  const storage = await createStorage(config);
  app.decorate('storage', storage.storage);
  const jobs = await startJobRunner({
    url,
    workers: config.JOB_WORKERS,
    queues: [
      LICENCE_EXPIRY_QUEUE,
      REMINDER_QUEUE,
      OUTBOX_SWEEP_QUEUE,
      INVOICE_REMINDER_QUEUE,
      RENEWAL_QUEUE,
      ACCOUNTING_SYNC_QUEUE,
    ],
    onError: (error) => app.log.error(error),
  });
  app.decorate('jobs', jobs);
  await jobs.work(LICENCE_EXPIRY_QUEUE, createLicenceExpiryWorker({ db: database.db, mailer: app.mailer, config }));
  app.decorate(
    'communications',
    createCommunicationSender({ config, db: database.db, mailer: app.mailer, sms: app.sms }),
  );
  await jobs.work(
    REMINDER_QUEUE,
    createReminderWorker({
      db: database.db,
      jobs,
      communications: app.communications,
      unsubscribeLink: reminderUnsubscribeLinks(config).link,
    }),
  );
  await jobs.work(
    INVOICE_REMINDER_QUEUE,
    createInvoiceReminderWorker({
      db: database.db,
      jobs,
      config,
      communications: app.communications,
      storage: app.storage,
    }),
  );
  await jobs.work<AccountingJob>(ACCOUNTING_SYNC_QUEUE, (job) => app.accounting.sync.run(job));
  await jobs.schedule(OUTBOX_SWEEP_QUEUE, OUTBOX_SWEEP_CRON);
  const renewals = createSubscriptionRenewals({
    db: database.db,
    provider: app.paymentProvider,
    mailer: app.mailer,
    siteName: config.SITE_NAME,
    smsPrice: () => app.system.limits().sms_price,
    onError: (error) => app.log.error(error),
  });
  await jobs.schedule(RENEWAL_QUEUE, RENEWAL_CRON);
  await jobs.work(RENEWAL_QUEUE, async () => {
    await renewals.renewDue(new Date());
  });
  await jobs.work(OUTBOX_SWEEP_QUEUE, sweepOutboxes([app.mailer, app.sms]));
  const push = createPushSender({
    db: database.db,
    keys: persistedVapidKeys(config.dataDir),
    subject: vapidSubjectOf(config),
    allowHttp: config.WEB_PUSH_ALLOW_HTTP,
    linkOf: (path) => businessLink(config, path),
    onError: (error) => app.log.error(error),
  });
  app.decorate('push', push);
  const realtime = await startRealtime(app, {
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    publicUrl: config.PUBLIC_URL,
  });
  app.decorate('realtime', realtime);
  const systemEvents = await listenForSystemEvents(
    url,
    (event, data) => {
      if (event === SESSIONS_ENDED) return realtime.endSessionsLocally(data as EndedSessions);
      if (event === REALTIME_EVENTS.notification) {
        const { companyId, userId, notification } = data as NotificationEvent;
        // Heard only once committed; a failed push is logged and never reaches the request.
        push.pushNotification(companyId, notification.id).catch((error) => app.log.error(error));
        return realtime.notifyUserLocally(companyId, userId, notification);
      }
      if (event === REALTIME_EVENTS.maintenance) app.system.forgetMaintenance();
      realtime.publishSystemLocally(event, data);
    },
    (error) => app.log.error(error),
  );
  // Open sockets would keep the HTTP server from closing.
  // Open sockets would keep the HTTP server from closing; so would keep-alive connections whose
  // requests were still running when it began to (closing only drops the idle ones): those answers
  // say Connection: close.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    await realtime.close();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  registerNoStore(app);
  app.decorateRequest('auth', null);
  app.decorateRequest('clientAuth', null);
  app.addHook('onClose', async () => {
    await systemEvents.close();
    await jobs.stop();
    storage.close();
    await database.close();
    await embedded?.stop();
  });

  const system = app.system;
  registerEnvelopeHandlers(app, () => system.systemSettings().max_file_size);

  await app.register(fastifyCookie);
  const cardSdks = cardProviderSources(config);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...cardSdks.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...cardSdks.connect],
        // The help panel's YOUTUBE articles play in a privacy-enhanced embed.
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', ...cardSdks.frame],
      },
    },
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 4 compresses JSON nearly as well as the default 11 at a small part of the CPU.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // With REDIS_URL the counts are shared by every server, so N servers do not allow N times the tries.
  const rateLimitRedis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  if (rateLimitRedis) app.addHook('onClose', () => rateLimitRedis.quit().then(() => undefined));
  await app.register(fastifyRateLimit, {
    global: false,
    ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: `${config.REDIS_PREFIX}rate-limit:` } : {}),
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: `${config.SITE_NAME} API`, version: APP_VERSION } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  app.addHook('onRequest', async (request, reply) => {
    if (
      !request.url.startsWith('/v1/') ||
      MAINTENANCE_OPEN.some((open) => open.test(request.url.split('?')[0] ?? ''))
    ) {
      return;
    }
    const maintenance = await system.maintenance();
    if (maintenance.status === 'ON') {
      return reply.code(503).send({
        status: 'error',
        payload: { maintenance },
        errors: null,
        message: maintenance.message ?? MESSAGES.maintenance,
      });
    }
  });
  // After maintenance: while it is ON, its screen (which ends in a refresh) is the one to show.
  app.addHook('onRequest', refuseOutdatedApp);
  // A body-less POST still gets each field's own "required" message rather than one about the body.
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'GET' && request.body == null) {
      // DELETE may name its record in the query string instead of a body.
      request.body = request.method === 'DELETE' ? { ...(request.query as object) } : {};
    }
  });
  // A NUL or lone surrogate in any parameter, query value or JSON string (or key) is a 422 per field.
  app.addHook('preValidation', refuseBadText);

  await app.register(
    async (v1) => {
      const rateLimitMax = config.AUTH_RATE_LIMIT;
      await v1.register(systemRoutes);
      await v1.register(authRoutes, { rateLimitMax });
      await v1.register(accountRoutes, { rateLimitMax });
      await v1.register(companyRoutes);
      await v1.register(onboardingRoutes);
      await v1.register(companyResetRoutes, { rateLimitMax });
      await v1.register(brandingRoutes);
      if (app.mailer.sandbox) await v1.register(mailboxRoutes);
      await v1.register(clientsRoutes);
      await v1.register(staffRoutes);
      await v1.register(emailChangeRoutes);
      await v1.register(licencesRoutes);
      await v1.register(drawingsRoutes);
      await v1.register(drawingAssetsRoutes);
      await v1.register(filesRoutes);
      await v1.register(inventoryRoutes);
      await v1.register(formsRoutes);
      await v1.register(feedbackRoutes);
      await v1.register(reportsRoutes);
      await v1.register(appointmentTypesRoutes);
      await v1.register(appointmentsRoutes);
      await v1.register(communicationsRoutes);
      await v1.register(communicationTemplatesRoutes);
      await v1.register(quotationsRoutes);
      await v1.register(invoicesRoutes);
      await v1.register(paymentsRoutes);
      await v1.register(accountingRoutes);
      await v1.register(dashboardRoutes);
      await v1.register(billingRoutes);
      await v1.register(addressesRoutes);
      await v1.register(notificationsRoutes);
      await v1.register(noticeUnsubscribeRoutes, { lookupRateLimit: config.LINK_RATE_LIMIT });
      await v1.register(pushKeyRoutes);
      await v1.register(calendarFeedsRoutes);
      await v1.register(paymentProviderRoutes);
      await v1.register(connectAuthRoutes, { rateLimitMax });
      await v1.register(connectRoutes, { lookupRateLimit: config.LINK_RATE_LIMIT });
    },
    { prefix: '/v1' },
  );
  await app.register(calendarFeedDocumentRoutes, { lookupRateLimit: config.LINK_RATE_LIMIT });

  await app.register(helpRoutes);
  registerNotFound(app, await registerWebApp(app, config.WEB_DIST || DEFAULT_WEB_DIST));

  if (config.DEMO) await seedDemo(app);
  return app;
}
