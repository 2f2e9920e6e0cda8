import { createDrawingSurface, type RendererChoice, releaseWebGLContext } from '../gl.ts';
import type { ChartTheme } from '../theme.ts';
import type { CandleSurface } from './candleSurface.ts';
import { CanvasCandleSurface } from './canvasCandleSurface.ts';
import { StripCanvas } from './stripCanvas.ts';

/** A surface being opened: its kind is known at once, the surface once its renderer is made. */
export interface OpeningSurface {
  kind: CandleSurface['kind'];
  /** makes the surface for a first strip `size` CSS px (WebGL: loads Pixi first) */
  open(size: { width: number; height: number; resolution: number }): Promise<CandleSurface>;
  /**
   * The canvas of a 2D strip beside the candles (the volumes) in `element`: shown the way the candles'
   * canvas is, a plain canvas on the WebGL path, handed over as bitmaps on the 2D path (software
   * compositing, see StripCanvas)
   */
  stripCanvas(element: HTMLElement): StripCanvas;
}

/**
 * Chooses, once, what draws the candles on `canvas` (inside `box`, the strip the chart moves): Pixi's
 * WebGL renderer where the GPU runs WebGL, else the browser's 2D canvas (see RendererChoice); null when
 * neither works. The WebGL path loads Pixi then, so the 2D path never downloads it.
 */
export function openCandleSurface(
  canvas: HTMLCanvasElement,
  box: HTMLElement,
  options: { choice?: RendererChoice; theme: ChartTheme },
): OpeningSurface | null {
  const layer: { bitmap?: StripCanvas } = {};
  // transparent: the grid and volume layers beneath show through between the candles
  const surface = createDrawingSurface(canvas, {
    choice: options.choice,
    transparent: true,
    canvas2d: () => {
      layer.bitmap = new StripCanvas(box, { handOver: true, still: canvas });
      return layer.bitmap.drawing;
    },
  });
  if (!surface) return null;
  if (surface.kind === 'canvas') {
    const bitmap = layer.bitmap ?? new StripCanvas(box, { handOver: true, still: canvas });
    return {
      kind: 'canvas',
      open: async () => new CanvasCandleSurface(bitmap, options.theme),
      stripCanvas: (element) => new StripCanvas(element, { handOver: true }),
    };
  }
  const { gl } = surface;
  return {
    kind: 'webgl',
    // GPU-backed canvases: an ordinary canvas on screen costs the compositor nothing more
    stripCanvas: (element) => new StripCanvas(element, { handOver: false }),
    open: async (size) => {
      try {
        const { PixiCandleSurface } = await import('./pixiCandleSurface.ts');
        return await PixiCandleSurface.create(canvas, gl, options.theme, size);
      } catch (error) {
        // Pixi's chunk could not be fetched (offline): free the context, the host offers a retry
        releaseWebGLContext(gl);
        throw error;
      }
    },
  };
}
