import { describe, expect, it } from 'vitest';
import { drawingHistoryReducer, emptyDrawing, initialHistory } from './drawings.rules';
import { drawingDocumentSchema } from './drawings.schemas';
import {
  type BoxShape,
  moveEndpoint,
  resizeBox,
  type SegmentShape,
  scaleText,
  type TextShape,
} from './shape-resize.rules';

const style = { stroke: '#000000', stroke_width: 2 };
const rectangle: BoxShape = { type: 'rectangle', id: 'r', ...style, x: 100, y: 100, width: 80, height: 40, fill: null };
const label: TextShape = { type: 'text', id: 't', x: 20, y: 30, text: 'Meter', font_size: 20, fill: '#d32f2f' };
const arrow: SegmentShape = { type: 'arrow', id: 'a', ...style, x1: 0, y1: 0, x2: 100, y2: 0 };

describe('resizing with the handles', () => {
  it('resizes a placed asset as a box, keeping what it places', () => {
    const gate: BoxShape = { type: 'asset', id: 'g', asset_id: 4, x: 580, y: 390, width: 40, height: 20 };
    expect(resizeBox(gate, { x: 578, y: 391, width: 81, height: 39 }, true)).toEqual({
      ...gate,
      x: 580,
      y: 390,
      width: 80,
      height: 40,
    });
  });

  it('puts every edge of a box on the grid when snapping, and leaves it as dragged when not', () => {
    expect(resizeBox(rectangle, { x: 93, y: 104, width: 128, height: 57 }, true)).toMatchObject({
      x: 90,
      y: 100,
      width: 130,
      height: 60,
    });
    expect(resizeBox(rectangle, { x: 93, y: 104, width: 128, height: 57 }, false)).toMatchObject({
      x: 93,
      y: 104,
      width: 128,
      height: 57,
    });
  });

  it('turns a box dragged inside out the right way round, and keeps it at least a grid unit', () => {
    expect(resizeBox(rectangle, { x: 100, y: 100, width: -40, height: 2 }, true)).toMatchObject({
      x: 60,
      y: 100,
      width: 40,
      height: 10,
    });
    expect(resizeBox(rectangle, { x: 100, y: 100, width: 0.5, height: 1 }, false)).toMatchObject({
      width: 2,
      height: 2,
    });
  });

  it('keeps the shape what it was: an ellipse stays an ellipse with its style', () => {
    const ellipse: BoxShape = { ...rectangle, type: 'ellipse', fill: '#ffffff' };
    expect(resizeBox(ellipse, { x: 0, y: 0, width: 50, height: 50 }, true)).toEqual({
      ...ellipse,
      x: 0,
      y: 0,
      width: 50,
      height: 50,
    });
  });

  it('scales text by its font size, whole and within range, its corner on the grid', () => {
    expect(scaleText(label, { x: 24, y: 27, scale: 1.53 }, true)).toMatchObject({ x: 20, y: 30, font_size: 31 });
    expect(scaleText(label, { x: 24, y: 27, scale: 0.01 }, false)).toMatchObject({ x: 24, y: 27, font_size: 6 });
    expect(scaleText(label, { x: 0, y: 0, scale: 50 }, true)).toMatchObject({ font_size: 200 });
  });

  it('moves one end of a line to the grid and leaves the other', () => {
    expect(moveEndpoint(arrow, 'end', { x: 147, y: 33 }, true)).toEqual({ ...arrow, x2: 150, y2: 30 });
    expect(moveEndpoint(arrow, 'start', { x: -7, y: 4 }, false)).toEqual({ ...arrow, x1: -7, y1: 4 });
  });

  it('is one undoable step, and the document keeps the new size through JSON', () => {
    let history = initialHistory([rectangle, label]);
    const resized = resizeBox(rectangle, { x: 100, y: 100, width: 203, height: 98 }, true);
    history = drawingHistoryReducer(history, { type: 'update', shape: resized });
    const saved = drawingDocumentSchema.parse(
      JSON.parse(JSON.stringify({ ...emptyDrawing(), shapes: history.present })),
    );
    expect(saved.shapes[0]).toEqual({ ...rectangle, width: 200, height: 100 });
    history = drawingHistoryReducer(history, { type: 'undo' });
    expect(history.present[0]).toEqual(rectangle);
    history = drawingHistoryReducer(history, { type: 'redo' });
    expect(history.present[0]).toEqual(resized);
  });
});
