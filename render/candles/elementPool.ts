/** Absolutely positioned elements in one container, reused from frame to frame; the unused ones hidden. */
export class ElementPool {
  private readonly items: HTMLElement[] = [];
  private used = 0;

  constructor(
    private readonly container: HTMLElement,
    private readonly style: string,
  ) {}

  begin(): void {
    this.used = 0;
  }

  next(): HTMLElement {
    let item = this.items[this.used];
    if (!item) {
      item = document.createElement('div');
      item.style.cssText = this.style;
      this.container.append(item);
      this.items.push(item);
    }
    if (item.style.display === 'none') item.style.display = '';
    this.used += 1;
    return item;
  }

  end(): void {
    for (let index = this.used; index < this.items.length; index += 1) {
      const item = this.items[index];
      if (item && item.style.display !== 'none') item.style.display = 'none';
    }
  }
}

type StyleProperty =
  | 'transform'
  | 'left'
  | 'width'
  | 'height'
  | 'top'
  | 'display'
  | 'color'
  | 'background'
  | 'visibility';

/** The values last written by setStyle (the style object would hand back a re-serialised form). */
const written = new WeakMap<HTMLElement, Map<StyleProperty, string>>();

/** Sets a style property only when it changes (a write, even of the same value, can cost a style pass). */
export function setStyle(element: HTMLElement, property: StyleProperty, value: string): void {
  let values = written.get(element);
  if (!values) {
    values = new Map();
    written.set(element, values);
  }
  if (values.get(property) === value) return;
  values.set(property, value);
  element.style[property] = value;
}
