import { describe, expect, it } from 'vitest';
import { DRAWING_HISTORY_LIMIT, DRAWING_SNAP_UNITS } from './drawings.constants';
import {
  assetShape,
  canRedo,
  canUndo,
  drawingHistoryReducer,
  emptyDrawing,
  historyKey,
  initialHistory,
  isDegenerate,
  measurementText,
  moveShape,
  placedAssetIds,
  shapeBetween,
  snapPoint,
  snapValue,
} from './drawings.rules';
import { type DrawingShape, drawingDocumentSchema } from './drawings.schemas';

const style = { stroke: '#000000', stroke_width: 2 };
const line = (id: string, x2 = 50): DrawingShape => ({ type: 'line', id, ...style, x1: 0, y1: 0, x2, y2: 0 });

describe('snapping', () => {
  it('snaps to the nearest multiple of the spec’s 10 units', () => {
    expect(DRAWING_SNAP_UNITS).toBe(10);
    expect(snapValue(14)).toBe(10);
    expect(snapValue(15)).toBe(20);
    expect(snapValue(-4)).toBe(0);
    expect(Object.is(snapValue(-4), 0)).toBe(true);
    expect(snapValue(-16)).toBe(-20);
    expect(snapPoint({ x: 23.4, y: 97 })).toEqual({ x: 20, y: 100 });
  });

  it('leaves the point alone when snapping is off', () => {
    expect(snapPoint({ x: 23.4, y: 97 }, false)).toEqual({ x: 23.4, y: 97 });
  });
});

describe('measurement text', () => {
  it('is the length over the scale in the document’s unit, two decimals at most', () => {
    expect(measurementText({ x1: 0, y1: 0, x2: 300, y2: 400 }, { unit: 'm', scale: 100 })).toBe('5 m');
    expect(measurementText({ x1: 0, y1: 0, x2: 125, y2: 0 }, { unit: 'm', scale: 100 })).toBe('1.25 m');
    expect(measurementText({ x1: 0, y1: 0, x2: 10, y2: 10 }, { unit: 'ft', scale: 3 })).toBe('4.71 ft');
    expect(measurementText({ x1: 5, y1: 5, x2: 5, y2: 5 }, { unit: 'mm', scale: 1 })).toBe('0 mm');
  });
});

describe('history', () => {
  it('adds, undoes and redoes, and a new change drops the redo stack', () => {
    let history = initialHistory();
    history = drawingHistoryReducer(history, { type: 'add', shape: line('a') });
    history = drawingHistoryReducer(history, { type: 'add', shape: line('b') });
    expect(history.present.map((s) => s.id)).toEqual(['a', 'b']);
    history = drawingHistoryReducer(history, { type: 'undo' });
    expect(history.present.map((s) => s.id)).toEqual(['a']);
    expect(canRedo(history)).toBe(true);
    history = drawingHistoryReducer(history, { type: 'redo' });
    expect(history.present.map((s) => s.id)).toEqual(['a', 'b']);
    history = drawingHistoryReducer(history, { type: 'undo' });
    history = drawingHistoryReducer(history, { type: 'add', shape: line('c') });
    expect(history.present.map((s) => s.id)).toEqual(['a', 'c']);
    expect(canRedo(history)).toBe(false);
  });

  it('updates and removes by id, and ignores what changes nothing', () => {
    let history = initialHistory([line('a')]);
    const same = drawingHistoryReducer(history, { type: 'remove', id: 'missing' });
    expect(same).toBe(history);
    expect(drawingHistoryReducer(history, { type: 'undo' })).toBe(history);
    expect(drawingHistoryReducer(history, { type: 'redo' })).toBe(history);
    history = drawingHistoryReducer(history, { type: 'update', shape: line('a', 90) });
    expect(history.present[0]).toMatchObject({ x2: 90 });
    history = drawingHistoryReducer(history, { type: 'remove', id: 'a' });
    expect(history.present).toEqual([]);
    history = drawingHistoryReducer(history, { type: 'undo' });
    history = drawingHistoryReducer(history, { type: 'undo' });
    expect(history.present[0]).toMatchObject({ x2: 50 });
    expect(canUndo(history)).toBe(false);
  });

  it('keeps at most the history limit of steps', () => {
    let history = initialHistory();
    for (let i = 0; i < DRAWING_HISTORY_LIMIT + 20; i++) {
      history = drawingHistoryReducer(history, { type: 'add', shape: line(`s${i}`) });
    }
    expect(history.past).toHaveLength(DRAWING_HISTORY_LIMIT);
  });

  it('clears as one undoable step, and reset starts afresh', () => {
    let history = initialHistory([line('a'), line('b')]);
    history = drawingHistoryReducer(history, { type: 'clear' });
    expect(history.present).toEqual([]);
    history = drawingHistoryReducer(history, { type: 'undo' });
    expect(history.present).toHaveLength(2);
    history = drawingHistoryReducer(history, { type: 'reset', shapes: [line('z')] });
    expect(history).toEqual({ past: [], present: [line('z')], future: [] });
  });

  it('maps Ctrl+Z to undo and Ctrl+Shift+Z or Ctrl+Y to redo', () => {
    const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) =>
      historyKey({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, ...mods });
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key('z', { metaKey: true })).toBe('undo');
    expect(key('y', { ctrlKey: true })).toBe('redo');
    expect(key('z')).toBeNull();
    expect(key('a', { ctrlKey: true })).toBeNull();
  });
});

describe('shapes', () => {
  it('draws boxes from any corner and segments as dragged', () => {
    expect(shapeBetween('rectangle', 'r', { x: 50, y: 40 }, { x: 10, y: 0 }, style)).toMatchObject({
      x: 10,
      y: 0,
      width: 40,
      height: 40,
    });
    expect(shapeBetween('arrow', 'a', { x: 1, y: 2 }, { x: 3, y: 4 }, style)).toMatchObject({ x1: 1, y2: 4 });
  });

  it('drops clicks without a drag and moves every kind of shape', () => {
    expect(isDegenerate(shapeBetween('line', 'l', { x: 0, y: 0 }, { x: 1, y: 0 }, style))).toBe(true);
    expect(isDegenerate(line('l'))).toBe(false);
    const path: DrawingShape = { type: 'freehand', id: 'f', ...style, points: [0, 0, 10, 10] };
    expect(moveShape(path, 5, -5)).toMatchObject({ points: [5, -5, 15, 5] });
    expect(moveShape(line('l'), 10, 10)).toMatchObject({ x1: 10, y1: 10, x2: 60, y2: 10 });
  });
});

describe('the document schema', () => {
  const asset = (overrides: Record<string, unknown> = {}) => ({
    type: 'asset',
    id: 'a1',
    asset_id: 12,
    x: 40,
    y: 60,
    width: 32,
    height: 24,
    ...overrides,
  });

  it('keeps a document saved before assets existed valid and unchanged', () => {
    const before = {
      ...emptyDrawing(),
      shapes: [line('l'), { type: 'text', id: 't', x: 1, y: 1, text: 'A', font_size: 12, fill: '#000000' }],
    };
    expect(drawingDocumentSchema.parse(JSON.parse(JSON.stringify(before)))).toEqual(before);
  });

  it('accepts a placed asset, which moves like a box and names its asset once', () => {
    const document = { ...emptyDrawing(), shapes: [asset(), asset({ id: 'a2' }), asset({ id: 'a3', asset_id: 13 })] };
    const parsed = drawingDocumentSchema.parse(JSON.parse(JSON.stringify(document)));
    expect(parsed).toEqual(document);
    expect(placedAssetIds(parsed.shapes)).toEqual([12, 13]);
    const [first] = parsed.shapes;
    if (!first) throw new Error('no shape');
    expect(moveShape(first, 10, -20)).toMatchObject({ x: 50, y: 40, width: 32, height: 24 });
    expect(isDegenerate(first)).toBe(false);
  });

  it('places an asset at its placed size in the middle of the canvas, on the grid when snapping', () => {
    const meter = { id: 12, placed_width: 32, placed_height: 24 };
    expect(assetShape('a1', meter, { width: 1200, height: 800 })).toEqual(asset({ x: 580, y: 390 }));
    expect(assetShape('a1', meter, { width: 1200, height: 800 }, false)).toMatchObject({ x: 584, y: 388 });
  });

  it('refuses an asset without a positive asset id or size, or with extra image data', () => {
    const ok = (shape: Record<string, unknown>) =>
      drawingDocumentSchema.safeParse({ ...emptyDrawing(), shapes: [shape] }).success;
    expect(ok(asset())).toBe(true);
    expect(ok(asset({ asset_id: 0 }))).toBe(false);
    expect(ok(asset({ asset_id: '12' }))).toBe(false);
    expect(ok(asset({ width: 0 }))).toBe(false);
    expect(ok(asset({ height: -5 }))).toBe(false);
    const { asset_id: _id, ...withoutId } = asset();
    expect(ok(withoutId)).toBe(false);
    // Unknown keys are dropped: a document never carries an image's URL or markup.
    const parsed = drawingDocumentSchema.parse({ ...emptyDrawing(), shapes: [asset({ href: 'javascript:x' })] });
    expect(parsed.shapes[0]).not.toHaveProperty('href');
  });

  it('accepts every kind of shape and round-trips through JSON', () => {
    const document = {
      ...emptyDrawing(),
      shapes: [
        line('l'),
        { type: 'arrow', id: 'a', ...style, x1: 0, y1: 0, x2: 10, y2: 10 },
        { type: 'measurement', id: 'm', ...style, x1: 0, y1: 0, x2: 100, y2: 0 },
        { type: 'rectangle', id: 'r', ...style, x: 0, y: 0, width: 20, height: 10, fill: null },
        { type: 'ellipse', id: 'e', ...style, x: 0, y: 0, width: 20, height: 10, fill: '#ffffff' },
        { type: 'freehand', id: 'f', ...style, points: [0, 0, 5, 5, 10, 0] },
        { type: 'text', id: 't', x: 5, y: 5, text: 'Meter', font_size: 20, fill: '#d32f2f' },
      ],
    };
    const parsed = drawingDocumentSchema.parse(JSON.parse(JSON.stringify(document)));
    expect(parsed).toEqual(document);
  });

  it('refuses unknown shapes, bad colours, odd paths and a canvas out of range', () => {
    const bad = (shapes: unknown[], extra = {}) =>
      drawingDocumentSchema.safeParse({ ...emptyDrawing(), ...extra, shapes }).success;
    expect(bad([{ type: 'star', id: 's' }])).toBe(false);
    expect(bad([{ ...line('l'), stroke: 'red' }])).toBe(false);
    expect(bad([{ type: 'freehand', id: 'f', ...style, points: [0, 0, 5, 5, 1] }])).toBe(false);
    expect(bad([], { width: 0 })).toBe(false);
    expect(bad([{ type: 'text', id: 't', x: 0, y: 0, text: '  ', font_size: 12, fill: '#000000' }])).toBe(false);
  });
});
