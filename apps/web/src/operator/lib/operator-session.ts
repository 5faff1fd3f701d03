import { useSyncExternalStore } from 'react';
import { readOperatorAccessToken, subscribeToOperatorTokens } from './operator-tokens';

/** True while an operator token is stored; follows sign-in, sign-out and other tabs. */
export function useIsOperatorSignedIn(): boolean {
  return useSyncExternalStore(
    subscribeToOperatorTokens,
    () => readOperatorAccessToken() !== null,
    () => false,
  );
}
