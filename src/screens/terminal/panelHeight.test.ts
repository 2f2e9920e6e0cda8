import { describe, expect, it } from 'vitest';
import {
  CHART_KEEPS,
  clampPanelHeight,
  KEY_STEP,
  MIN_PANEL_HEIGHT,
  panelBounds,
  panelHeightForDrag,
  panelHeightForKey,
  storedPanelHeight,
} from './panelHeight.ts';

const bounds = { min: 140, max: 500 };

describe('panel height', () => {
  it('leaves the chart its room and never goes below the minimum', () => {
    expect(panelBounds(900)).toEqual({ min: MIN_PANEL_HEIGHT, max: 900 - CHART_KEEPS });
    expect(panelBounds(300)).toEqual({ min: MIN_PANEL_HEIGHT, max: MIN_PANEL_HEIGHT });
    expect(clampPanelHeight(90, bounds)).toBe(140);
    expect(clampPanelHeight(900, bounds)).toBe(500);
    expect(clampPanelHeight(260.4, bounds)).toBe(260);
  });

  it('grows with the up arrow and shrinks with the down arrow, by pages with Page Up/Down, to the ends with Home/End', () => {
    expect(panelHeightForKey('ArrowUp', 260, bounds)).toBe(260 + KEY_STEP);
    expect(panelHeightForKey('ArrowDown', 260, bounds)).toBe(260 - KEY_STEP);
    expect(panelHeightForKey('PageUp', 260, bounds)).toBe(260 + 5 * KEY_STEP);
    expect(panelHeightForKey('PageDown', 260, bounds)).toBe(260 - 5 * KEY_STEP);
    expect(panelHeightForKey('Home', 260, bounds)).toBe(140);
    expect(panelHeightForKey('End', 260, bounds)).toBe(500);
    expect(panelHeightForKey('ArrowUp', 495, bounds)).toBe(500);
    expect(panelHeightForKey('ArrowDown', 145, bounds)).toBe(140);
    expect(panelHeightForKey('ArrowLeft', 260, bounds)).toBeNull();
    expect(panelHeightForKey('b', 260, bounds)).toBeNull();
  });

  it('follows a drag of its top edge: up makes it taller', () => {
    expect(panelHeightForDrag(260, 600, 500, bounds)).toBe(360);
    expect(panelHeightForDrag(260, 600, 700, bounds)).toBe(160);
    expect(panelHeightForDrag(260, 600, 0, bounds)).toBe(500);
    expect(panelHeightForDrag(260, 600, 900, bounds)).toBe(140);
  });

  it('reads a remembered height only when it is a positive number', () => {
    expect(storedPanelHeight('320')).toBe(320);
    expect(storedPanelHeight(null)).toBeNull();
    expect(storedPanelHeight('')).toBeNull();
    expect(storedPanelHeight('tall')).toBeNull();
    expect(storedPanelHeight('-5')).toBeNull();
  });
});
