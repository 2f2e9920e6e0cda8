import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

export interface Rendered {
  container: HTMLElement;
  unmount(): void;
}

const mounted: Root[] = [];

/** Renders into a fixed-size box attached to the page, like a phone screen region. */
export async function render(ui: ReactNode, size = { width: 390, height: 640 }): Promise<Rendered> {
  const container = document.createElement('div');
  container.style.cssText = `width:${size.width}px;height:${size.height}px;display:flex;flex-direction:column`;
  document.body.append(container);
  const root = createRoot(container);
  mounted.push(root);
  await act(async () => root.render(ui));
  return {
    container,
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Waits for the UI to settle after an event (state updates, virtualiser measurement). */
export async function settle(ms = 30): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** The lines an element's text takes on screen (1 when it does not wrap). */
export function textLines(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

/**
 * How far an element's text reaches outside its own box (0 when every line is inside it), in px: a label
 * spilling out of a fixed-height button or a title over its bar's edge.
 */
export function textOverflow(element: Element): number {
  const box = element.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(element);
  let overflow = 0;
  for (const line of range.getClientRects()) {
    overflow = Math.max(
      overflow,
      box.left - line.left,
      line.right - box.right,
      box.top - line.top,
      line.bottom - box.bottom,
    );
  }
  return overflow;
}

/** The offsets in an element's first text node where a new line starts (a space that ends a line not counted). */
export function lineStartOffsets(element: Element): number[] {
  const text = element.firstChild;
  if (!text?.textContent) throw new Error('no text');
  const range = document.createRange();
  const top = (offset: number) => {
    range.setStart(text, offset);
    range.setEnd(text, offset + 1);
    return Math.round(range.getBoundingClientRect().top);
  };
  const starts: number[] = [];
  for (let offset = 1; offset < text.textContent.length; offset += 1) {
    if (text.textContent[offset] !== ' ' && top(offset) > top(offset - 1)) starts.push(offset);
  }
  return starts;
}
