import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { colourAt, screenPixels } from '../../render/testing/screenPixels.ts';
import { toast, useUi } from '../stores/ui.ts';
import { type Rendered, render } from '../testing/render.tsx';
import { BottomSheet } from './BottomSheet.tsx';
import { Feedback } from './Feedback.tsx';

/** Whether a colour on screen is the marker magenta (#f0f) the toast and the spinner are painted with here. */
function isMarker(colour: number): boolean {
  const [red, green, blue] = [colour >> 16, (colour >> 8) & 0xff, colour & 0xff];
  // the ring's edge is anti-aliased: nearly magenta, and nothing else on screen is
  return red > 200 && blue > 200 && green < 40;
}

function Screen() {
  return (
    <>
      <BottomSheet open title="Position" onClose={() => undefined}>
        <div style={{ height: '90vh' }}>Stop loss, take profit</div>
      </BottomSheet>
      <Feedback />
    </>
  );
}

function rendered(selector: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  return element;
}

describe('Feedback over an open bottom sheet (a modal dialog)', () => {
  let screen: Rendered | undefined;
  beforeEach(() => {
    for (const variable of ['--toast', '--line', '--accent'])
      document.documentElement.style.setProperty(variable, '#f0f');
  });
  afterEach(() => {
    screen?.unmount();
    useUi.setState({ toasts: [], pendingSpinners: 0 });
    for (const variable of ['--toast', '--line', '--accent']) document.documentElement.style.removeProperty(variable);
  });

  it('shows a refusal on top of the sheet, where the user is looking', async () => {
    screen = await render(<Screen />);
    await act(async () => toast('Stop loss is on the wrong side', 'error'));
    const refusal = rendered('[data-tone="error"]');
    expect(refusal.textContent).toBe('Stop loss is on the wrong side');
    // inside the toast's padding, left of its text
    expect(isMarker(colourAt(await screenPixels(refusal), 8, 4))).toBe(true);
  });

  it('shows the busy spinner on top of the sheet', async () => {
    screen = await render(<Screen />);
    await act(async () => useUi.setState({ pendingSpinners: 1 }));
    const layer = rendered('[role="progressbar"]');
    const ring = rendered('[role="progressbar"] > span');
    // the turning ring sits in the middle of the layer: its top edge, whichever way it has turned
    const middle = { x: layer.clientWidth / 2, y: layer.clientHeight / 2 };
    const edge = middle.y - ring.offsetHeight / 2 + 1.5;
    expect(isMarker(colourAt(await screenPixels(layer), middle.x, edge))).toBe(true);
  });
});
