import { type HTMLAttributes, useLayoutEffect, useRef } from 'react';

interface TopLayerProps extends HTMLAttributes<HTMLDivElement> {
  /** a new value raises the element again, above any dialog opened since */
  raiseKey: unknown;
}

/**
 * A fixed overlay (toasts, the busy spinner) shown above everything, open modal dialogs included: a modal
 * <dialog> sits in the browser's top layer, where no z-index reaches, so the overlay goes there too as a
 * manual popover, raised again (hidden and shown) whenever `raiseKey` changes so that it lands above the
 * newest dialog. Where popovers are missing (Safari before 17) it stays an ordinary fixed element.
 */
export function TopLayer({ raiseKey, children, ...attributes }: TopLayerProps) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: raiseKey is the trigger, not an input of the effect
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof element.showPopover !== 'function' || !element.isConnected) return;
    if (element.matches(':popover-open')) element.hidePopover();
    element.showPopover();
  }, [raiseKey]);
  return (
    <div ref={ref} popover="manual" {...attributes}>
      {children}
    </div>
  );
}
