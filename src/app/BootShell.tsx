import { useLayoutEffect, useRef } from 'react';
import styles from './BootShell.module.css';

/** index.html's static shell (scripts/bootShell.ts), until the first screen has been shown. */
let bootShell: HTMLElement | null = null;

/**
 * Keeps a reference to the shell in `root` before React renders there. React's first commit removes
 * it from #root; if that first screen is still loading (a lazy chunk), its Suspense fallback puts the
 * shell back in the same commit, so the route's skeleton stays on screen with no blank frame between.
 */
export function keepBootShell(root: HTMLElement): void {
  bootShell = root.querySelector<HTMLElement>('#boot');
}

/**
 * Suspense fallback of the app's screens: the boot shell over the app while the first screen loads,
 * nothing afterwards (the shell shows the first route's frame, not a later one's).
 */
export function BootShellFallback() {
  const hostRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const shell = bootShell;
    const host = hostRef.current;
    if (!shell || !host) return;
    bootShell = null;
    host.append(shell);
    return () => shell.remove();
  }, []);
  return <div ref={hostRef} className={styles.overlay} />;
}
