/**
 * Writes an element's text into its existing text node, outside React (live prices): new characters in the
 * same node are cheaper to lay out than a new node, which is what `textContent =` makes.
 */
export function writeText(element: HTMLElement, text: string): void {
  const node = element.firstChild;
  if (node instanceof Text && node.nextSibling === null) {
    if (node.data !== text) node.data = text;
  } else element.textContent = text;
}
