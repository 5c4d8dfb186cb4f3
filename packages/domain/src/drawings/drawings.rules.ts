import {
  DRAWING_CANVAS_DEFAULT,
  DRAWING_HISTORY_LIMIT,
  DRAWING_SNAP_UNITS,
  type DrawingUnit,
} from './drawings.constants';
import type { DrawingDocument, DrawingShape } from './drawings.schemas';

// Pure rules of the drawing editor, so the canvas component only draws and forwards events.

export interface Point {
  x: number;
  y: number;
}

/** The nearest grid value of `grid` units (spec: drawing snap units 10). */
export function snapValue(value: number, grid = DRAWING_SNAP_UNITS): number {
  if (!(grid > 0)) return value;
  const snapped = Math.round(value / grid) * grid;
  // -0 from rounding a small negative would print as "-0".
  return snapped === 0 ? 0 : snapped;
}

/** The point on the grid nearest to `point`; with snapping off, the point as it is. */
export function snapPoint(point: Point, enabled = true, grid = DRAWING_SNAP_UNITS): Point {
  return enabled ? { x: snapValue(point.x, grid), y: snapValue(point.y, grid) } : point;
}

/** A new, empty document of the default size. */
export function emptyDrawing(overrides: Partial<Omit<DrawingDocument, 'shapes'>> = {}): DrawingDocument {
  return {
    version: 1,
    width: DRAWING_CANVAS_DEFAULT.width,
    height: DRAWING_CANVAS_DEFAULT.height,
    unit: 'm',
    scale: 100,
    background: '#ffffff',
    shapes: [],
    ...overrides,
  };
}

export const segmentLength = (x1: number, y1: number, x2: number, y2: number) => Math.hypot(x2 - x1, y2 - y1);

/**
 * A measurement's label: its length in canvas units over the document's scale (canvas units per
 * unit), to two decimals at most with trailing zeros dropped, then the unit: "2.5 m", "300 mm".
 */
export function measurementText(
  shape: { x1: number; y1: number; x2: number; y2: number },
  document: { unit: DrawingUnit; scale: number },
): string {
  const length = segmentLength(shape.x1, shape.y1, shape.x2, shape.y2) / document.scale;
  const rounded = Math.round(length * 100) / 100;
  return `${Number(rounded.toFixed(2))} ${document.unit}`;
}

// Undo and redo: a reducer over the document's shapes, with past and future stacks.

export interface DrawingHistory {
  past: DrawingShape[][];
  present: DrawingShape[];
  future: DrawingShape[][];
}

export type DrawingHistoryAction =
  | { type: 'add'; shape: DrawingShape }
  | { type: 'update'; shape: DrawingShape }
  | { type: 'remove'; id: string }
  | { type: 'clear' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; shapes: DrawingShape[] };

export const initialHistory = (shapes: DrawingShape[] = []): DrawingHistory => ({
  past: [],
  present: shapes,
  future: [],
});

/** A change: the current shapes go onto the past (at most DRAWING_HISTORY_LIMIT), the future is dropped. */
function commit(history: DrawingHistory, next: DrawingShape[]): DrawingHistory {
  if (next === history.present) return history;
  const past = [...history.past, history.present].slice(-DRAWING_HISTORY_LIMIT);
  return { past, present: next, future: [] };
}

export function drawingHistoryReducer(history: DrawingHistory, action: DrawingHistoryAction): DrawingHistory {
  switch (action.type) {
    case 'add':
      return commit(history, [...history.present, action.shape]);
    case 'update': {
      const index = history.present.findIndex((shape) => shape.id === action.shape.id);
      if (index < 0) return history;
      const next = [...history.present];
      next[index] = action.shape;
      return commit(history, next);
    }
    case 'remove': {
      const next = history.present.filter((shape) => shape.id !== action.id);
      return next.length === history.present.length ? history : commit(history, next);
    }
    case 'clear':
      return history.present.length === 0 ? history : commit(history, []);
    case 'undo': {
      const previous = history.past.at(-1);
      if (!previous) return history;
      return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
    }
    case 'redo': {
      const [next, ...rest] = history.future;
      if (!next) return history;
      return { past: [...history.past, history.present], present: next, future: rest };
    }
    case 'reset':
      return initialHistory(action.shapes);
  }
}

export const canUndo = (history: DrawingHistory) => history.past.length > 0;
export const canRedo = (history: DrawingHistory) => history.future.length > 0;

/** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo; anything else is not a history key. */
export function historyKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/** The shape as drawn from `start` to `end` for the segment and box tools. */
export function shapeBetween(
  type: 'line' | 'arrow' | 'measurement' | 'rectangle' | 'ellipse',
  id: string,
  start: Point,
  end: Point,
  style: { stroke: string; stroke_width: number },
): DrawingShape {
  if (type === 'rectangle' || type === 'ellipse') {
    return {
      type,
      id,
      ...style,
      x: Math.min(start.x, end.x),
      y: Math.min(start.y, end.y),
      width: Math.abs(end.x - start.x),
      height: Math.abs(end.y - start.y),
      fill: null,
    };
  }
  return { type, id, ...style, x1: start.x, y1: start.y, x2: end.x, y2: end.y };
}

/** A shape too small to mean anything (a click without a drag) is not kept. */
export function isDegenerate(shape: DrawingShape): boolean {
  switch (shape.type) {
    case 'line':
    case 'arrow':
    case 'measurement':
      return segmentLength(shape.x1, shape.y1, shape.x2, shape.y2) < 2;
    case 'rectangle':
    case 'ellipse':
      return Math.abs(shape.width) < 2 || Math.abs(shape.height) < 2;
    case 'freehand':
      return shape.points.length < 4;
    case 'text':
      return shape.text.trim() === '';
    case 'asset':
      return shape.width < 1 || shape.height < 1;
  }
}

/** Moves a shape by (dx, dy): the select tool's drag. */
export function moveShape(shape: DrawingShape, dx: number, dy: number): DrawingShape {
  switch (shape.type) {
    case 'line':
    case 'arrow':
    case 'measurement':
      return { ...shape, x1: shape.x1 + dx, y1: shape.y1 + dy, x2: shape.x2 + dx, y2: shape.y2 + dy };
    case 'rectangle':
    case 'ellipse':
    case 'text':
    case 'asset':
      return { ...shape, x: shape.x + dx, y: shape.y + dy };
    case 'freehand':
      return { ...shape, points: shape.points.map((value, index) => value + (index % 2 === 0 ? dx : dy)) };
  }
}

/** The asset ids a document places (each once), so the server can check they are the company's. */
export const placedAssetIds = (shapes: readonly DrawingShape[]): number[] => [
  ...new Set(shapes.flatMap((shape) => (shape.type === 'asset' ? [shape.asset_id] : []))),
];

/**
 * A drawing asset placed on the canvas: at its placed size (domain drawing-assets placedSize), centred
 * on the canvas and snapped to the grid when snapping is on, so it lands where the user is looking.
 */
export function assetShape(
  id: string,
  asset: { id: number; placed_width: number; placed_height: number },
  canvas: { width: number; height: number },
  snap = true,
): DrawingShape {
  const corner = snapPoint(
    { x: (canvas.width - asset.placed_width) / 2, y: (canvas.height - asset.placed_height) / 2 },
    snap,
  );
  return {
    type: 'asset',
    id,
    asset_id: asset.id,
    x: corner.x,
    y: corner.y,
    width: asset.placed_width,
    height: asset.placed_height,
  };
}
