import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { keepBootShell } from './app/BootShell.tsx';
import { AppRouter } from './app/router.tsx';
import { yieldToMain } from './app/yieldToMain.ts';
import { initI18n, initialLanguage } from './i18n/i18n.ts';
import { adoptEarlyTradeList } from './market/queries.ts';
import { startQueriesOnline } from './offline/queryOnline.ts';
import { startServiceWorker } from './pwa/serviceWorker.ts';
import { realtime } from './realtime/ensureRealtime.ts';
import './styles/global.css';
import { startAppearance } from './theme/appearance.ts';

startQueriesOnline();
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** The back office (its own app under /admin) has no use for the market feed. */
const BACK_OFFICE = /^\/admin(\/|$)/;

async function start(): Promise<void> {
  // Each step below in a task of its own (a yield between them): after the modules' evaluation, one
  // task from here to the first render would block a phone's main thread for over 50 ms.
  await yieldToMain();
  // the realtime worker (its chunk, the worker script, the socket) starts with the app, in parallel with
  // the language and the first render instead of after them: the first live tick comes that much sooner
  if (!BACK_OFFICE.test(window.location.pathname)) void realtime();
  await initI18n(initialLanguage(window.location.search));
  startAppearance();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  keepBootShell(container);
  adoptEarlyTradeList(queryClient);
  await yieldToMain();
  const root = createRoot(container);
  // The first mount as a transition: React renders it in ~5 ms slices that let the browser paint and
  // handle input between them, instead of one long task that blocks a phone's main thread.
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <AppRouter />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
  // SPEC §4: the server may send the app elsewhere; a small chunk of its own, off the first paint, in a
  // task of its own (its import adds preload hints, each a request). If the chunk cannot load (the link
  // dropped right after the start) the check simply runs at the next start.
  setTimeout(() => {
    void import('./content/startupCheck.ts').then(
      ({ runCompanyStatusCheck }) => runCompanyStatusCheck(),
      () => undefined,
    );
  }, 0);
  // offline start and updates: registered once the page is loaded and idle
  startServiceWorker();
}

void start();
