import { type ChartTheme, cssColour } from '../theme.ts';
import { PriceAxisLayer, TimeAxisLayer } from './axisLayers.ts';
import { CrosshairLayer } from './crosshairLayer.ts';
import { setStyle } from './elementPool.ts';
import type { StripTransform } from './frameScheduler.ts';
import { LiveLayer, type LiveScene } from './liveLayer.ts';
import { type PriceLinesHost, PriceLinesLayer } from './priceLinesLayer.ts';
import type { PriceRange } from './priceScale.ts';
import { FONT_SIZE, volumePaneHeight } from './scenes.ts';
import { stripRestLeft } from './strip.ts';
import { VolumeStrip } from './volumeStrip.ts';

/** The chart's size and where its plot is (CSS px): the plot from (0, 0), the axes right of and below it. */
export interface ChartFrame {
  width: number;
  height: number;
  plotWidth: number;
  plotHeight: number;
}

export const TIME_AXIS_HEIGHT = 22;

/**
 * The chart's DOM, bottom to top: time axis and grid, the plot's clip with the volume and candle strips,
 * the live layer, the price axis, the crosshair, the input layer, the order lines and the "scroll to
 * latest" button.
 * It lays the elements out and moves the strips; what they show is drawn by their own layers.
 */
export class ChartLayers {
  readonly root = document.createElement('div');
  /** the candle strip's box (placed, moved and stretched); its canvas fills it */
  readonly candleStrip = document.createElement('div');
  readonly candleCanvas = document.createElement('canvas');
  /** the transparent element on top that takes the pointer and wheel input */
  readonly input = document.createElement('div');
  readonly volumeStrip = new VolumeStrip();
  readonly timeAxis: TimeAxisLayer;
  readonly priceAxis: PriceAxisLayer;
  readonly live = new LiveLayer();
  readonly crosshair: CrosshairLayer;
  /** the order lines (entry, SL, TP, pending): above the input layer, their handles take drags */
  readonly priceLines: PriceLinesLayer;
  /** clips the candle and volume strips to the plot */
  private readonly plotClip = document.createElement('div');
  /** the time axis' top border, across the chart */
  private readonly timeAxisLine = document.createElement('div');
  private readonly latestButton = document.createElement('button');
  /** the strips' rest position (plot px) */
  private restLeft = 0;
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
    this.candleStrip.style.cssText =
      'position:absolute;left:0;top:0;pointer-events:none;transform-origin:0 0;will-change:transform';
    this.candleCanvas.style.cssText = 'position:absolute;left:0;top:0;width:100%;height:100%;display:block';
    this.candleCanvas.dataset.chartLayer = 'candles';
    this.candleStrip.append(this.candleCanvas);
    this.plotClip.style.cssText = 'position:absolute;left:0;top:0;overflow:hidden;pointer-events:none;contain:strict';
    this.plotClip.append(this.volumeStrip.element, this.candleStrip);
    this.timeAxisLine.style.cssText = `position:absolute;left:0;width:100%;height:1px;background:${cssColour(theme.axisLine)}`;
    this.timeAxis = new TimeAxisLayer(theme);
    this.priceAxis = new PriceAxisLayer(theme);
    this.crosshair = new CrosshairLayer(theme, TIME_AXIS_HEIGHT, FONT_SIZE);
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
    this.root.append(
      this.timeAxis.element,
      this.timeAxisLine,
      this.priceAxis.gridElement,
      this.plotClip,
      this.live.plot,
      this.priceAxis.paneElement,
      this.live.box,
      this.crosshair.element,
      this.input,
      this.priceLines.element,
      button,
    );
  }

  /** Fills `host` (made a positioning container if it is not one). */
  mount(host: HTMLElement): void {
    if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
    host.append(this.root);
  }

  /**
   * Lays the axes, the plot's clip and the live and crosshair layers out for a chart `width` x `height`
   * with a price axis `axisWidth` wide; false when that is the layout already.
   */
  layout(width: number, height: number, axisWidth: number, resolution: number): boolean {
    const key = `${width}x${height}@${resolution}/${axisWidth}`;
    if (key === this.layoutKey) return false;
    this.layoutKey = key;
    const plotWidth = Math.max(1, width - axisWidth);
    const plotHeight = Math.max(1, height - TIME_AXIS_HEIGHT);
    this.frame = { width, height, plotWidth, plotHeight };
    setStyle(this.plotClip, 'width', `${plotWidth}px`);
    setStyle(this.plotClip, 'height', `${plotHeight}px`);
    setStyle(this.timeAxisLine, 'top', `${plotHeight}px`);
    this.priceAxis.layout(plotWidth, plotHeight, width, height);
    this.crosshair.layout(plotWidth, plotHeight, width);
    this.live.layout(plotWidth, plotHeight);
    this.priceLines.layout(plotWidth, plotHeight, width);
    this.latestButton.style.right = `${width - plotWidth + 8}px`;
    this.latestButton.style.bottom = `${TIME_AXIS_HEIGHT + 10}px`;
    return true;
  }

  /** Sizes the candle strip, the volume strip and the time-axis strip for strips `plotWidths` wide. */
  sizeStrips(frame: ChartFrame, plotWidths: number, resolution: number): void {
    const { plotWidth, plotHeight } = frame;
    this.restLeft = stripRestLeft(plotWidth, plotWidths);
    const stripWidth = plotWidth * plotWidths;
    // the strips' rest position is part of their transform (placeStrips), never `left`: moving a
    // laid-out box is a layout shift (CLS), and the first, narrow strip is widened later
    setStyle(this.candleStrip, 'width', `${stripWidth}px`);
    setStyle(this.candleStrip, 'height', `${plotHeight}px`);
    this.volumeStrip.layout(this.restLeft, stripWidth, volumePaneHeight(plotHeight), plotHeight, resolution);
    this.timeAxis.layout(this.restLeft, stripWidth, frame.height, plotWidth);
  }

  /** Moves and stretches the candle and volume strips by `transform`. */
  placeStrips(transform: StripTransform): void {
    const { horizontal, vertical, volume } = transform;
    const x = this.restLeft + horizontal.translate;
    const stretched = vertical.scale !== 1 || vertical.translate !== 0 || horizontal.scale !== 1;
    setStyle(
      this.candleStrip,
      'transform',
      stretched
        ? `translate(${x}px,${vertical.translate}px) scale(${horizontal.scale},${vertical.scale})`
        : `translateX(${x}px)`,
    );
    this.volumeStrip.place(horizontal.translate, horizontal.scale, volume);
  }

  /**
   * The live layer and the order lines for this frame, then the price axis' labels that their tags would
   * partly cover hide (a label peeking out under a tag reads as a wrong price).
   */
  drawTags(
    live: LiveScene,
    scale: { range: PriceRange; plotHeight: number },
    priceText: (price: number) => string,
  ): void {
    this.live.draw(live);
    const box = live.label?.box ?? null;
    const tags = this.priceLines.draw(scale, priceText, box);
    this.priceAxis.clearUnder(box ? [box.y + box.height / 2, ...tags] : tags);
  }

  showLatestButton(visible: boolean): void {
    this.latestButton.style.display = visible ? 'block' : 'none';
  }

  /** A message in place of the chart (nothing can draw it); the input and crosshair layers go. */
  showUnavailable(text: string): void {
    const message = document.createElement('div');
    message.setAttribute('role', 'alert');
    message.dataset.chartUnavailable = '';
    message.textContent = text;
    message.style.cssText =
      'position:absolute;inset:0;display:flex;align-items:center;justify-content:center;padding:24px;' +
      `text-align:center;color:${cssColour(this.theme.text)};font:14px/1.5 ${this.theme.fontFamily}`;
    this.candleStrip.remove();
    this.crosshair.element.remove();
    this.input.remove();
    this.root.append(message);
  }

  dispose(): void {
    this.volumeStrip.dispose();
    this.priceLines.dispose();
    this.root.remove();
  }
}
