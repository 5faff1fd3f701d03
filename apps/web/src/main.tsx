// First: every schema built after it parses without probing eval (see the module).
import './lib/zod-without-eval';
import { indiaDayOf } from '@furlong/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { startRouteLoads } from './app/start-route-loads';
import { realtimeUrlFor } from './config/env';
import { paths } from './config/paths';
import { completeEnglish } from './i18n/catalogues';
import { detectLanguage, showLanguage } from './i18n/language-store';
import { createQueryClient } from './lib/query-client';
import { createRealtimeClient } from './lib/realtime';
import { registerServiceWorkerWhenIdle } from './lib/register-service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const realtime =
  typeof WebSocket === 'undefined'
    ? null
    : createRealtimeClient({ url: realtimeUrlFor(window.location) });
const queryClient = createQueryClient();

// `/` is today's race day (RedirectToToday): said before the router starts, so the first render
// is the race day itself rather than a redirect that re-renders the page a moment later.
if (window.location.pathname === paths.home) {
  const { search, hash } = window.location;
  window.history.replaceState(null, '', `${paths.raceDay(indiaDayOf(Date.now()))}${search}${hash}`);
}

/**
 * The first screen is rendered once its code and data are in (they were started above, beside
 * the entry), so it appears whole: no spinner frame, no list pushing the page down, one render
 * instead of three. A slow network waits no longer than this before the shell shows.
 */
const FIRST_RENDER_WAIT_MS = 1000;

function renderApp(root: HTMLElement): void {
  // A transition lets React yield to the browser every few milliseconds while it builds the
  // first screen, instead of one long task that keeps a phone from answering a tap.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} realtime={realtime} router={createAppRouter()} />
      </StrictMode>,
    );
  });
}

void Promise.all([
  // A Hindi reader's first paint is in Hindi: its catalogue (one small chunk) comes first.
  showLanguage(detectLanguage(), false).catch(() => undefined),
  Promise.race([
    startRouteLoads(window.location.pathname, queryClient),
    new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ]),
]).then(() => {
  renderApp(container);
  // The words only lazy screens read (decision 088), on their way before the first tap.
  completeEnglish().catch(() => undefined);
});
registerServiceWorkerWhenIdle();
