import type { Candle } from '../../../protocol/schemas/kline.ts';
import type { ChartTheme } from '../../theme.ts';
import type { CandleColumns } from '../candleColumns.ts';
import type { ChartPicture } from './chartPicture.ts';

/** How the drawing worker paints: the plot with Pixi's WebGL renderer under a 2D overlay, or all on one 2D canvas. */
export type WorkerRenderer = 'webgl' | 'canvas';

/**
 * What the page sends the chart's drawing worker: the canvases and theme once, the bars on each
 * replacement, each live candle, and each frame's picture. The worker keeps its own copy of the bars.
 * `overlay` comes with `webgl` only: the 2D canvas over Pixi's plot; `hardwareOnly`: a WebGL context the
 * GPU does not run (SwiftShader) is refused, and the 2D canvas paints instead; `reportFrames`: answer each
 * painted frame (tests and benchmarks ask for it; the app does not, a message per frame is main-thread work).
 */
export type PictureRequest =
  | {
      type: 'start';
      renderer: WorkerRenderer;
      hardwareOnly: boolean;
      reportFrames: boolean;
      plot: OffscreenCanvas;
      overlay?: OffscreenCanvas;
      theme: ChartTheme;
    }
  | { type: 'bars'; series: CandleColumns }
  | { type: 'live'; candle: Candle }
  | { type: 'paint'; picture: ChartPicture };

/**
 * What the drawing worker answers: how it paints (WebGL falls back to the 2D canvas where the worker gets
 * no hardware WebGL context); a frame painted (when asked to report them), with the count so far and the frame's time in the worker
 * (from its animation frame to the first task after it: the drawing calls and the canvases' commit,
 * where a 2D canvas rasters); or why it cannot paint.
 */
export type PictureReply =
  | { type: 'started'; renderer: WorkerRenderer }
  | { type: 'painted'; frames: number; ms: number }
  | { type: 'failed'; message: string };
