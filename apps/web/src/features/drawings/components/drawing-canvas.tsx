import { DRAWING_SNAP_UNITS } from '@fieldbook/domain/drawings/drawings.constants';
import {
  isDegenerate,
  moveShape,
  type Point,
  shapeBetween,
  snapPoint,
} from '@fieldbook/domain/drawings/drawings.rules';
import type { DrawingShape } from '@fieldbook/domain/drawings/drawings.schemas';
import Box from '@mui/material/Box';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Image as KonvaImage, Layer, Line, Rect, Stage } from 'react-konva';
import { SELECTED_SHAPE, ShapeNode } from './drawing-shape-node';
import { type DrawingCanvasProps, newShapeId } from './drawing-tools';
import { SELECTION_HANDLE, SelectionHandles } from './selection-handles';

// The Konva part of the editor: draws the shapes it is given and reports gestures. Every rule (snap,
// measurement text, history) lives in packages/domain drawings.rules, tested without a canvas.

/** The PNG's largest side: enough for the view page, small enough for a timeline. */
const PNG_MAX_SIDE = 1600;

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
