/**
 * jsdom has no layout: ProseMirror measures ranges to scroll the caret into view. Flat rectangles
 * are enough for typing in tests. Call once per test file that types into an editor.
 */
export function stubEditorLayout() {
  const rect = () => new DOMRect(0, 0, 0, 0);
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = rect;
  Range.prototype.getClientRects = rects;
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
}
