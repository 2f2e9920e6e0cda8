import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { RouteName, RouteSpec } from './routeTable.ts';
import { cameByTabBar, scrollActionFor } from './scrollRule.ts';

/** The attribute (data-page) marking each page of the layout: a kept-alive screen's route name, or OUTLET_PAGE. */
export const PAGE_ATTRIBUTE = 'data-page';
export const OUTLET_PAGE = 'outlet';

type Positions = Map<Element, number>;

function pageOf(main: HTMLElement, name: string): HTMLElement | null {
  return main.querySelector<HTMLElement>(`:scope > [${PAGE_ATTRIBUTE}="${name}"]`);
}

function scrollToTop(page: HTMLElement): void {
  for (const element of page.querySelectorAll('*')) {
    if (element.scrollTop > 0) element.scrollTop = 0;
  }
}

function restore(positions: Positions | undefined): void {
  if (!positions) return;
  for (const [element, top] of positions) {
    if (element.isConnected && element.scrollTop !== top) element.scrollTop = top;
  }
}

/**
 * Applies the scroll rule (scrollRule.ts) to the screen each navigation shows. Every screen scrolls in its
 * own containers, so the page scroll alone (window.scrollTo) moves nothing. Positions of kept-alive screens
 * are recorded as the user scrolls (a hidden screen is display: none, whose scroll offsets browsers may
 * drop) and put back when the rule says restore.
 */
export function useScrollRule(main: RefObject<HTMLElement | null>, route: RouteSpec | undefined): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const recorded = useRef(new Map<RouteName, Positions>());
  const shown = useRef<RouteName | undefined>(undefined);

  useEffect(() => {
    const element = main.current;
    if (!element) return;
    const record = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const name = target.closest(`[${PAGE_ATTRIBUTE}]`)?.getAttribute(PAGE_ATTRIBUTE);
      // only the screen on show: a hidden one losing its offsets must not overwrite what it had
      if (!name || name !== shown.current) return;
      let positions = recorded.current.get(name as RouteName);
      if (!positions) {
        positions = new Map();
        recorded.current.set(name as RouteName, positions);
      }
      positions.set(target, target.scrollTop);
    };
    element.addEventListener('scroll', record, { capture: true, passive: true });
    return () => element.removeEventListener('scroll', record, { capture: true });
  }, [main]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location.key)
  useLayoutEffect(() => {
    const element = main.current;
    const from = shown.current;
    shown.current = route?.name;
    window.scrollTo(0, 0);
    if (!element) return;
    const action = scrollActionFor({ type: navigationType, viaTabBar: cameByTabBar(location.state), from, to: route });
    const page = pageOf(element, route?.keepAlive ? route.name : OUTLET_PAGE);
    if (action === 'restore' && route) {
      restore(recorded.current.get(route.name));
      return;
    }
    if (route) recorded.current.delete(route.name);
    if (page) scrollToTop(page);
  }, [location.key]);
}
