import { DRAWING_SNAP_UNITS } from '@fieldbook/domain/drawings/drawings.constants';
import {
  isDegenerate,
  measurementText,
  moveShape,
  type Point,
  shapeBetween,
  snapPoint,
} from '@fieldbook/domain/drawings/drawings.rules';
import type { DrawingShape } from '@fieldbook/domain/drawings/drawings.schemas';
import Box from '@mui/material/Box';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import type { ShapeConfig } from 'konva/lib/Shape';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Arrow,
  Ellipse,
  Group,
  Image as KonvaImage,
  type KonvaNodeEvents,
  Layer,
  Line,
  Rect,
  Stage,
  Text,
} from 'react-konva';
import { type DrawingCanvasProps, newShapeId } from './drawing-tools';
import { SELECTION_HANDLE, SelectionHandles } from './selection-handles';
import { useLoadedImage } from './use-loaded-image';

// The Konva part of the editor: draws the shapes it is given and reports gestures. Every rule (snap,
// measurement text, history) lives in packages/domain drawings.rules, tested without a canvas.

/** The PNG's largest side: enough for the view page, small enough for a timeline. */
const PNG_MAX_SIDE = 1600;
/** The Konva name of the selected shape, whose glow the saved PNG leaves out. */
const SELECTED_SHAPE = 'selected-shape';

function useContainerWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** A placed drawing asset: its image in its box, or a dashed outline until the image has loaded. */
function AssetNode({
  shape,
  src,
  common,
}: {
  shape: Extract<DrawingShape, { type: 'asset' }>;
  src: string | undefined;
  /** ShapeNode's drag, select and highlight props. */
  common: ShapeConfig & KonvaNodeEvents;
}) {
  const { image } = useLoadedImage(src ?? null);
  const box = { x: shape.x, y: shape.y, width: shape.width, height: shape.height };
  return image ? (
    <KonvaImage {...common} {...box} image={image} />
  ) : (
    <Rect {...common} {...box} stroke="#9e9e9e" strokeWidth={1} dash={[4, 4]} />
  );
}

function ShapeNode({
  shape,
  selected,
  draggable,
  unit,
  scale,
  assetImages,
  onSelect,
  onMoved,
}: {
  shape: DrawingShape;
  selected: boolean;
  draggable: boolean;
  unit: DrawingCanvasProps['unit'];
  scale: number;
  assetImages?: DrawingCanvasProps['assetImages'];
  onSelect(): void;
  onMoved(dx: number, dy: number): void;
}) {
  // Where a drag began: the move is the distance from there (a box's node sits at its x, y; a line's at 0, 0).
  const origin = useRef<Point>({ x: 0, y: 0 });
  const common = {
    id: shape.id,
    draggable,
    onMouseDown: draggable ? onSelect : undefined,
    onTouchStart: draggable ? onSelect : undefined,
    onDragStart: (event: KonvaEventObject<DragEvent>) => {
      origin.current = event.target.position();
    },
    onDragEnd: (event: KonvaEventObject<DragEvent>) => {
      const node = event.target;
      const { x, y } = node.position();
      // Back where it began; the moved shape's props place it anew.
      node.position(origin.current);
      onMoved(x - origin.current.x, y - origin.current.y);
    },
    name: selected ? SELECTED_SHAPE : undefined,
    shadowColor: '#1976d2',
    shadowBlur: selected ? 8 : 0,
    shadowEnabled: selected,
    hitStrokeWidth: 12,
  };
  switch (shape.type) {
    case 'line':
      return (
        <Line
          {...common}
          points={[shape.x1, shape.y1, shape.x2, shape.y2]}
          stroke={shape.stroke}
          strokeWidth={shape.stroke_width}
          lineCap="round"
        />
      );
    case 'arrow':
      return (
        <Arrow
          {...common}
          points={[shape.x1, shape.y1, shape.x2, shape.y2]}
          stroke={shape.stroke}
          fill={shape.stroke}
          strokeWidth={shape.stroke_width}
          pointerLength={8 + shape.stroke_width * 2}
          pointerWidth={8 + shape.stroke_width * 2}
        />
      );
    case 'measurement': {
      const label = measurementText(shape, { unit, scale });
      const angle = Math.atan2(shape.y2 - shape.y1, shape.x2 - shape.x1);
      const degrees = (angle * 180) / Math.PI;
      // Text reads left to right: a line drawn leftwards gets its label turned round.
      const upright = degrees > 90 || degrees < -90 ? degrees + 180 : degrees;
      const tick = 6 + shape.stroke_width;
      const nx = -Math.sin(angle) * tick;
      const ny = Math.cos(angle) * tick;
      return (
        <Group {...common}>
          <Line
            points={[shape.x1, shape.y1, shape.x2, shape.y2]}
            stroke={shape.stroke}
            strokeWidth={shape.stroke_width}
          />
          <Line
            points={[shape.x1 - nx, shape.y1 - ny, shape.x1 + nx, shape.y1 + ny]}
            stroke={shape.stroke}
            strokeWidth={shape.stroke_width}
          />
          <Line
            points={[shape.x2 - nx, shape.y2 - ny, shape.x2 + nx, shape.y2 + ny]}
            stroke={shape.stroke}
            strokeWidth={shape.stroke_width}
          />
          <Text
            x={(shape.x1 + shape.x2) / 2}
            y={(shape.y1 + shape.y2) / 2}
            text={label}
            fontSize={14}
            fill={shape.stroke}
            rotation={upright}
            offsetX={label.length * 3.8}
            offsetY={20}
          />
        </Group>
      );
    }
    case 'rectangle':
      return (
        <Rect
          {...common}
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          stroke={shape.stroke}
          strokeWidth={shape.stroke_width}
          fill={shape.fill ?? undefined}
        />
      );
    case 'ellipse':
      return (
        <Ellipse
          {...common}
          x={shape.x + shape.width / 2}
          y={shape.y + shape.height / 2}
          radiusX={Math.abs(shape.width / 2)}
          radiusY={Math.abs(shape.height / 2)}
          stroke={shape.stroke}
          strokeWidth={shape.stroke_width}
          fill={shape.fill ?? undefined}
        />
      );
    case 'freehand':
      return (
        <Line
          {...common}
          points={shape.points}
          stroke={shape.stroke}
          strokeWidth={shape.stroke_width}
          tension={0.4}
          lineCap="round"
          lineJoin="round"
        />
      );
    case 'text':
      return (
        <Text {...common} x={shape.x} y={shape.y} text={shape.text} fontSize={shape.font_size} fill={shape.fill} />
      );
    case 'asset':
      return <AssetNode shape={shape} src={assetImages?.[shape.asset_id]} common={common} />;
  }
}

/** The grid the points snap to: a faint line every 5 snap units (every one would be a grey wash). */
function Grid({ width, height }: { width: number; height: number }) {
  const step = DRAWING_SNAP_UNITS * 5;
  const lines = useMemo(() => {
    const all: number[][] = [];
    for (let x = step; x < width; x += step) all.push([x, 0, x, height]);
    for (let y = step; y < height; y += step) all.push([0, y, width, y]);
    return all;
  }, [width, height, step]);
  return (
    <Layer listening={false} name="grid">
      {lines.map((points) => (
        <Line key={points.join(',')} points={points} stroke="#e0e0e0" strokeWidth={1} />
      ))}
    </Layer>
  );
}

export function DrawingCanvas(props: DrawingCanvasProps) {
  const { width, height, background, shapes, style, snap, selectedId, onReady, backgroundImage } = props;
  const readOnly = props.readOnly === true;
  // Read-only: nothing is drawn, selected or dragged.
  const tool = readOnly ? 'select' : props.tool;
  const { ref: containerRef, width: containerWidth } = useContainerWidth();
  const stageRef = useRef<Konva.Stage>(null);
  const gridRef = useRef<boolean>(snap);
  gridRef.current = snap;
  const [draft, setDraft] = useState<DrawingShape | null>(null);
  // A line's end as its grip drags it, shown in place of the shape until the drag ends.
  const [preview, setPreview] = useState<DrawingShape | null>(null);
  const start = useRef<Point | null>(null);
  const view = containerWidth > 0 ? Math.min(1, containerWidth / width) : 1;
  const selected = shapes.find((shape) => shape.id === selectedId);

  useEffect(() => {
    onReady({
      toPng() {
        const stage = stageRef.current;
        if (!stage) return '';
        const grid = stage.findOne('.grid');
        grid?.hide();
        const handles = stage.find(`.${SELECTION_HANDLE}`);
        for (const handle of handles) handle.hide();
        // The selection's glow is the editor's, not the drawing's.
        const glowing = stage.find(`.${SELECTED_SHAPE}`);
        for (const node of glowing) node.setAttr('shadowEnabled', false);
        // An annotated photo keeps its natural size; a drawing is capped for timelines.
        const cap = backgroundImage ? 1 : Math.min(1, PNG_MAX_SIDE / Math.max(width, height));
        const pixelRatio = cap / view;
        const url = stage.toDataURL({ mimeType: 'image/png', pixelRatio });
        if (gridRef.current) grid?.show();
        for (const handle of handles) handle.show();
        for (const node of glowing) node.setAttr('shadowEnabled', true);
        return url;
      },
    });
    return () => onReady(null);
  }, [onReady, width, height, view, backgroundImage]);

  const pointer = (): Point | null => {
    const position = stageRef.current?.getRelativePointerPosition();
    if (!position) return null;
    const clamped = { x: Math.max(0, Math.min(width, position.x)), y: Math.max(0, Math.min(height, position.y)) };
    return tool === 'freehand' ? clamped : snapPoint(clamped, snap);
  };

  const onDown = (event: KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (readOnly) return;
    const point = pointer();
    if (!point) return;
    if (tool === 'select') {
      if (event.target === event.target.getStage() || event.target.name() === 'paper') props.onSelect(null);
      return;
    }
    if (tool === 'text') {
      props.onTextRequest(point);
      return;
    }
    start.current = point;
    setDraft(
      tool === 'freehand'
        ? { type: 'freehand', id: newShapeId(), ...style, points: [point.x, point.y, point.x, point.y] }
        : shapeBetween(tool, newShapeId(), point, point, style),
    );
  };

  const onMove = () => {
    if (!draft || !start.current) return;
    const point = pointer();
    if (!point) return;
    if (draft.type === 'freehand') setDraft({ ...draft, points: [...draft.points, point.x, point.y] });
    else if (draft.type !== 'text' && draft.type !== 'asset') {
      setDraft(shapeBetween(draft.type, draft.id, start.current, point, style));
    }
  };

  const onUp = () => {
    if (draft && !isDegenerate(draft)) props.onAdd(draft);
    setDraft(null);
    start.current = null;
  };

  return (
    <Box
      ref={containerRef}
      sx={{
        width: '100%',
        overflow: 'hidden',
        touchAction: 'none',
        cursor: tool === 'select' ? 'default' : 'crosshair',
      }}
    >
      <Stage
        ref={stageRef}
        width={width * view}
        height={height * view}
        scaleX={view}
        scaleY={view}
        onMouseDown={onDown}
        onTouchStart={onDown}
        onMouseMove={onMove}
        onTouchMove={onMove}
        onMouseUp={onUp}
        onTouchEnd={onUp}
        onMouseLeave={onUp}
      >
        <Layer listening={tool === 'select'}>
          <Rect name="paper" x={0} y={0} width={width} height={height} fill={background} />
          {backgroundImage && (
            <KonvaImage name="paper" image={backgroundImage} x={0} y={0} width={width} height={height} />
          )}
        </Layer>
        {snap && <Grid width={width} height={height} />}
        <Layer>
          {shapes.map((saved) => {
            const shape = preview?.id === saved.id ? preview : saved;
            return (
              <ShapeNode
                key={shape.id}
                shape={shape}
                unit={props.unit}
                scale={props.scale}
                assetImages={props.assetImages}
                selected={shape.id === selectedId}
                draggable={tool === 'select' && !readOnly}
                onSelect={() => props.onSelect(shape.id)}
                onMoved={(dx, dy) => {
                  const { x, y } = snapPoint({ x: dx, y: dy }, snap);
                  if (x !== 0 || y !== 0) props.onChange(moveShape(shape, x, y));
                }}
              />
            );
          })}
          {draft && (
            <ShapeNode
              shape={draft}
              unit={props.unit}
              scale={props.scale}
              selected={false}
              draggable={false}
              onSelect={() => {}}
              onMoved={() => {}}
            />
          )}
          {selected && tool === 'select' && !readOnly && (
            <SelectionHandles
              shape={selected}
              snap={snap}
              bounds={{ width, height }}
              view={view}
              onPreview={setPreview}
              onChange={props.onChange}
            />
          )}
        </Layer>
      </Stage>
    </Box>
  );
}

export default DrawingCanvas;
