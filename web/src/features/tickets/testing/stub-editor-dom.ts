/**
 * jsdom has no layout: ProseMirror asks for coordinates when it scrolls to
 * the selection or maps a click. Empty answers are enough for the tests.
 */
export function stubEditorDom(): void {
  const emptyRects = () =>
    Object.assign([], { item: () => null }) as unknown as DOMRectList;
  document.elementFromPoint ??= () => null;
  Range.prototype.getClientRects ??= emptyRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
}
