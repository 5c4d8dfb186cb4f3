import { measurementText, type Point } from '@fieldbook/domain/drawings/drawings.rules';
import type { DrawingShape } from '@fieldbook/domain/drawings/drawings.schemas';
import type { KonvaEventObject } from 'konva/lib/Node';
import type { ShapeConfig } from 'konva/lib/Shape';
import { useRef } from 'react';
import { Arrow, Ellipse, Group, Image as KonvaImage, type KonvaNodeEvents, Line, Rect, Text } from 'react-konva';
import type { DrawingCanvasProps } from './drawing-tools';
import { useLoadedImage } from './use-loaded-image';

// One shape of a drawing as Konva nodes (and a placed asset's image): what the canvas draws for each.

/** The Konva name of the selected shape, whose glow the saved PNG leaves out. */
export const SELECTED_SHAPE = 'selected-shape';

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

export function ShapeNode({
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
