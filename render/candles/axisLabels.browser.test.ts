import { afterEach, describe, expect, it } from 'vitest';
import { TIME_AXIS_HEIGHT } from './chartLayers.ts';
import { disposeCharts, hosts, waveCandles, widenedChart } from './testing/chartFixtures.ts';

/** The labels of an axis layer a reader can see: shown, with text, and their boxes relative to the host. */
function shownLabels(layer: 'time-axis' | 'price-axis') {
  const host = hosts[hosts.length - 1];
  if (!host) throw new Error('no chart host');
  const origin = host.getBoundingClientRect();
  return [...host.querySelectorAll<HTMLElement>(`[data-chart-layer="${layer}"] > div`)]
    .filter((element) => element.textContent !== '' && getComputedStyle(element).display !== 'none')
    .filter((element) => getComputedStyle(element).visibility === 'visible')
    .map((element) => {
      const box = element.getBoundingClientRect();
      return {
        text: element.textContent,
        left: box.left - origin.left,
        right: box.right - origin.left,
        top: box.top - origin.top,
        bottom: box.bottom - origin.top,
      };
    });
}

describe('the axes show whole labels only (Chromium)', () => {
  afterEach(disposeCharts);

  it('hides a time label the plot edge or the price axis would cut, and a price label the plot top would, through pans and zooms', async () => {
    const chart = await widenedChart('canvas', waveCandles(400));
    const host = hosts[hosts.length - 1];
    const priceAxis = host?.querySelector<HTMLElement>('[data-chart-layer="price-axis"]');
    if (!host || !priceAxis) throw new Error('no chart');
    const plotRight = priceAxis.getBoundingClientRect().left - host.getBoundingClientRect().left;
    const plotBottom = host.clientHeight - TIME_AXIS_HEIGHT;
    expect(plotRight).toBeGreaterThan(200);
    let timeChecked = 0;
    // steps of a third of a label's spacing, so that labels cross both edges on the way
    for (const step of [13, 13, 13, 13, 13, -40, -40, 17, 17]) {
      chart.panBy(step);
      chart.flush();
      if (step === 17) {
        chart.zoomBy(1.2, 150);
        chart.flush();
      }
      const time = shownLabels('time-axis');
      expect(time.length).toBeGreaterThan(1);
      for (const label of time) {
        expect(label.left, `${label.text} past the left edge`).toBeGreaterThanOrEqual(-0.5);
        expect(label.right, `${label.text} under the price axis`).toBeLessThanOrEqual(plotRight + 0.5);
        timeChecked += 1;
      }
      for (const label of shownLabels('price-axis')) {
        expect(label.top, `${label.text} cut by the top`).toBeGreaterThanOrEqual(-0.5);
        expect(
          Number.isFinite(plotBottom) ? label.bottom <= plotBottom + 0.5 : true,
          `${label.text} below the plot`,
        ).toBe(true);
      }
    }
    expect(timeChecked).toBeGreaterThan(10);
  });
});
