import type { RouteName, RouteSpec } from './routeTable.ts';

/** What a navigation does to the scroll containers of the screen it shows. */
export type ScrollAction = 'top' | 'restore';

/** The history state a tab-bar link carries, so the layout can tell a tab switch from any other navigation. */
export const TAB_BAR_STATE = { via: 'tabBar' } as const;

export function cameByTabBar(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'via' in state && state.via === TAB_BAR_STATE.via;
}

export interface Navigation {
  /** react-router's navigation type: POP is back/forward (and the first load). */
  type: 'POP' | 'PUSH' | 'REPLACE';
  /** The link tapped was a tab of the bottom bar. */
  viaTabBar: boolean;
  /** The screen shown before this navigation, if any. */
  from: RouteName | undefined;
  to: RouteSpec | undefined;
}

/**
 * The rule (docs/navigation.md), as a native app behaves:
 * - a kept-alive tab screen comes back where it was left when the user returns to it by the tab bar or by
 *   going back (the tab bar's tabs are places, not pages);
 * - tapping the tab of the screen already shown scrolls it to the top;
 * - every other navigation (a link, a button, a redirect, a log-in returning to `from`) shows its screen
 *   from the top, SPEC §2's "every navigation scrolls to the top".
 */
export function scrollActionFor(navigation: Navigation): ScrollAction {
  const { to } = navigation;
  if (!to?.keepAlive) return 'top';
  if (navigation.type === 'POP') return 'restore';
  if (navigation.viaTabBar && navigation.from !== to.name) return 'restore';
  return 'top';
}
