import { drawingBody, drawingDocument } from '../modules/drawings/drawings-test-kit';
import { formBody, templateBody } from '../modules/forms/forms-test-kit';
import { type RouteTarget, target } from './route-target';

/** The field-work routes' aims (route-targets.ts): forms and report templates, reports, drawings and their assets. */
export const FIELD_WORK_TARGETS: Record<string, RouteTarget> = {
  // Forms and report templates
  'GET /v1/forms/:id': target({ id: 'form' }, () => ({})),
  'PUT /v1/forms/:id': target({ id: 'form' }, () => ({ body: formBody({ name: 'Sneaky' }) })),
  'POST /v1/forms/:id/archive': target({ id: 'form' }, () => ({})),
  'POST /v1/forms/:id/restore': target({ id: 'form' }, () => ({})),
  'POST /v1/reportTemplates': target({ form_id: 'form' }, (i) => ({ body: templateBody(i.form_id) }), {
    form_id: 'field',
  }),
  'GET /v1/reportTemplates': target({ form_id: 'form' }, (i) => ({ query: { form_id: i.form_id } }), {
    form_id: 'lenient',
  }),
  'GET /v1/reportTemplates/:id': target({ id: 'reportTemplate' }, () => ({})),
  'PUT /v1/reportTemplates/:id': target(
    { id: 'reportTemplate', form_id: 'form' },
    (i) => ({ body: templateBody(i.form_id, { title: 'Sneaky' }) }),
    { form_id: 'field' },
  ),
  'POST /v1/reportTemplates/:id/archive': target({ id: 'reportTemplate' }, () => ({})),
  'POST /v1/reportTemplates/:id/restore': target({ id: 'reportTemplate' }, () => ({})),
  // Reports
  'GET /v1/reports': target(
    { client_id: 'client', appointment_id: 'appointment' },
    (i) => ({ query: { client_id: i.client_id, appointment_id: i.appointment_id } }),
    { client_id: 'lenient', appointment_id: 'lenient' },
  ),
  'POST /v1/reports': target(
    { template_id: 'reportTemplate', client_id: 'client', appointment_id: 'appointment' },
    (i) => ({
      body: { template_id: i.template_id, client_id: i.client_id, appointment_id: i.appointment_id, answers: {} },
    }),
    { template_id: 'field', client_id: 'field', appointment_id: 'field' },
    true,
  ),
  'GET /v1/reports/:id': target({ id: 'report' }, () => ({})),
  'GET /v1/reports/:id/pdf': target({ id: 'report' }, () => ({})),
  'PUT /v1/reports/:id': target({ id: 'report' }, () => ({ body: { answers: { make: 'Sneaky' } } })),
  'POST /v1/reports/:id/publish': target({ id: 'report' }, () => ({ body: {} })),
  'POST /v1/reports/:id/send': target({ id: 'report' }, () => ({ body: {} })),
  'POST /v1/reports/:id/archive': target({ id: 'report' }, () => ({})),

  // Drawings
  'GET /v1/drawings': target({ client_id: 'client' }, (i) => ({ query: { client_id: i.client_id } }), {
    client_id: 'lenient',
  }),
  'POST /v1/drawings': target(
    { client_id: 'client', appointment_id: 'appointment', asset_id: 'drawingAsset' },
    (i) => ({
      body: drawingBody({
        client_id: i.client_id,
        appointment_id: i.appointment_id,
        // A placed asset is a reference too (document.shapes.0.asset_id).
        document: drawingDocument({
          shapes: i.asset_id
            ? [{ type: 'asset', id: 'a1', asset_id: i.asset_id, x: 0, y: 0, width: 20, height: 20 }]
            : [],
        }),
      }),
    }),
    { client_id: 'field', appointment_id: 'field', asset_id: 'field' },
    true,
  ),
  'GET /v1/drawings/:id': target({ id: 'drawing' }, () => ({})),
  'PUT /v1/drawings/:id': target({ id: 'drawing' }, () => ({ body: drawingBody({ title: 'Sneaky' }) })),
  'POST /v1/drawings/:id/archive': target({ id: 'drawing' }, () => ({})),

  // Drawing assets
  'GET /v1/drawings/assets/:id': target({ id: 'drawingAsset' }, () => ({})),
  'GET /v1/drawings/assets/:id/download': target({ id: 'drawingAsset' }, () => ({})),
  'PUT /v1/drawings/assets/:id': target({ id: 'drawingAsset' }, () => ({ body: { name: 'Sneaky' } })),
  'POST /v1/drawings/assets/:id/pin': target({ id: 'drawingAsset' }, () => ({ body: { pinned: true } })),
  'POST /v1/drawings/assets/:id/archive': target({ id: 'drawingAsset' }, () => ({})),
};
