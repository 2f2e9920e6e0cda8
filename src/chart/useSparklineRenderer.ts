import { type RefObject, useEffect, useState } from 'react';
import type { SparklineSeries } from '../../protocol/schemas/kline.ts';
import { useAppearance } from '../theme/appearance.ts';
import { currentChartTheme } from '../theme/chartTheme.ts';
import { SparklineRegistry } from './sparklineRegistry.ts';

/**
 * One registry and, after the list's first paint, one lazily loaded mini-chart surface over `hostRef`
 * for every mini chart of the list (Pixi WebGL on a GPU, fetched in idle time; the 2D canvas elsewhere:
 * render/sparklines/createSparklines.ts decides). Scrolling `scrollRef` only repositions the drawn paths.
 */
export function useSparklineRenderer(
  hostRef: RefObject<HTMLElement | null>,
  scrollRef: RefObject<HTMLElement | null>,
  enabled: boolean,
  series: readonly SparklineSeries[] | undefined,
): SparklineRegistry {
  const [registry] = useState(() => new SparklineRegistry());
  const { theme, upColour } = useAppearance();

  // a new surface for a new palette (theme or up colour): the renderers take their colours when made
  // biome-ignore lint/correctness/useExhaustiveDependencies: theme and upColour are read from the page's CSS (currentChartTheme)
  useEffect(() => {
    const host = hostRef.current;
    if (!enabled || !host) return;
    let cancelled = false;
    let dispose = () => {};
    // after the first paint: the renderer must not delay the list (bundle budget, first paint). The mini
    // charts are an extra: a chunk that cannot load (offline, server down) leaves the rows without them and
    // is tried again when the browser is back online.
    const load = () => {
      import('../../render/sparklines/createSparklines.ts')
        .then(async ({ createSparklines }) => {
          if (cancelled) return;
          const renderer = await createSparklines(host, { theme: currentChartTheme() });
          if (cancelled) {
            renderer.dispose();
            return;
          }
          registry.connect(renderer);
          dispose = () => {
            registry.connect(null);
            renderer.dispose();
          };
        })
        .catch(() => {
          if (!cancelled) window.addEventListener('online', load, { once: true });
        });
    };
    const timer = window.setTimeout(load, 0);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      window.removeEventListener('online', load);
      dispose();
    };
  }, [enabled, hostRef, registry, theme, upColour]);

  useEffect(() => {
    const scroller = scrollRef.current;
    if (!enabled || !scroller) return;
    const onScroll = () => registry.invalidate();
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [enabled, scrollRef, registry]);

  useEffect(() => {
    for (const item of series ?? []) registry.setSeries(item.Code, item.Closes);
  }, [series, registry]);

  return registry;
}
