import { type ChartTheme, cssColour } from '../theme.ts';
import { type PriceLinesHost, PriceLinesLayer } from './priceLinesLayer.ts';
import { FONT_SIZE } from './scenes.ts';

/** The chart's size and where its plot is (CSS px): the plot from (0, 0), the axes right of and below it. */
export interface ChartFrame {
  width: number;
  height: number;
  plotWidth: number;
  plotHeight: number;
}

export const TIME_AXIS_HEIGHT = 22;

/**
 * The chart's DOM, bottom to top: the canvas its pictures are painted on (picture/: candles, volumes,
 * grid, axes, last price, crosshair), the input layer, the order lines and the "scroll to latest"
 * button. It lays them out; what the canvas shows is painted elsewhere (in the drawing worker).
 */
export class ChartLayers {
  readonly root = document.createElement('div');
  /** the canvas the chart's pictures are painted on, as big as the chart */
  readonly canvas = document.createElement('canvas');
  /** the transparent element on top that takes the pointer and wheel input */
  readonly input = document.createElement('div');
  /** the order lines (entry, SL, TP, pending): above the input layer, their handles take drags */
  readonly priceLines: PriceLinesLayer;
  private readonly latestButton = document.createElement('button');
  private overlay: HTMLCanvasElement | null = null;
  /** the chart's size and the plot's, as laid out */
  frame: ChartFrame = { width: 0, height: 0, plotWidth: 0, plotHeight: 0 };
  /** size, resolution and axis width the layers were laid out for */
  private layoutKey = '';

  constructor(
    private readonly theme: ChartTheme,
    scrollToLatest: { label: string; onClick(): void },
    priceLines: PriceLinesHost,
  ) {
    this.root.style.cssText = 'position:absolute;inset:0;overflow:hidden;user-select:none;-webkit-user-select:none';
    this.root.dataset.chart = 'candles';
    this.root.style.background = cssColour(theme.background);
    this.canvas.style.cssText = 'position:absolute;left:0;top:0;width:100%;height:100%;display:block';
    this.canvas.dataset.chartLayer = 'picture';
    this.priceLines = new PriceLinesLayer(theme, `${FONT_SIZE}px ${theme.fontFamily}`, priceLines);
    this.input.style.cssText = 'position:absolute;inset:0;touch-action:none;cursor:crosshair';
    const button = this.latestButton;
    button.type = 'button';
    button.textContent = '\u00bb';
    button.title = scrollToLatest.label;
    button.setAttribute('aria-label', scrollToLatest.label);
    button.dataset.scrollLatest = '';
    button.style.cssText =
      'position:absolute;width:32px;height:32px;border-radius:16px;border:1px solid rgba(255,255,255,.18);' +
      'background:rgba(20,26,38,.92);color:#e8ecf4;font-size:18px;line-height:28px;padding:0;cursor:pointer;display:none';
    button.addEventListener('click', () => scrollToLatest.onClick());
    this.root.append(this.canvas, this.input, this.priceLines.element, button);
  }

  /** Fills `host` (made a positioning container if it is not one). */
  mount(host: HTMLElement): void {
    if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
    host.append(this.root);
  }

  /**
   * Lays the crosshair and the order lines out for a chart `width` x `height`
   * with a price axis `axisWidth` wide; false when that is the layout already.
   */
  layout(width: number, height: number, axisWidth: number, resolution: number): boolean {
    const key = `${width}x${height}@${resolution}/${axisWidth}`;
    if (key === this.layoutKey) return false;
    this.layoutKey = key;
    const plotWidth = Math.max(1, width - axisWidth);
    const plotHeight = Math.max(1, height - TIME_AXIS_HEIGHT);
    this.frame = { width, height, plotWidth, plotHeight };
    this.priceLines.layout(plotWidth, plotHeight, width);
    this.latestButton.style.right = `${width - plotWidth + 8}px`;
    this.latestButton.style.bottom = `${TIME_AXIS_HEIGHT + 10}px`;
    return true;
  }

  showLatestButton(visible: boolean): void {
    this.latestButton.style.display = visible ? 'block' : 'none';
  }

  /** The 2D canvas over the picture's canvas, for what is painted over Pixi's plot (made on first ask). */
  overlayCanvas(): HTMLCanvasElement {
    if (this.overlay) return this.overlay;
    const overlay = document.createElement('canvas');
    overlay.style.cssText = this.canvas.style.cssText;
    overlay.dataset.chartLayer = 'overlay';
    this.canvas.after(overlay);
    this.overlay = overlay;
    return overlay;
  }

  /** A message in place of the chart (nothing can draw it); the canvases and the input layer go. */
  showUnavailable(text: string): void {
    const message = document.createElement('div');
    message.setAttribute('role', 'alert');
    message.dataset.chartUnavailable = '';
    message.textContent = text;
    message.style.cssText =
      'position:absolute;inset:0;display:flex;align-items:center;justify-content:center;padding:24px;' +
      `text-align:center;color:${cssColour(this.theme.text)};font:14px/1.5 ${this.theme.fontFamily}`;
    this.canvas.remove();
    this.overlay?.remove();
    this.input.remove();
    this.root.append(message);
  }

  dispose(): void {
    this.priceLines.dispose();
    this.root.remove();
  }
}
