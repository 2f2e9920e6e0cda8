type OnScreenListener = (onScreen: boolean) => void;

const listeners = new Map<Element, OnScreenListener>();
let sharedObserver: IntersectionObserver | null = null;

function observer(): IntersectionObserver {
  sharedObserver ??= new IntersectionObserver((entries) => {
    for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
  });
  return sharedObserver;
}

/**
 * Tells `listener` whether `element` can be seen (in the viewport and not clipped away by a scrolling
 * ancestor), soon after this call and at every change. One observer serves every element: a list's rows
 * learn it without reading layout. Returns the function that stops watching.
 */
export function watchOnScreen(element: Element, listener: OnScreenListener): () => void {
  listeners.set(element, listener);
  observer().observe(element);
  return () => {
    listeners.delete(element);
    sharedObserver?.unobserve(element);
  };
}
