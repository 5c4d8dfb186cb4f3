import { DRAWING_FONT_SIZE, DRAWING_SNAP_UNITS } from './drawings.constants';
import { type Point, snapPoint, snapValue } from './drawings.rules';
import type { DrawingShape } from './drawings.schemas';

// Resizing a selected shape with the editor's handles, snapped to the grid like drawing and moving.

/** Shapes sized by a box: a placed asset resizes as a rectangle does. */
export type BoxShape = Extract<DrawingShape, { type: 'rectangle' | 'ellipse' | 'asset' }>;
export type TextShape = Extract<DrawingShape, { type: 'text' }>;
export type SegmentShape = Extract<DrawingShape, { type: 'line' | 'arrow' | 'measurement' }>;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest side a resize leaves: a grid unit when snapping, else just above what counts as a click. */
const minSide = (snap: boolean) => (snap ? DRAWING_SNAP_UNITS : 2);

/** One side's two edges, snapped, in order, and at least minSide apart (growing away from `start`). */
function span(start: number, size: number, snap: boolean): [number, number] {
  const edges = [start, start + size].sort((a, b) => a - b) as [number, number];
  const [from, to] = snap ? [snapValue(edges[0]), snapValue(edges[1])] : edges;
  return [from, Math.max(to, from + minSide(snap))];
}

/** A rectangle, ellipse or placed asset in the box its handles were dragged to: every edge on the grid when snapping. */
export function resizeBox<S extends BoxShape>(shape: S, box: Box, snap: boolean): S {
  const [x, right] = span(box.x, box.width, snap);
  const [y, bottom] = span(box.y, box.height, snap);
  return { ...shape, x, y, width: right - x, height: bottom - y };
}

/**
 * Text scaled by its corner handles: the font size times `scale`, whole and within the schema's range,
 * and its top-left corner on the grid when snapping.
 */
export function scaleText(shape: TextShape, to: Point & { scale: number }, snap: boolean): TextShape {
  const size = Math.round(shape.font_size * Math.abs(to.scale));
  const { x, y } = snapPoint({ x: to.x, y: to.y }, snap);
  return { ...shape, x, y, font_size: Math.min(DRAWING_FONT_SIZE.max, Math.max(DRAWING_FONT_SIZE.min, size)) };
}

/** A line, arrow or measurement with one end dragged to `point`, snapped like a drawn point. */
export function moveEndpoint<S extends SegmentShape>(shape: S, end: 'start' | 'end', point: Point, snap: boolean): S {
  const { x, y } = snapPoint(point, snap);
  return end === 'start' ? { ...shape, x1: x, y1: y } : { ...shape, x2: x, y2: y };
}
