import { FORM_MESSAGES, REPORT_TEMPLATE_MESSAGES } from '@fieldbook/domain/forms/forms.constants';
import {
  formAnswerSchema,
  formsPageSchema,
  reportTemplateAnswerSchema,
  reportTemplatesPageSchema,
} from '@fieldbook/domain/forms/forms.payloads';
import {
  createFormBodySchema,
  createReportTemplateBodySchema,
  formIdParamsSchema,
  formQuerySchema,
  formsListQuerySchema,
  reportTemplatesListQuerySchema,
  updateFormBodySchema,
  updateReportTemplateBodySchema,
} from '@fieldbook/domain/forms/forms.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAnyPermission, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import { createFormsService } from './forms.service';

/**
 * Forms and report templates (issue 23): reading them needs canAccessReports or canModifyForms,
 * changing them canModifyForms; beta forms (and their templates) exist only for canAccessBetaForms.
 */
export const formsRoutes: FastifyPluginAsyncZod = async (app) => {
  const forms = createFormsService({ db: app.db });
  const tags = ['forms'];
  const view = requireAnyPermission('canAccessReports', 'canModifyForms');
  const modify = requirePermission('canModifyForms');

  app.get(
    '/forms',
    { preValidation: view, schema: { tags, querystring: formsListQuerySchema, response: replies(formsPageSchema) } },
    async (request) => ok(await forms.listForms(authOf(request), request.query)),
  );

  app.post(
    '/forms',
    { preValidation: modify, schema: { tags, body: createFormBodySchema, response: replies(formAnswerSchema) } },
    async (request) => ok({ form: await forms.createForm(authOf(request), request.body) }, FORM_MESSAGES.created),
  );

  app.get(
    '/forms/:id',
    {
      preValidation: view,
      schema: {
        tags,
        params: formIdParamsSchema,
        querystring: formQuerySchema,
        response: replies(formAnswerSchema),
      },
    },
    async (request) => ok({ form: await forms.presentForm(authOf(request), request.params.id, request.query.version) }),
  );

  app.put(
    '/forms/:id',
    {
      preValidation: modify,
      schema: { tags, params: formIdParamsSchema, body: updateFormBodySchema, response: replies(formAnswerSchema) },
    },
    async (request) => {
      const { form } = await forms.updateForm(authOf(request), request.params.id, request.body);
      return ok({ form }, FORM_MESSAGES.saved);
    },
  );

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/forms/:id/${action}`,
      { preValidation: modify, schema: { tags, params: formIdParamsSchema, response: replies(formAnswerSchema) } },
      async (request) => {
        const { form, message } = await forms.setFormArchived(authOf(request), request.params.id, archived);
        return ok({ form }, message);
      },
    );
  }

  const templateTags = ['report templates'];

  app.get(
    '/reportTemplates',
    {
      preValidation: view,
      schema: {
        tags: templateTags,
        querystring: reportTemplatesListQuerySchema,
        response: replies(reportTemplatesPageSchema),
      },
    },
    async (request) => ok(await forms.listTemplates(authOf(request), request.query)),
  );

  app.post(
    '/reportTemplates',
    {
      preValidation: modify,
      schema: {
        tags: templateTags,
        body: createReportTemplateBodySchema,
        response: replies(reportTemplateAnswerSchema),
      },
    },
    async (request) =>
      ok({ template: await forms.createTemplate(authOf(request), request.body) }, REPORT_TEMPLATE_MESSAGES.created),
  );

  app.get(
    '/reportTemplates/:id',
    {
      preValidation: view,
      schema: { tags: templateTags, params: formIdParamsSchema, response: replies(reportTemplateAnswerSchema) },
    },
    async (request) => ok({ template: await forms.presentTemplate(authOf(request), request.params.id) }),
  );

  app.put(
    '/reportTemplates/:id',
    {
      preValidation: modify,
      schema: {
        tags: templateTags,
        params: formIdParamsSchema,
        body: updateReportTemplateBodySchema,
        response: replies(reportTemplateAnswerSchema),
      },
    },
    async (request) =>
      ok(
        { template: await forms.updateTemplate(authOf(request), request.params.id, request.body) },
        REPORT_TEMPLATE_MESSAGES.saved,
      ),
  );

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/reportTemplates/:id/${action}`,
      {
        preValidation: modify,
        schema: { tags: templateTags, params: formIdParamsSchema, response: replies(reportTemplateAnswerSchema) },
      },
      async (request) => {
        const { template, message } = await forms.setTemplateArchived(authOf(request), request.params.id, archived);
        return ok({ template }, message);
      },
    );
  }
};
