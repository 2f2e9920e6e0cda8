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
