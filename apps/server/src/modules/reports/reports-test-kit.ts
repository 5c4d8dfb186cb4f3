import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, expect } from 'vitest';
import { as, registerBusiness, type Session, type TestApp, whoIs } from '../../test/build-test-app';
import { createClient, individual } from '../clients/clients-test-kit';
import { filePart, jpeg, png, upload } from '../files/files-test-kit';
import { createForm, createTemplate } from '../forms/forms-test-kit';

/** Shared helpers of the report integration tests (not a test file itself). */

type Token = { token: string };

export const REPORTS = '/v1/reports';

/** A gas compliance check: a required text, a required choice, photos, a signature and an optional table. */
export const gasCheckDefinition = () => ({
  sections: [
    {
      id: 'appliance',
      title: 'Appliance',
      fields: [
        { id: 'make', type: 'text', label: 'Make', required: true },
        { id: 'result', type: 'choice', label: 'Result', required: true, options: ['Pass', 'Fail'] },
        { id: 'pressure', type: 'number', label: 'Operating pressure', required: false },
        { id: 'photos', type: 'photo', label: 'Meter photos', required: false },
        { id: 'sign', type: 'signature', label: 'Technician signature', required: true },
        {
          id: 'readings',
          type: 'table',
          label: 'Readings',
          required: false,
          columns: [
            { id: 'point', label: 'Test point' },
            { id: 'value', label: 'Value' },
          ],
        },
      ],
    },
  ],
});

/** A form and a template of the gas check for one company; answers its template. */
export async function createGasTemplate(app: FastifyInstance, session: Token) {
  const form = await createForm(app, session, { definition: gasCheckDefinition() });
  return createTemplate(app, session, form.id, { title: 'Gas compliance check', standard: 'AS/NZS 5601.1' });
}

/**
 * The company the report tests work in: Bayside Plumbing & Gas (subscribed), its owner, a client Rita
 * (with `client`'s fields), the gas check's template and an uploaded photo and signature.
 */
export async function gasCheckCompany(ctx: { t: TestApp; db: pg.Pool }, client: Record<string, unknown>) {
  const owner: Session = await registerBusiness(ctx.t.app, { company_name: 'Bayside Plumbing & Gas' });
  const companyId = (await whoIs(ctx.t.app, owner)).companyId;
  await ctx.db.query('update companies set subscribed = true where id = $1', [companyId]);
  const clientId: number = (await createClient(ctx.t.app, owner, individual({ first_name: 'Rita', ...client }))).id;
  const templateId: number = (await createGasTemplate(ctx.t.app, owner)).id;
  return { owner, companyId, clientId, templateId, images: await uploadImages(ctx.t.app, owner) };
}

/** gasCheckCompany, set up before a file's tests: its fields are there once they run. */
export function useGasCheckCompany(ctx: { t: TestApp; db: pg.Pool }, client: Record<string, unknown>) {
  const company = {} as Awaited<ReturnType<typeof gasCheckCompany>>;
  beforeAll(async () => {
    Object.assign(company, await gasCheckCompany(ctx, client));
  });
  return company;
}

/** Every answer of the gas check, complete. */
export const gasCheckAnswers = (images: { photoId: number; signatureId: number }) => ({
  make: 'Rinnai',
  result: 'Pass',
  pressure: 2.75,
  photos: [images.photoId],
  sign: images.signatureId,
  readings: [{ point: 'Inlet', value: '2.75 kPa' }],
});

/** Uploads a photo (JPEG) and a signature (PNG) to the files store; answers their ids. */
export async function uploadImages(app: FastifyInstance, session: Token) {
  const response = await upload(app, session, [
    filePart('meter.jpg', await jpeg(640, 480)),
    filePart('signature.png', await png(300, 100)),
  ]);
  expect(response.statusCode, response.body).toBe(200);
  const [photo, signature] = response.json().payload.files as { id: number }[];
  return { photoId: Number(photo?.id), signatureId: Number(signature?.id) };
}

export const reportBody = (templateId: number, clientId: number, overrides: Record<string, unknown> = {}) => ({
  template_id: templateId,
  client_id: clientId,
  report_date: '2026-11-20',
  answers: { make: 'Rinnai' },
  ...overrides,
});

export const postReport = (app: FastifyInstance, session: Token, payload: Record<string, unknown>) =>
  as(app, session, { method: 'POST', url: REPORTS, payload });
export const putReport = (app: FastifyInstance, session: Token, id: number, payload: Record<string, unknown>) =>
  as(app, session, { method: 'PUT', url: `${REPORTS}/${id}`, payload });
export const getReport = (app: FastifyInstance, session: Token, id: number) =>
  as(app, session, { method: 'GET', url: `${REPORTS}/${id}` });
export const publishReport = (
  app: FastifyInstance,
  session: Token,
  id: number,
  payload: Record<string, unknown> = {},
) => as(app, session, { method: 'POST', url: `${REPORTS}/${id}/publish`, payload });

export async function createReport(app: FastifyInstance, session: Token, body: Record<string, unknown>) {
  const response = await postReport(app, session, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.report;
}

/** Everything a report request could write for one company, to show that a refused one wrote nothing. */
export async function reportFootprint(db: pg.Pool, companyId: number) {
  const { rows: reports } = await db.query(
    `select id, reference_id, status, answers, address, report_date, send_pending, sent_at, archived_at, updated_at
     from reports where company_id = $1 order by id`,
    [companyId],
  );
  const { rows } = await db.query(
    `select (select count(*)::int from activity_logs where company_id = $1) as logs,
            (select count(*)::int from email_outbox where company_id = $1) as emails`,
    [companyId],
  );
  return { reports, ...rows[0] };
}
