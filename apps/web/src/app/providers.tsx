import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast/toast-provider';
import { LanguageProvider } from '../i18n/language-provider';
import type { RealtimeClient } from '../lib/realtime';
import { DialogsProvider } from './dialogs/dialog-context';
import { LanguageSync } from './language/language-sync';
import { RealtimeContext } from '../lib/realtime-context';
import { SessionProvider } from './session-context';
import { SlipProvider } from './slip/slip-context';
import { theme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  realtime: RealtimeClient | null;
  children: ReactNode;
}

export function AppProviders({ queryClient, realtime, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RealtimeContext value={realtime}>
            <ToastProvider>
              <DialogsProvider>
                <SessionProvider>
                  <SlipProvider>
                    <LanguageSync />
                    {children}
                  </SlipProvider>
                </SessionProvider>
              </DialogsProvider>
            </ToastProvider>
          </RealtimeContext>
        </ThemeProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
