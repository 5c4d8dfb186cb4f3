import type { DrawingShape } from '@fieldbook/domain/drawings/drawings.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { fakeXhr } from '../../files/testing/fake-xhr';
import { buildFile, uploadEnvelope } from '../../files/testing/file-fixtures';
import type { DrawingCanvasProps } from '../components/drawing-tools';
import { PNG_DATA_URL } from '../testing/drawing-fixtures';

// Konva needs a real canvas, and jsdom loads no images: both are stood in for.
const canvasProps = vi.hoisted(() => ({ last: null as DrawingCanvasProps | null }));
vi.mock('../components/drawing-canvas', () => {
  function FakeCanvas(props: DrawingCanvasProps) {
    canvasProps.last = props;
    const { onReady } = props;
    useEffect(() => {
      onReady({ toPng: () => PNG_DATA_URL });
      return () => onReady(null);
    }, [onReady]);
    const arrow: DrawingShape = {
      type: 'arrow',
      id: `a${props.shapes.length}`,
      ...props.style,
      x1: 0,
      y1: 0,
      x2: 9,
      y2: 9,
    };
    return (
      <div data-testid="canvas">
        <span>{`${props.shapes.length} shapes · ${props.readOnly ? 'read-only' : 'editable'}`}</span>
        {!props.readOnly && (
          <button type="button" onClick={() => props.onAdd(arrow)}>
            Draw an arrow
          </button>
        )}
      </div>
    );
  }
  return { default: FakeCanvas, DrawingCanvas: FakeCanvas };
});
vi.mock('../components/use-loaded-image', () => ({
  useLoadedImage: (src: string | null) => ({
    image: src ? ({ src, naturalWidth: 1920, naturalHeight: 1080 } as HTMLImageElement) : null,
    failed: false,
  }),
}));

const photo = buildFile();

function open(query: string, permissions: string[], file = photo) {
  const api = mockApi({ ...signedInWith(permissions), 'GET /v1/files': ok({ file }) });
  const view = renderApp(`/business/drawings/annotate${query}`);
  return { api, clicker: userEvent.setup(), ...view };
}

describe('photo annotation', () => {
  it('draws on the photo at its natural size and saves the flattened PNG as a new file linked to it', async () => {
    const annotated = buildFile({ id: 12, file_name: 'site-photo-annotated.png', annotated_from_file_id: 11 });
    const sent = fakeXhr(() => ({ status: 200, body: uploadEnvelope('success', [annotated]) }));
    const { clicker, router } = open('?file_id=11', ['canAccessFiles', 'canAccessDrawings']);
    expect(await screen.findByRole('heading', { name: 'Annotate Photo' })).toBeTruthy();
    await clicker.click(await screen.findByRole('button', { name: 'Draw an arrow' }));
    expect(screen.getByText('1 shapes · editable')).toBeTruthy();
    expect(canvasProps.last).toMatchObject({ width: 1920, height: 1080, readOnly: false });
    expect(canvasProps.last?.backgroundImage?.src).toBe(photo.signed_url);
    await clicker.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('0 shapes · editable')).toBeTruthy();
    await clicker.click(screen.getByRole('button', { name: 'Redo' }));
    expect(screen.getByText('1 shapes · editable')).toBeTruthy();

    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toMatch(/\/v1\/files\/upload$/);
    expect(request?.body?.get('annotated_from_file_id')).toBe('11');
    const uploaded = request?.body?.get('files[]') as File;
    expect(uploaded.name).toBe('site-photo-annotated.png');
    expect(uploaded.type).toBe('image/png');
    expect(Array.from(new Uint8Array(await uploaded.arrayBuffer())).slice(0, 4)).toEqual([0x89, 0x50, 0x4e, 0x47]);
    // Without back=true it goes to the files.
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/files'));
  });

  it("shows the photo with 'Read-only' and no Save when the file may not be edited", async () => {
    const sent = fakeXhr(() => ({ status: 500, body: {} }));
    open('?file_id=11&back=true', ['canAccessFiles', 'canAccessDrawings'], buildFile({ can_edit: false }));
    expect(await screen.findByText('Read-only')).toBeTruthy();
    expect(await screen.findByText('0 shapes · read-only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('refuses a file that is not an image', async () => {
    open('?file_id=11', ['canAccessFiles', 'canAccessDrawings'], buildFile({ type: 'DOCUMENT' }));
    expect(await screen.findByText('Only an image can be annotated.')).toBeTruthy();
    expect(screen.queryByTestId('canvas')).toBeNull();
  });
});
