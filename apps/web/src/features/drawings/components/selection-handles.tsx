import { type Point, snapPoint } from '@fieldbook/domain/drawings/drawings.rules';
import type { DrawingShape } from '@fieldbook/domain/drawings/drawings.schemas';
import {
  type BoxShape,
  moveEndpoint,
  resizeBox,
  type SegmentShape,
  scaleText,
  type TextShape,
} from '@fieldbook/domain/drawings/shape-resize.rules';
import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Circle, Transformer } from 'react-konva';

// The selected shape's resize handles: Konva's Transformer around a rectangle, ellipse, text or placed
// asset, a grip on each end of a line, arrow or measurement (freehand has none). What a handle does is the
// domain's shape-resize rules; each finished resize is one history step through onChange.

interface HandlesProps<S extends DrawingShape> {
  shape: S;
  snap: boolean;
  /** The canvas's size in canvas units: a grip stays on it, as drawing does. */
  bounds: { width: number; height: number };
  /** Stage pixels per canvas unit (the canvas shrinks to fit narrow screens). */
  view: number;
  /** The shape as a grip drags it, before it is committed (null when the drag ends). */
  onPreview(shape: DrawingShape | null): void;
  onChange(shape: DrawingShape): void;
}

const TEXT_ANCHORS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
/** The Konva name every handle carries, so the PNG can leave them out. */
export const SELECTION_HANDLE = 'selection-handle';

/** The shape a transformed node now shows, resized by the domain's rules. */
function transformed(shape: BoxShape | TextShape, node: Konva.Node, snap: boolean): DrawingShape {
  const [scaleX, scaleY] = [node.scaleX(), node.scaleY()];
  if (shape.type === 'text') return scaleText(shape, { x: node.x(), y: node.y(), scale: scaleY }, snap);
  if (shape.type === 'ellipse') {
    const ellipse = node as Konva.Ellipse;
    const [rx, ry] = [ellipse.radiusX() * scaleX, ellipse.radiusY() * scaleY];
    return resizeBox(shape, { x: node.x() - rx, y: node.y() - ry, width: rx * 2, height: ry * 2 }, snap);
  }
  return resizeBox(
    shape,
    { x: node.x(), y: node.y(), width: node.width() * scaleX, height: node.height() * scaleY },
    snap,
  );
}

/**
 * Puts the node where the shape says, unscaled. React props that come out unchanged (a resize snapped
 * back to where it began) would not reach the node, so it is set here, not left to the next render.
 */
function place(node: Konva.Node, shape: DrawingShape) {
  const unscaled = { scaleX: 1, scaleY: 1 };
  if (shape.type === 'text') node.setAttrs({ ...unscaled, x: shape.x, y: shape.y, fontSize: shape.font_size });
  else if (shape.type === 'ellipse') {
    node.setAttrs({
      ...unscaled,
      x: shape.x + shape.width / 2,
      y: shape.y + shape.height / 2,
      radiusX: shape.width / 2,
      radiusY: shape.height / 2,
    });
  } else if (shape.type === 'rectangle' || shape.type === 'asset') {
    node.setAttrs({ ...unscaled, x: shape.x, y: shape.y, width: shape.width, height: shape.height });
  }
}

function BoxHandles({ shape, snap, onChange }: HandlesProps<BoxShape | TextShape>) {
  const ref = useRef<Konva.Transformer>(null);
  useEffect(() => {
    const transformer = ref.current;
    const node = transformer?.getLayer()?.findOne((candidate: Konva.Node) => candidate.id() === shape.id);
    transformer?.nodes(node ? [node] : []);
  }, [shape]);
  const text = shape.type === 'text';
  // A symbol keeps its proportions, as text does.
  const keepRatio = text || shape.type === 'asset';
  return (
    <Transformer
      ref={ref}
      name={SELECTION_HANDLE}
      rotateEnabled={false}
      flipEnabled={false}
      ignoreStroke
      keepRatio={keepRatio}
      enabledAnchors={text ? TEXT_ANCHORS : undefined}
      // A box squeezed to nothing cannot be grabbed again.
      boundBoxFunc={(before, after) => (Math.abs(after.width) < 4 || Math.abs(after.height) < 4 ? before : after)}
      onTransformEnd={() => {
        const node = ref.current?.nodes()[0];
        if (!node) return;
        const next = transformed(shape, node, snap);
        place(node, next);
        onChange(next);
      }}
    />
  );
}

function EndGrips({ shape, snap, bounds, view, onPreview, onChange }: HandlesProps<SegmentShape>) {
  /** A canvas point from a stage position, kept on the canvas and snapped as a drawn point is. */
  const toCanvas = (position: Point) =>
    snapPoint(
      {
        x: Math.max(0, Math.min(bounds.width, position.x / view)),
        y: Math.max(0, Math.min(bounds.height, position.y / view)),
      },
      snap,
    );
  const grip = (end: 'start' | 'end', at: Point) => (
    <Circle
      key={end}
      name={`${SELECTION_HANDLE} grip-${end}`}
      x={at.x}
      y={at.y}
      radius={6 / view}
      fill="#ffffff"
      stroke="#1976d2"
      strokeWidth={2 / view}
      draggable
      // The grip itself jumps from grid point to grid point, so where it is dropped is where the end goes.
      dragBoundFunc={(position) => {
        const point = toCanvas(position);
        return { x: point.x * view, y: point.y * view };
      }}
      onDragMove={(event) => onPreview(moveEndpoint(shape, end, event.target.position(), snap))}
      onDragEnd={(event) => {
        onPreview(null);
        const next = moveEndpoint(shape, end, event.target.position(), snap);
        if (next.x1 !== shape.x1 || next.y1 !== shape.y1 || next.x2 !== shape.x2 || next.y2 !== shape.y2)
          onChange(next);
      }}
    />
  );
  return (
    <>
      {grip('start', { x: shape.x1, y: shape.y1 })}
      {grip('end', { x: shape.x2, y: shape.y2 })}
    </>
  );
}

/** The handles of the selected shape, if its kind has any. */
export function SelectionHandles(props: HandlesProps<DrawingShape>) {
  const { shape } = props;
  switch (shape.type) {
    case 'rectangle':
    case 'ellipse':
    case 'text':
    case 'asset':
      return <BoxHandles {...props} shape={shape} />;
    case 'line':
    case 'arrow':
    case 'measurement':
      return <EndGrips {...props} shape={shape} />;
    case 'freehand':
      return null;
  }
}
