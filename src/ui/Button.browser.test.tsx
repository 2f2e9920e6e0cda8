import { afterEach, describe, expect, it } from 'vitest';
import { type Rendered, render, textLines, textOverflow } from '../testing/render.tsx';
import { Button } from './Button.tsx';

describe('Button in Chromium', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());

  it('is 46 px high with a label of one line', async () => {
    view = await render(<Button>Deposit</Button>);
    const button = view.container.querySelector('button');
    expect(button?.getBoundingClientRect().height).toBe(46);
  });

  it('grows with a label longer than its width, which wraps inside it', async () => {
    view = await render(
      <div style={{ width: 140 }}>
        <Button block>Krypto-Adresse hinzufügen und speichern</Button>
      </div>,
    );
    const button = view.container.querySelector('button');
    if (!button) throw new Error('no button');
    expect(textLines(button)).toBeGreaterThan(1);
    expect(textOverflow(button)).toBeLessThanOrEqual(0.5);
    expect(button.getBoundingClientRect().height).toBeGreaterThan(46);
  });
});
