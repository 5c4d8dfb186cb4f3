import { userDetailsSchema, userLoadSchema, userLogsPageSchema } from '@fieldbook/domain/account/user-load.schemas';
import { userSettingBodySchema, userSettingsPayloadSchema } from '@fieldbook/domain/account/user-settings.schemas';
import {
  changePasswordBodySchema,
  deviceTokenBodySchema,
  updateProfileBodySchema,
  validatePasswordBodySchema,
} from '@fieldbook/domain/auth/auth.schemas';
import { EMAIL_CHANGE_MESSAGES } from '@fieldbook/domain/auth/email-change.constants';
import { presentedSubscriptionStatus } from '@fieldbook/domain/billing/billing.rules';
import { PUSH_MESSAGES, parsePushSubscription, WEB_PUSH_DEVICE_TYPE } from '@fieldbook/domain/devices/web-push';
import { HELP_ARTICLES, listedArticle } from '@fieldbook/domain/help/help.articles';
import { z } from '@fieldbook/domain/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { fieldError, notFound } from '../../http/http-error';
import { replies, repliesNothing } from '../../http/responses';
import { presentProvider } from '../accounting/index';
import { listUserActivity } from '../activity/index';
import { authRateLimit, createAccountService, presentUser } from '../auth/index';
import { getCompany, presentCompany } from '../company/index';
import { isPushServiceEndpoint } from '../notifications/index';
import { findUserLoad } from './account.repository';

const keyBody = (name: string) => {
  const required = `The ${name} field is required.`;
  return z.object({ [name]: z.string({ error: required }).trim().min(1, required).max(100) });
};

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(25),
});

export const accountRoutes: FastifyPluginAsyncZod<{ rateLimitMax: number }> = async (app, options) => {
  const account = createAccountService({ db: app.db, mailer: app.mailer, config: app.config });
  // Before validation, so a caller who is not signed in gets 401, never field errors.
  app.addHook('preValidation', requireAuth);
  const tags = ['account'];
  const userLoadOf = async (companyId: number, userId: number) => {
    const found = await findUserLoad(app.db, companyId, userId);
    if (!found) throw notFound();
    return found;
  };
  const timezoneOf = async (companyId: number) => (await getCompany(app.db, companyId)).timezone;

  app.get('/user/load', { schema: { tags, response: replies(userLoadSchema) } }, async (request) => {
    const auth = authOf(request);
    const [{ user, company, subscriptionStatus, accounting, payment }, maintenance] = await Promise.all([
      userLoadOf(auth.companyId, auth.userId),
      app.system.maintenance(),
    ]);
    return ok({
      details: presentUser(user, company.timezone),
      permissions: auth.permissions,
      company: presentCompany(
        company,
        presentedSubscriptionStatus(company.subscribed, subscriptionStatus ?? undefined),
      ),
      settings: user.settings,
      system_settings: app.system.limits(),
      maintenance,
      tips: user.tipsDismissed,
      newbie: [...new Set([...company.newbie, ...user.newbie])],
      providers: [...(accounting ? [presentProvider(accounting)] : []), app.businessPayments.statusOf(payment).status],
      articles: HELP_ARTICLES.map(listedArticle),
    });
  });

  app.put(
    '/user/profile',
    { schema: { tags, body: updateProfileBodySchema, response: replies(userDetailsSchema) } },
    async (request) => {
      const auth = authOf(request);
      const { details, requestedNewEmail } = await account.updateProfile(
        auth,
        request.body,
        await timezoneOf(auth.companyId),
      );
      return ok(
        details,
        requestedNewEmail ? EMAIL_CHANGE_MESSAGES.requested(requestedNewEmail) : 'Your profile has been updated',
      );
    },
  );

  app.put(
    '/user/settings',
    { schema: { tags, body: userSettingBodySchema, response: replies(userSettingsPayloadSchema) } },
    async (request) => {
      const { key, value } = request.body;
      return ok({ settings: await account.saveSetting(authOf(request), key, value) });
    },
  );

  app.put(
    '/user/password',
    {
      config: authRateLimit(options.rateLimitMax),
      schema: { tags, body: changePasswordBodySchema, response: repliesNothing },
    },
    async (request) => {
      await account.changePassword(authOf(request), request.body);
      return ok(null, 'Your password has been changed');
    },
  );

  app.post(
    '/user/password/validate',
    {
      config: authRateLimit(options.rateLimitMax),
      schema: { tags, body: validatePasswordBodySchema, response: replies(z.object({ token: z.string() })) },
    },
    async (request) => ok(await account.validatePassword(authOf(request), request.body.password)),
  );

  app.get(
    '/user/logs',
    { schema: { tags, querystring: pageQuery, response: replies(userLogsPageSchema) } },
    async (request) => {
      const auth = authOf(request);
      const { page, rows } = request.query;
      return ok(
        await listUserActivity(app.db, auth.companyId, auth.userId, page, rows, await timezoneOf(auth.companyId)),
      );
    },
  );

  app.post(
    '/devices/token',
    { schema: { tags, body: deviceTokenBodySchema, response: repliesNothing } },
    async (request) => {
      // The server will POST to the endpoint: only a browser push service's (any host is for local stand-ins).
      const subscription = parsePushSubscription(request.body.device_token);
      if (
        request.body.device_type === WEB_PUSH_DEVICE_TYPE &&
        subscription &&
        !isPushServiceEndpoint(subscription.endpoint, app.config.WEB_PUSH_ALLOW_HTTP)
      )
        throw fieldError('device_token', PUSH_MESSAGES.badSubscription);
      await account.registerDevice(authOf(request), request.body);
      return ok(null);
    },
  );

  app.post('/tips/dismiss', { schema: { tags, body: keyBody('key'), response: repliesNothing } }, async (request) => {
    await account.dismissTip(authOf(request), String(request.body.key));
    return ok(null);
  });

  app.post(
    '/newbie/award',
    { schema: { tags, body: keyBody('newbie'), response: repliesNothing } },
    async (request) => {
      await account.awardNewbie(authOf(request), String(request.body.newbie));
      return ok(null);
    },
  );
};
