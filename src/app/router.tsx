import { Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { SessionLoader } from '../accounts/SessionLoader.tsx';
import { setSessionExpiredHandler } from '../api/client.ts';
import { NotFoundScreen } from '../screens/placeholder/PlaceholderScreen.tsx';
import { AppLayout } from './AppLayout.tsx';
import { retryableLazy } from './retryableLazy.ts';
import { loginRedirect } from './returnRoute.ts';
import { ROUTES } from './routeTable.ts';
import { GuardedScreen } from './ScreenBoundary.tsx';
import { Screen } from './screens.tsx';

/** Lets the API client send an expired session to /login without importing the router. */
function SessionExpiryRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionExpiredHandler((from) => navigate(loginRedirect(from), { replace: true }));
  }, [navigate]);
  return null;
}

/** The back office: its own app, own sessions, outside the user route table. */
const ADMIN_APP = retryableLazy(() => import('../admin/adminEntry.ts').then((entry) => entry.loadAdminApp()));

/**
 * The route table rendered with react-router's declarative mode (half the bytes of the data router).
 * Kept-alive tab screens are drawn by the layout itself; their entries only make the path match.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <SessionExpiryRedirect />
      <SessionLoader />
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Suspense fallback={null}>
              <GuardedScreen screen={ADMIN_APP} />
            </Suspense>
          }
        />
        <Route element={<AppLayout />}>
          {ROUTES.map((route) => (
            <Route key={route.name} path={route.path} element={route.keepAlive ? null : <Screen route={route} />} />
          ))}
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
