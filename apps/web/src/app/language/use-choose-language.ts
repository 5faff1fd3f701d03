import type { CustomerSelf } from '@furlong/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { accountKeys } from '../../features/account/api/account-keys';
import { savePlayerLanguage } from '../../features/account/api/player-language';
import type { LanguageTag } from '../../i18n/languages';
import { showLanguage } from '../../i18n/language-store';
import { useSession } from '../session-context';

/**
 * The player's choice of language: shown at once, kept on this device, and on the account of a
 * signed-in player so their other devices open in it too.
 */
export function useChooseLanguage(): (tag: LanguageTag) => Promise<void> {
  const { isSignedIn } = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    async (tag: LanguageTag) => {
      await showLanguage(tag, true);
      if (!isSignedIn) return;
      try {
        const { language } = await savePlayerLanguage(tag);
        queryClient.setQueryData<CustomerSelf>(accountKeys.self, (self) =>
          self ? { ...self, language } : self,
        );
      } catch {
        // The screen already speaks the language; the account learns it at the next choice.
      }
    },
    [isSignedIn, queryClient],
  );
}
