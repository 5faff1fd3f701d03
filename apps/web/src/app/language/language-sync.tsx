import type { CustomerSelf } from '@furlong/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accountKeys } from '../../features/account/api/account-keys';
import { savePlayerLanguage } from '../../features/account/api/player-language';
import { isLanguageTag } from '../../i18n/languages';
import { currentLanguage, readStoredLanguage, showLanguage } from '../../i18n/language-store';
import { useSession } from '../session-context';

/**
 * Signed in, the account's language wins: the player chose it, perhaps on another device. An
 * account that never chose takes the choice this device made before signing in.
 */
export function LanguageSync() {
  const { player } = useSession();
  const queryClient = useQueryClient();
  const chosen = player?.language;

  useEffect(() => {
    if (chosen === undefined) return;
    if (chosen !== null) {
      if (isLanguageTag(chosen) && chosen !== currentLanguage()) void showLanguage(chosen, true);
      return;
    }
    const onThisDevice = readStoredLanguage();
    if (!onThisDevice) return;
    savePlayerLanguage(onThisDevice).then(
      ({ language }) =>
        queryClient.setQueryData<CustomerSelf>(accountKeys.self, (self) =>
          self ? { ...self, language } : self,
        ),
      () => undefined,
    );
  }, [chosen, queryClient]);
  return null;
}
