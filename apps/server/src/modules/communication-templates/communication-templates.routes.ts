import { TEMPLATE_MESSAGES as M } from '@fieldbook/domain/communication-templates/communication-templates.constants';
import {
  saveTemplateBodySchema,
  templateDetailSchema,
  templateIdBodySchema,
  templateIdQuerySchema,
  templateListSchema,
  templatePreviewSchema,
} from '@fieldbook/domain/communication-templates/communication-templates.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import { createCommunicationTemplatesService } from './communication-templates.service';

const BASE = '/communication-templates';

/**
 * Communication templates (settings/templates, issue 24): a template is named by its kind and channel
 * (`invoice_sent.EMAIL`) within the caller's company; reading and changing need canAccessCommunicationTemplates.
 */
export const communicationTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const templates = createCommunicationTemplatesService(app.db);
  const tags = ['communication templates'];
  const access = requirePermission('canAccessCommunicationTemplates');

  app.get(BASE, { preValidation: access, schema: { tags, response: replies(templateListSchema) } }, async (request) =>
    ok({ templates: await templates.list(authOf(request)) }),
  );

  app.get(
    `${BASE}/one`,
    {
      preValidation: access,
      schema: { tags, querystring: templateIdQuerySchema, response: replies(templateDetailSchema) },
    },
    async (request) => ok(await templates.detail(authOf(request), request.query.id)),
  );

  app.put(
    BASE,
    { preValidation: access, schema: { tags, body: saveTemplateBodySchema, response: replies(templateDetailSchema) } },
    async (request) => ok(await templates.save(authOf(request), request.body), M.saved),
  );

  app.delete(
    BASE,
    { preValidation: access, schema: { tags, body: templateIdBodySchema, response: replies(templateDetailSchema) } },
    async (request) => ok(await templates.reset(authOf(request), request.body.id), M.reset),
  );

  app.post(
    `${BASE}/preview`,
    { preValidation: access, schema: { tags, body: saveTemplateBodySchema, response: replies(templatePreviewSchema) } },
    async (request) => ok(await templates.preview(authOf(request), request.body)),
  );
};
