/** The nearest ancestor that scrolls vertically (overflow-y auto or scroll), or null. */
export function scrollParentOf(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'auto' || overflowY === 'scroll') return parent;
  }
  return null;
}

/** Where `element` starts inside the scrollable content of `scroller`, independent of the scroll position. */
export function offsetWithin(element: HTMLElement, scroller: HTMLElement): number {
  const top = element.getBoundingClientRect().top - scroller.getBoundingClientRect().top - scroller.clientTop;
  return Math.round(top + scroller.scrollTop);
}

/** The elements before `element` (its earlier siblings and its ancestors' earlier siblings) up to `scroller`. */
export function elementsAbove(element: HTMLElement, scroller: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let node: HTMLElement | null = element; node && node !== scroller; node = node.parentElement) {
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      if (sibling instanceof HTMLElement) found.push(sibling);
    }
  }
  return found;
}
