import { emptyDrawing } from '@fieldbook/domain/drawings/drawings.rules';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { expect } from 'vitest';
import { as } from '../../test/build-test-app';

/** Shared helpers of the drawing integration tests (not a test file itself). */

type Token = { token: string };

export const DRAWINGS = '/v1/drawings';

/** The smallest valid PNG (1×1), as the editor's stage.toDataURL() would send one. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export const drawingDocument = (overrides: Record<string, unknown> = {}) => ({
  ...emptyDrawing(),
  shapes: [
    {
      type: 'rectangle',
      id: 'r1',
      stroke: '#000000',
      stroke_width: 2,
      x: 10,
      y: 10,
      width: 200,
      height: 100,
      fill: null,
    },
    { type: 'measurement', id: 'm1', stroke: '#d32f2f', stroke_width: 2, x1: 10, y1: 120, x2: 210, y2: 120 },
    { type: 'text', id: 't1', x: 20, y: 20, text: 'Meter box', font_size: 18, fill: '#1976d2' },
  ],
  ...overrides,
});

export const drawingBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Meter box layout',
  reference_id: 'DR-1',
  client_id: null,
  appointment_id: null,
  document: drawingDocument(),
  thumbnail: PNG_DATA_URL,
  ...overrides,
});

export const postDrawing = (app: FastifyInstance, session: Token, payload: Record<string, unknown>) =>
  as(app, session, { method: 'POST', url: DRAWINGS, payload });
export const putDrawing = (app: FastifyInstance, session: Token, id: number, payload: Record<string, unknown>) =>
  as(app, session, { method: 'PUT', url: `${DRAWINGS}/${id}`, payload });
export const getDrawing = (app: FastifyInstance, session: Token, id: number) =>
  as(app, session, { method: 'GET', url: `${DRAWINGS}/${id}` });
export const archiveDrawing = (app: FastifyInstance, session: Token, id: number) =>
  as(app, session, { method: 'POST', url: `${DRAWINGS}/${id}/archive` });

export async function createDrawing(app: FastifyInstance, session: Token, body: Record<string, unknown>) {
  const response = await postDrawing(app, session, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.drawing;
}

/** Everything a drawing request could write for one company, to show that a refused one wrote nothing. */
export async function drawingFootprint(db: pg.Pool, companyId: number) {
  const { rows: drawings } = await db.query(
    'select id, title, reference_id, client_id, document, thumbnail_key, archived_at, updated_at from drawings where company_id = $1 order by id',
    [companyId],
  );
  const { rows } = await db.query('select count(*)::int as n from activity_logs where company_id = $1', [companyId]);
  return { drawings, logs: rows[0].n };
}
