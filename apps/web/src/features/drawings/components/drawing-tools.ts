import type { DrawingShape } from '@fieldbook/domain/drawings/drawings.schemas';

/** The editor's tools; every one but select and text draws by dragging. */
export const DRAWING_TOOLS = [
  { tool: 'select', label: 'Select' },
  { tool: 'line', label: 'Line' },
  { tool: 'rectangle', label: 'Rectangle' },
  { tool: 'ellipse', label: 'Ellipse' },
  { tool: 'arrow', label: 'Arrow' },
  { tool: 'freehand', label: 'Freehand' },
  { tool: 'text', label: 'Text' },
  { tool: 'measurement', label: 'Measurement' },
] as const;
export type DrawingTool = (typeof DRAWING_TOOLS)[number]['tool'];

export interface DrawingStyle {
  stroke: string;
  stroke_width: number;
}

/** What the page hands the canvas, and what it hears back (the canvas keeps no document state). */
export interface DrawingCanvasProps {
  width: number;
  height: number;
  background: string;
  unit: import('@fieldbook/domain/drawings/drawings.constants').DrawingUnit;
  scale: number;
  shapes: DrawingShape[];
  tool: DrawingTool;
  style: DrawingStyle;
  snap: boolean;
  selectedId: string | null;
  onSelect(id: string | null): void;
  onAdd(shape: DrawingShape): void;
  onChange(shape: DrawingShape): void;
  /** The text tool asks the page for the words to place at a point. */
  onTextRequest(point: { x: number; y: number }): void;
  /**
   * Photo annotation: an image drawn under the shapes at width × height (its natural size); the PNG is then
   * made at that size, not as a thumbnail.
   */
  backgroundImage?: HTMLImageElement | null;
  /** The image link of each placed drawing asset, by asset id; one not (yet) known shows as an outline. */
  assetImages?: Readonly<Record<number, string>>;
  /** Shows the document and takes no gestures (photo annotation where editing is not allowed). */
  readOnly?: boolean;
  /** The canvas's handle: the PNG of the drawing (grid and selection left out). */
  onReady(handle: DrawingCanvasHandle | null): void;
}

export interface DrawingCanvasHandle {
  toPng(): string;
}

let counter = 0;
/** A shape id unique in the document (time and a counter, base 36). */
export const newShapeId = () => `s${Date.now().toString(36)}${(counter++).toString(36)}`;
