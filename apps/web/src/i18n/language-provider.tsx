import { useSyncExternalStore, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { intlFor } from './intl';
import { currentLanguage, subscribeToLanguage } from './language-store';

/** Every string a player reads comes through this provider's catalogue. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const tag = useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
  return <RawIntlProvider value={intlFor(tag)}>{children}</RawIntlProvider>;
}
