import {
  assetShape,
  canRedo,
  canUndo,
  drawingHistoryReducer,
  historyKey,
  initialHistory,
} from '@fieldbook/domain/drawings/drawings.rules';
import type { DrawingShape } from '@fieldbook/domain/drawings/drawings.schemas';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { DrawingTextDialog, isTyping } from './drawing-text-dialog';
import type { DrawingToolbarProps } from './drawing-toolbar';
import {
  type DrawingCanvasHandle,
  type DrawingCanvasProps,
  type DrawingStyle,
  type DrawingTool,
  newShapeId,
} from './drawing-tools';

/** The canvas props the editor owns; the page adds its size, background, unit and scale. */
export type EditorCanvasProps = Pick<
  DrawingCanvasProps,
  'shapes' | 'tool' | 'style' | 'snap' | 'selectedId' | 'onSelect' | 'onAdd' | 'onChange' | 'onTextRequest' | 'onReady'
>;

/**
 * The drawing editor's state shared by drawings/add, its edit page and photo annotation: the shapes
 * with undo/redo (keys and buttons), the tool, style and snapping, the selection, placing text, and the
 * canvas's handle for the PNG. `enabled` false takes no keys (a read-only annotation).
 */
export function useDrawingEditor(options: {
  shapes: DrawingShape[];
  tool: DrawingTool;
  style: DrawingStyle;
  snap: boolean;
  enabled?: boolean;
}) {
  const { enabled = true } = options;
  const [history, dispatch] = useReducer(drawingHistoryReducer, options.shapes, initialHistory);
  const [tool, setTool] = useState<DrawingTool>(options.tool);
  const [style, setStyle] = useState<DrawingStyle>(options.style);
  const [snap, setSnap] = useState(options.snap);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [textAt, setTextAt] = useState<{ x: number; y: number } | null>(null);
  const canvas = useRef<DrawingCanvasHandle | null>(null);
  const onReady = useCallback((handle: DrawingCanvasHandle | null) => {
    canvas.current = handle;
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return;
      const action = historyKey(event);
      if (action) {
        event.preventDefault();
        dispatch({ type: action });
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && selectedId) {
        event.preventDefault();
        dispatch({ type: 'remove', id: selectedId });
        setSelectedId(null);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selectedId, enabled]);

  const toolbarProps: DrawingToolbarProps = {
    tool,
    onTool: (next) => {
      setTool(next);
      if (next !== 'select') setSelectedId(null);
    },
    style,
    onStyle: setStyle,
    snap,
    onSnap: setSnap,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    onUndo: () => dispatch({ type: 'undo' }),
    onRedo: () => dispatch({ type: 'redo' }),
    canDelete: selectedId !== null,
    onDelete: () => {
      if (selectedId) dispatch({ type: 'remove', id: selectedId });
      setSelectedId(null);
    },
  };

  const canvasProps: EditorCanvasProps = {
    shapes: history.present,
    tool,
    style,
    snap,
    selectedId,
    onSelect: setSelectedId,
    onAdd: (shape) => dispatch({ type: 'add', shape }),
    onChange: (shape) => dispatch({ type: 'update', shape }),
    onTextRequest: setTextAt,
    onReady,
  };

  const textDialog = textAt && (
    <DrawingTextDialog
      onClose={() => setTextAt(null)}
      onPlace={(text) => {
        dispatch({
          type: 'add',
          shape: {
            type: 'text',
            id: newShapeId(),
            x: textAt.x,
            y: textAt.y,
            text,
            font_size: 12 + style.stroke_width * 4,
            fill: style.stroke,
          },
        });
        setTextAt(null);
      }}
    />
  );

  /** Places a drawing asset in the middle of the canvas, selected so it can be dragged into place. */
  const placeAsset = (
    asset: { id: number; placed_width: number; placed_height: number },
    size: { width: number; height: number },
  ) => {
    const shape = assetShape(newShapeId(), asset, size, snap);
    dispatch({ type: 'add', shape });
    setTool('select');
    setSelectedId(shape.id);
  };

  return { shapes: history.present, canvas, toolbarProps, canvasProps, textDialog, placeAsset };
}
