import fastifyMultipart from '@fastify/multipart';
import {
  BRANDING_LIMITS,
  BRANDING_MESSAGES,
  brandingBodySchema,
  brandingPayloadSchema,
} from '@fieldbook/domain/branding/branding.schemas';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { z } from '@fieldbook/domain/zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/http-error';
import { replies, repliesFile } from '../../http/responses';
import { StorageNotFoundError } from '../../storage/storage';
import { readOneUpload } from '../files/index';
import { presentBranding } from './branding.presenter';
import { createBrandingService } from './branding.service';

const MAX_BYTES = BRANDING_LIMITS.logoMaxMb * 1024 * 1024;
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
/** A year: a logo's token changes whenever the logo does, so a cached one is never stale. */
const LOGO_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Branding (settings/branding, canModifyCompanyDetails): colours, footer and logo under
 * /v1/business/company/branding; the logo itself is public at /v1/branding/logo/:token.
 */
export const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  const branding = createBrandingService({ db: app.db, storage: app.storage });
  const tags = ['branding'];
  const manage = requirePermission('canModifyCompanyDetails');
  const response = replies(brandingPayloadSchema);

  await app.register(fastifyMultipart, { limits: { fileSize: MAX_BYTES }, throwFileSizeLimit: false });

  /** The one uploaded file's bytes; nothing is stored yet. */
  const readUpload = async (request: FastifyRequest) =>
    (
      await readOneUpload(request, app.config.dataDir, {
        maxBytes: MAX_BYTES,
        required: BRANDING_MESSAGES.logoRequired,
        tooLarge: BRANDING_MESSAGES.logoTooLarge,
      })
    ).bytes;

  app.get('/business/company/branding', { preValidation: manage, schema: { tags, response } }, async (request) =>
    ok(presentBranding(await branding.get(authOf(request).companyId))),
  );

  app.put(
    '/business/company/branding',
    { preValidation: manage, schema: { tags, body: brandingBodySchema, response } },
    async (request) => {
      const auth = authOf(request);
      return ok(
        presentBranding(await branding.update(auth.companyId, auth.userId, request.body)),
        BRANDING_MESSAGES.saved,
      );
    },
  );

  app.post(
    '/business/company/branding/logo',
    { preValidation: manage, schema: { tags, response } },
    async (request) => {
      const auth = authOf(request);
      const bytes = await readUpload(request);
      return ok(
        presentBranding(await branding.uploadLogo(auth.companyId, auth.userId, bytes)),
        BRANDING_MESSAGES.logoSaved,
      );
    },
  );

  app.delete(
    '/business/company/branding/logo',
    { preValidation: manage, schema: { tags, response } },
    async (request) => {
      const auth = authOf(request);
      return ok(presentBranding(await branding.removeLogo(auth.companyId, auth.userId)), BRANDING_MESSAGES.logoRemoved);
    },
  );

  // Public by design: the logo goes into client emails and the client portal, and is on every PDF the
  // business sends. The token is 24 random bytes, new per upload and dropped on removal.
  app.get(
    '/branding/logo/:token',
    { schema: { tags, params: tokenParams, response: repliesFile('image/png', 'image/jpeg') } },
    async (request, reply) => {
      try {
        const logo = await branding.openLogo(request.params.token);
        if (!logo) throw notFound(MESSAGES.notFound);
        return reply
          .header('Content-Type', logo.mime)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .header('Cache-Control', `public, max-age=${LOGO_MAX_AGE}, immutable`)
          .send(logo.stream);
      } catch (error) {
        if (error instanceof StorageNotFoundError) throw notFound(MESSAGES.notFound);
        throw error;
      }
    },
  );
};
