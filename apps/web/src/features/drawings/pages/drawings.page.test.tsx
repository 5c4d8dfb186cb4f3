import { DRAWING_MESSAGES } from '@fieldbook/domain/drawings/drawings.constants';
import type { DrawingShape } from '@fieldbook/domain/drawings/drawings.schemas';
import { resizeBox } from '@fieldbook/domain/drawings/shape-resize.rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildAsset } from '../../drawing-assets/testing/drawing-asset-fixtures';
import type { DrawingCanvasProps } from '../components/drawing-tools';
import { buildDrawing, PNG_DATA_URL } from '../testing/drawing-fixtures';

// Konva needs a real canvas: the editor's page logic is tested around a stand-in that draws on demand.
vi.mock('../components/drawing-canvas', () => {
  function FakeCanvas(props: DrawingCanvasProps) {
    const { onReady } = props;
    useEffect(() => {
      onReady({ toPng: () => PNG_DATA_URL });
      return () => onReady(null);
    }, [onReady]);
    const line: DrawingShape = {
      type: 'line',
      id: `l${props.shapes.length}`,
      ...props.style,
      x1: 0,
      y1: 0,
      x2: 50,
      y2: 0,
    };
    // What the Transformer's handles report when a box is dragged bigger (drawing-canvas's selection handles).
    const [first] = props.shapes;
    const box = first?.type === 'rectangle' || first?.type === 'ellipse' ? first : null;
    return (
      <div data-testid="canvas">
        <span>{`${props.shapes.length} shapes · ${props.tool} · snap ${props.snap ? 'on' : 'off'}`}</span>
        <span>{`asset images: ${Object.values(props.assetImages ?? {}).join(', ') || 'none'}`}</span>
        {box && <span>{`${box.width} × ${box.height} at ${box.x}, ${box.y}`}</span>}
        {box && (
          <button
            type="button"
            onClick={() =>
              props.onChange(resizeBox(box, { x: box.x - 6, y: box.y, width: 127, height: 61 }, props.snap))
            }
          >
            Drag the box's handles
          </button>
        )}
        <button type="button" onClick={() => props.onAdd(line)}>
          Draw a line
        </button>
        <button type="button" onClick={() => props.onTextRequest({ x: 10, y: 20 })}>
          Click for text
        </button>
      </div>
    );
  }
  return { default: FakeCanvas, DrawingCanvas: FakeCanvas };
});

const meter = buildDrawing();
const drain = buildDrawing({ id: 8, title: 'Backyard drain', reference_id: null, client_name: null });

const pinnedMeter = buildAsset({ is_pinned: true });

function open(path: string, permissions: string[], routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedInWith(permissions),
    'GET /v1/drawings/assets': ok({ assets: [pinnedMeter], total: 1, page: 1, rows: 24 }),
    'GET /v1/drawings/assets/31': ok({ asset: pinnedMeter }),
    ...routes,
  });
  const view = renderApp(`/business/${path}`);
  return { api, clicker: userEvent.setup(), ...view };
}

const listOf = (drawings: unknown[]) => ok({ drawings, total: drawings.length, page: 1, rows: 24 });

describe('the drawings list', () => {
  it('shows thumbnails and titles, and searches on the server', async () => {
    const { api, clicker } = open('drawings', ['canAccessDrawings'], { 'GET /v1/drawings': listOf([meter, drain]) });
    const card = await screen.findByRole('link', { name: /^Meter box layout/ });
    const list = screen.getByRole('list', { name: 'Drawings' });
    expect(card.getAttribute('href')).toBe('/business/drawings/7');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/v1/drawings/thumb/token-7');
    expect(within(list).getByText('DR-1 · Ada Lovelace · 20-11-2026')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add Drawing' })).toBeNull();
    await clicker.type(screen.getByRole('searchbox', { name: 'Search' }), 'drain');
    await waitFor(() => expect(api.calls.some((call) => call.url.includes('search=drain'))).toBe(true));
  });

  it('has an empty state that offers Add Drawing to those who manage drawings', async () => {
    open('drawings', ['canAccessDrawings', 'canManageDrawings'], { 'GET /v1/drawings': listOf([]) });
    expect(await screen.findByText('No drawings yet')).toBeTruthy();
    const adds = screen.getAllByRole('link', { name: 'Add Drawing' });
    expect(adds.map((link) => link.getAttribute('href'))).toContain('/business/drawings/add');
  });
});

describe('the drawing view', () => {
  it('shows the PNG and title, and Edit for those who manage drawings', async () => {
    open('drawings/7', ['canAccessDrawings', 'canManageDrawings'], { 'GET /v1/drawings/7': ok({ drawing: meter }) });
    expect(await screen.findByRole('heading', { name: 'Meter box layout' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Meter box layout' }).getAttribute('src')).toBe(
      '/v1/drawings/thumb/token-7',
    );
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/business/drawings/7/edit');
  });
});

describe('the drawing editor', () => {
  it('adds a drawing for the query’s client: shapes, undo and redo, then the document and PNG are saved', async () => {
    const saved = buildDrawing({ id: 12, title: 'Gas meter' });
    let body: Record<string, unknown> | undefined;
    const { clicker, router } = open('drawings/add?client_id=5', ['canAccessDrawings', 'canManageDrawings'], {
      'POST /v1/drawings': (request: MockRequest) => {
        body = request.body as Record<string, unknown>;
        return ok({ drawing: saved }, DRAWING_MESSAGES.created);
      },
      'GET /v1/drawings/12': ok({ drawing: saved }),
    });
    await clicker.type(await screen.findByRole('textbox', { name: 'Title' }), 'Gas meter');
    const draw = await screen.findByRole('button', { name: 'Draw a line' });
    await clicker.click(draw);
    await clicker.click(draw);
    expect(screen.getByText('2 shapes · line · snap on')).toBeTruthy();
    await clicker.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('1 shapes · line · snap on')).toBeTruthy();
    await clicker.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(screen.getByText('2 shapes · line · snap on')).toBeTruthy();
    await clicker.keyboard('{Control>}z{/Control}');
    expect(screen.getByText('1 shapes · line · snap on')).toBeTruthy();
    await clicker.click(screen.getByRole('button', { name: 'Red' }));
    await clicker.click(screen.getByRole('button', { name: 'Arrow' }));
    await clicker.click(screen.getByRole('switch', { name: 'Snap to grid' }));
    expect(screen.getByText('1 shapes · arrow · snap off')).toBeTruthy();
    await clicker.click(screen.getByRole('button', { name: 'Click for text' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Text' });
    await clicker.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'Meter');
    await clicker.click(within(dialog).getByRole('button', { name: 'Add' }));
    await clicker.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/business/drawings/12'));
    expect(body).toMatchObject({
      title: 'Gas meter',
      client_id: 5,
      appointment_id: null,
      thumbnail: PNG_DATA_URL,
      document: {
        version: 1,
        unit: 'm',
        shapes: [
          { type: 'line', stroke: '#000000' },
          { type: 'text', text: 'Meter', x: 10, y: 20, fill: '#d32f2f' },
        ],
      },
    });
  });

  it('places an asset from the Assets panel at half its size, undoably, and saves it in the document', async () => {
    let body: Record<string, unknown> | undefined;
    const { clicker } = open('drawings/add', ['canAccessDrawings', 'canManageDrawings'], {
      'POST /v1/drawings': (request: MockRequest) => {
        body = request.body as Record<string, unknown>;
        return ok({ drawing: buildDrawing() });
      },
    });
    const panel = await screen.findByRole('region', { name: 'Assets' });
    const place = await within(panel).findByRole('button', { name: 'Place Water meter' });
    expect(screen.getByText('asset images: none')).toBeTruthy();
    await clicker.click(place);
    expect(screen.getByText('1 shapes · select · snap on')).toBeTruthy();
    expect(await screen.findByText('asset images: /v1/drawings/assets/raw/token-31')).toBeTruthy();
    await clicker.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('0 shapes · select · snap on')).toBeTruthy();
    await clicker.click(screen.getByRole('button', { name: 'Redo' }));
    await clicker.type(screen.getByRole('textbox', { name: 'Title' }), 'Meters');
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(body).toMatchObject({
        document: { shapes: [{ type: 'asset', asset_id: 31, x: 580, y: 380, width: 32, height: 32 }] },
      }),
    );
  });

  it('shows the server’s field messages, under the title and above the canvas', async () => {
    open('drawings/add', ['canAccessDrawings', 'canManageDrawings'], {
      'POST /v1/drawings': failure(422, DRAWING_MESSAGES.titleRequired, {
        title: [DRAWING_MESSAGES.titleRequired],
        'document.shapes.0.stroke': [DRAWING_MESSAGES.colorInvalid],
      }),
    });
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DRAWING_MESSAGES.titleRequired)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(DRAWING_MESSAGES.colorInvalid);
  });

  it('resizes a box as one undoable step on the grid, and saves the new size', async () => {
    const box: DrawingShape = {
      type: 'rectangle',
      id: 'r1',
      stroke: '#000000',
      stroke_width: 2,
      x: 100,
      y: 50,
      width: 80,
      height: 40,
      fill: null,
    };
    const drawing = buildDrawing({ document: { ...meter.document, shapes: [box] } });
    let body: { document: { shapes: DrawingShape[] } } | undefined;
    const { clicker } = open('drawings/7/edit', ['canAccessDrawings', 'canManageDrawings'], {
      'GET /v1/drawings/7': ok({ drawing }),
      'PUT /v1/drawings/7': (request: MockRequest) => {
        body = request.body as typeof body;
        return ok({ drawing });
      },
    });
    expect(await screen.findByText('80 × 40 at 100, 50')).toBeTruthy();
    await clicker.click(screen.getByRole('button', { name: "Drag the box's handles" }));
    expect(screen.getByText('130 × 60 at 90, 50')).toBeTruthy();
    await clicker.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('80 × 40 at 100, 50')).toBeTruthy();
    await clicker.click(screen.getByRole('button', { name: 'Redo' }));
    expect(screen.getByText('130 × 60 at 90, 50')).toBeTruthy();

    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body?.document.shapes).toEqual([{ ...box, x: 90, width: 130, height: 60 }]));
  });

  it('edits a saved drawing from its document, sending the version it started from', async () => {
    let body: Record<string, unknown> | undefined;
    const { clicker } = open('drawings/7/edit', ['canAccessDrawings', 'canManageDrawings'], {
      'GET /v1/drawings/7': ok({ drawing: meter }),
      'PUT /v1/drawings/7': (request: MockRequest) => {
        body = request.body as Record<string, unknown>;
        return ok({ drawing: meter });
      },
    });
    expect(await screen.findByText('1 shapes · line · snap on')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Meter box layout');
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(body).toMatchObject({ updated_at: meter.updated_at, client_id: 5, document: meter.document }),
    );
  });
});
