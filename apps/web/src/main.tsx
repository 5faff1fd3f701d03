import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { realtimeUrlFor } from './config/env';
import { detectLanguage, showLanguage } from './i18n/language-store';
import { createQueryClient } from './lib/query-client';
import { createRealtimeClient } from './lib/realtime';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const realtime =
  typeof WebSocket === 'undefined'
    ? null
    : createRealtimeClient({ url: realtimeUrlFor(window.location) });

// A Hindi reader's first paint is in Hindi: its catalogue (one small chunk) comes first.
void showLanguage(detectLanguage(), false).finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App queryClient={createQueryClient()} realtime={realtime} router={createAppRouter()} />
    </StrictMode>,
  );
});
