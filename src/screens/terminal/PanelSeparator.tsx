import { type PointerEvent, useRef } from 'react';
import { type PanelBounds, panelHeightForDrag, panelHeightForKey } from './panelHeight.ts';
import styles from './TerminalScreen.module.css';

interface PanelSeparatorProps {
  /** the panel's height now (CSS px): the separator's value */
  height: number;
  bounds: PanelBounds;
  onResize(height: number): void;
  label: string;
  /** the id of the panel it resizes */
  controls: string;
}

interface Drag {
  pointerId: number;
  startY: number;
  startHeight: number;
}

/**
 * The positions panel's top edge: drag it (mouse, pen or touch) or focus it and use the arrow keys,
 * Page Up/Down, Home and End (WAI-ARIA's window splitter: a focusable separator with its value).
 */
export function PanelSeparator({ height, bounds, onResize, label, controls }: PanelSeparatorProps) {
  const drag = useRef<Drag | null>(null);
  const end = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a splitter is a focusable separator with a value; <hr> cannot hold focus or a value
    <div
      role="separator"
      aria-orientation="horizontal"
      aria-valuenow={height}
      aria-valuemin={bounds.min}
      aria-valuemax={bounds.max}
      aria-label={label}
      aria-controls={controls}
      tabIndex={0}
      className={styles.separator}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { pointerId: event.pointerId, startY: event.clientY, startHeight: height };
      }}
      onPointerMove={(event) => {
        const current = drag.current;
        if (current?.pointerId !== event.pointerId) return;
        onResize(panelHeightForDrag(current.startHeight, current.startY, event.clientY, bounds));
      }}
      onPointerUp={end}
      onPointerCancel={end}
      onLostPointerCapture={end}
      onKeyDown={(event) => {
        const next = panelHeightForKey(event.key, height, bounds);
        if (next === null) return;
        event.preventDefault();
        onResize(next);
      }}
    />
  );
}
