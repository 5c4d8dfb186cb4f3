import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { as } from '../../test/build-test-app';

/** Shared helpers of the forms integration tests (not a test file itself). */

type Token = { token: string };

/** A small gas check: one section with a text, a required choice and a signature. */
export const definitionBody = (overrides: Record<string, unknown> = {}) => ({
  sections: [
    {
      id: 'appliance',
      title: 'Appliance',
      fields: [
        { id: 'make', type: 'text', label: 'Make', required: true },
        { id: 'result', type: 'choice', label: 'Result', required: true, options: ['Pass', 'Fail'] },
        { id: 'sign', type: 'signature', label: 'Signature', required: false },
      ],
    },
  ],
  ...overrides,
});

export const formBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Gas appliance check',
  description: 'Type A appliance service',
  is_beta: false,
  definition: definitionBody(),
  ...overrides,
});

export const templateBody = (formId: number, overrides: Record<string, unknown> = {}) => ({
  form_id: formId,
  title: 'Gas compliance certificate',
  standard: 'AS/NZS 5601.1',
  master_version: 1,
  minor_version: 0,
  is_master: true,
  is_beta: false,
  description: 'Issued after servicing a gas appliance',
  ...overrides,
});

export const postForm = (app: FastifyInstance, session: Token, payload: Record<string, unknown>) =>
  as(app, session, { method: 'POST', url: '/v1/forms', payload });

export const putForm = (app: FastifyInstance, session: Token, id: number, payload: Record<string, unknown>) =>
  as(app, session, { method: 'PUT', url: `/v1/forms/${id}`, payload });

export const getForm = (app: FastifyInstance, session: Token, id: number, version?: number) =>
  as(app, session, { method: 'GET', url: `/v1/forms/${id}${version ? `?version=${version}` : ''}` });

export const listForms = (app: FastifyInstance, session: Token, query = '') =>
  as(app, session, { method: 'GET', url: `/v1/forms${query ? `?${query}` : ''}` });

export const postTemplate = (app: FastifyInstance, session: Token, payload: Record<string, unknown>) =>
  as(app, session, { method: 'POST', url: '/v1/reportTemplates', payload });

export async function createForm(app: FastifyInstance, session: Token, overrides: Record<string, unknown> = {}) {
  const response = await postForm(app, session, formBody(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.form;
}

export async function createTemplate(
  app: FastifyInstance,
  session: Token,
  formId: number,
  overrides: Record<string, unknown> = {},
) {
  const response = await postTemplate(app, session, templateBody(formId, overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.template;
}
