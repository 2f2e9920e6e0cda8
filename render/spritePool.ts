import { Container, Sprite, Texture } from 'pixi.js';

/**
 * Axis-aligned rectangles drawn as white-texture sprites: moving or resizing one is a transform change,
 * not a re-tessellation (what a Graphics rebuilt every frame would cost), and they batch into one draw.
 */
export class RectPool {
  readonly container = new Container();
  private used = 0;

  begin(): void {
    this.used = 0;
  }

  rect(x: number, y: number, width: number, height: number, colour: number, alpha = 1): void {
    let sprite = this.container.children[this.used];
    if (!(sprite instanceof Sprite)) {
      sprite = new Sprite(Texture.WHITE);
      this.container.addChild(sprite);
    }
    sprite.visible = true;
    sprite.position.set(x, y);
    sprite.setSize(width, height);
    sprite.tint = colour;
    sprite.alpha = alpha;
    this.used += 1;
  }

  end(): void {
    for (let index = this.used; index < this.container.children.length; index += 1) {
      const sprite = this.container.children[index];
      if (sprite) sprite.visible = false;
    }
  }
}
