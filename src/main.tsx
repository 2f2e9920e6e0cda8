import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { keepBootShell } from './app/BootShell.tsx';
import { AppRouter } from './app/router.tsx';
import { initI18n, initialLanguage } from './i18n/i18n.ts';
import { startServiceWorker } from './pwa/serviceWorker.ts';
import './styles/global.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

async function start(): Promise<void> {
  await initI18n(initialLanguage(window.location.search));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  keepBootShell(container);
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
      </QueryClientProvider>
    </StrictMode>,
  );
  // SPEC §4: the server may send the app elsewhere; a small chunk of its own, off the first paint.
  void import('./content/startupCheck.ts').then(({ runCompanyStatusCheck }) => runCompanyStatusCheck());
  // offline start and updates: registered once the page is loaded and idle
  startServiceWorker();
}

void start();
