import fp from 'fastify-plugin';
import { mailProviderOf } from '../config';
import { createMailer, type Mailer } from '../messaging/mailer';
import { OUTBOX_SWEEP_CRON, OUTBOX_SWEEP_QUEUE, sweepOutboxes } from '../messaging/outbox';
import { createSmsSender, type SmsSender, smsProviderOf } from '../messaging/sms';
import { brandEmails } from '../modules/branding/index';
import { type CommunicationSender, createCommunicationSender } from '../modules/communications/index';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    sms: SmsSender;
    communications: CommunicationSender;
  }
}

/** Email and SMS through their outboxes (swept on a schedule), and the communications sent by both. */
export const messagingPlugin = fp(
  async (app) => {
    const { config, db } = app;
    const onError = (error: unknown) => app.log.error(error);
    const smtpUrl = mailProviderOf(config) === 'smtp' ? config.SMTP_URL : '';
    const mailer = createMailer(db, smtpUrl, config.MAIL_FROM, onError, brandEmails(config.publicUrl));
    const sms = createSmsSender(db, smsProviderOf(config), onError);
    app.decorate('mailer', mailer);
    app.decorate('sms', sms);
    app.decorate('communications', createCommunicationSender({ config, db, mailer, sms }));
    await app.jobs.schedule(OUTBOX_SWEEP_QUEUE, OUTBOX_SWEEP_CRON);
    await app.jobs.work(OUTBOX_SWEEP_QUEUE, sweepOutboxes([mailer, sms]));
  },
  { name: 'messaging', dependencies: ['database', 'jobs'] },
);
