import { emptyDrawing } from '@fieldbook/domain/drawings/drawings.rules';
import type { Drawing } from '../api/drawing-types';

export const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';

export function buildDrawing(overrides: Partial<Drawing> = {}): Drawing {
  return {
    id: 7,
    title: 'Meter box layout',
    reference_id: 'DR-1',
    client_id: 5,
    client_name: 'Ada Lovelace',
    appointment_id: null,
    signed_thumbnail_url: '/v1/drawings/thumb/token-7',
    archived: false,
    can_edit: true,
    created_at: '2026-11-20 09:30:00',
    updated_at: '2026-11-20T09:30:00.000Z',
    document: {
      ...emptyDrawing(),
      shapes: [{ type: 'line', id: 'l1', stroke: '#000000', stroke_width: 2, x1: 0, y1: 0, x2: 100, y2: 0 }],
    },
    ...overrides,
  };
}
