import { useQueryClient } from '@tanstack/react-query';
import { Activity, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PriceAlertNotice } from '../alerts/PriceAlertNotice.tsx';
import { refreshTradeList } from '../market/queries.ts';
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx';
import { ConnectionIndicator, usePricesStale } from '../realtime/ConnectionIndicator.tsx';
import { ensureRealtime } from '../realtime/ensureRealtime.ts';
import { useSession } from '../stores/session.ts';
import { toast, useUi } from '../stores/ui.ts';
import { Feedback } from '../ui/Feedback.tsx';
import { TAB_BAR_ID, TabBar } from '../ui/TabBar.tsx';
import styles from './AppLayout.module.css';
import { BootShellFallback } from './BootShell.tsx';
import { loginRedirect } from './returnRoute.ts';
import { ROUTES, type RouteName, routeByPath } from './routeTable.ts';
import { Screen } from './screens.tsx';
import { OUTLET_PAGE, useScrollRule } from './useScrollRule.ts';

const KEPT_ALIVE = ROUTES.filter((route) => route.keepAlive);

/**
 * The shell: tab screens stay mounted once visited (hidden with <Activity>, so their state survives), other
 * screens come through the router outlet; guards apply the route table's flags; the scroll rule
 * (docs/navigation.md) decides where each navigation leaves the screen's scroll.
 */
export function AppLayout() {
  const location = useLocation();
  const { t } = useTranslation();
  const route = routeByPath(location.pathname);
  const loggedIn = useSession((state) => state.token !== null);
  const isDemo = useSession((state) => state.user?.is_demo === 1);
  const returnTo = useSession((state) => state.returnTo);
  const [visited, setVisited] = useState<readonly RouteName[]>([]);

  const pricesStale = usePricesStale();
  // /trade on a wide screen is the trading terminal (src/screens/trade/TradeRoute.tsx): the whole window, the
  // tab bar a rail on its left, styled by the terminal's chunk so that phones download none of it
  const terminal = useUi((state) => state.terminalShown) && route?.name === 'trade';

  const blockedAsVisitor = route?.loginRequired === true && !loggedIn;
  const blockedAsDemo = route?.realAccountOnly === true && isDemo;

  if (route?.keepAlive && !blockedAsVisitor && !visited.includes(route.name)) {
    setVisited([...visited, route.name]);
  }

  const main = useRef<HTMLElement>(null);
  useScrollRule(main, route);

  // biome-ignore lint/correctness/useExhaustiveDependencies: SPEC §2, every navigation ensures the socket is open
  useEffect(() => {
    ensureRealtime();
  }, [location.pathname]);

  // SPEC §2: entering / or /trade refreshes the trade list.
  const queryClient = useQueryClient();
  const routeName = route?.name;
  useEffect(() => {
    if (routeName === 'home' || routeName === 'trade') refreshTradeList(queryClient);
  }, [routeName, queryClient]);

  useEffect(() => {
    if (blockedAsDemo) toast(t('guards.realAccountOnly'));
  }, [blockedAsDemo, t]);

  if (blockedAsVisitor) {
    // the session's own return (a password change: the user centre), else the screen the visitor asked for
    return <Navigate to={loginRedirect(returnTo ?? location.pathname + location.search)} replace />;
  }
  if (blockedAsDemo) {
    return <Navigate to="/user" replace />;
  }

  return (
    <div
      className={styles.shell}
      data-prices={pricesStale ? 'stale' : 'live'}
      data-layout={terminal ? 'terminal' : undefined}
    >
      {route?.footer && (
        <a className={styles.skipLink} href={`#${TAB_BAR_ID}`}>
          {t('accessibility.skipToTabs')}
        </a>
      )}
      <main className={styles.main} ref={main}>
        {KEPT_ALIVE.filter((kept) => visited.includes(kept.name) && (!kept.loginRequired || loggedIn)).map((kept) => (
          <Activity key={kept.name} mode={kept.name === route?.name ? 'visible' : 'hidden'}>
            <div className={styles.page} data-page={kept.name}>
              <Suspense fallback={<BootShellFallback />}>
                <Screen route={kept} />
              </Suspense>
            </div>
          </Activity>
        ))}
        {!route?.keepAlive && (
          <div className={styles.page} data-page={OUTLET_PAGE}>
            <Suspense fallback={<BootShellFallback />}>
              <Outlet />
            </Suspense>
          </div>
        )}
      </main>
      {route?.footer && <TabBar />}
      <Feedback />
      <ConnectionIndicator />
      <UpdatePrompt />
      {loggedIn && <PriceAlertNotice />}
    </div>
  );
}
