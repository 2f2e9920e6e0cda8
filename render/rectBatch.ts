import { Graphics } from 'pixi.js';

/**
 * Axis-aligned rectangles redrawn each frame (grid lines, axis panes, the live candle): one Graphics
 * filled rect by rect. Under Pixi's canvas renderer each is a plain `fillRect`-like path fill; under
 * WebGL a handful of quads. (Tinted white sprites, which batch well on a GPU, become scaled
 * `drawImage` calls of a tinted bitmap on a 2D canvas, several times dearer and soft-edged.)
 */
export class RectBatch {
  readonly graphics = new Graphics();

  begin(): void {
    this.graphics.clear();
  }

  rect(x: number, y: number, width: number, height: number, colour: number): void {
    this.graphics.rect(x, y, width, height).fill(colour);
  }

  end(): void {}
}
