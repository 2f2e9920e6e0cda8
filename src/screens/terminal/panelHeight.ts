/** The positions panel's height limits in CSS pixels. */
export interface PanelBounds {
  min: number;
  max: number;
}

/** The panel's height when the terminal opens the first time. */
export const DEFAULT_PANEL_HEIGHT = 260;
/** The panel shows its tabs and a couple of rows at the least. */
export const MIN_PANEL_HEIGHT = 140;
/** What the chart keeps above the panel: its header, the period bar and a chart worth reading. */
export const CHART_KEEPS = 320;
/** An arrow key moves the separator this far; Page Up / Page Down five times as far. */
export const KEY_STEP = 16;
const PAGE_STEP = KEY_STEP * 5;

/** The limits in a terminal `available` pixels high (the chart's column and the panel together). */
export function panelBounds(available: number): PanelBounds {
  return { min: MIN_PANEL_HEIGHT, max: Math.max(MIN_PANEL_HEIGHT, Math.round(available - CHART_KEEPS)) };
}

export function clampPanelHeight(height: number, bounds: PanelBounds): number {
  return Math.round(Math.min(bounds.max, Math.max(bounds.min, height)));
}

/**
 * The height after a key on the separator (it lies on the panel's top edge: up makes the panel taller),
 * or null for a key the separator does not handle. Home and End go to the smallest and largest height.
 */
export function panelHeightForKey(key: string, height: number, bounds: PanelBounds): number | null {
  switch (key) {
    case 'ArrowUp':
      return clampPanelHeight(height + KEY_STEP, bounds);
    case 'ArrowDown':
      return clampPanelHeight(height - KEY_STEP, bounds);
    case 'PageUp':
      return clampPanelHeight(height + PAGE_STEP, bounds);
    case 'PageDown':
      return clampPanelHeight(height - PAGE_STEP, bounds);
    case 'Home':
      return bounds.min;
    case 'End':
      return bounds.max;
    default:
      return null;
  }
}

/** The height while the separator is dragged from `startY` (where the pointer went down) to `y`. */
export function panelHeightForDrag(startHeight: number, startY: number, y: number, bounds: PanelBounds): number {
  return clampPanelHeight(startHeight + (startY - y), bounds);
}

/** A remembered height (localStorage's text), if it is a number. */
export function storedPanelHeight(stored: string | null): number | null {
  if (stored === null || stored.trim() === '') return null;
  const height = Number(stored);
  return Number.isFinite(height) && height > 0 ? height : null;
}
