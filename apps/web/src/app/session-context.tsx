import type { CustomerSelf, Wallet } from '@furlong/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { accountKeys } from '../features/account/api/account-keys';
import { customerSelfQuery } from '../features/account/api/get-customer-self';
import { walletQuery } from '../features/account/api/get-wallet';
import { logout } from '../features/auth/api/logout';
import { clearTokens, hasSession, subscribeToTokens } from '../lib/auth-tokens';
import { useDialogs } from './dialogs/dialog-context';

export interface Session {
  /** A session is held (a token, or a refresh cookie): the player's details may still be loading. */
  isSignedIn: boolean;
  player: CustomerSelf | undefined;
  wallet: Wallet | undefined;
  isSignInOpen: boolean;
  openSignIn: () => void;
  closeSignIn: () => void;
  /** Details, then balance: the order both sign-in and start-up keep (spec section 4). */
  loadPlayer: () => Promise<void>;
  /** Ends the session on the server and forgets everything about the player here. */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const isSignedIn = useSyncExternalStore(subscribeToTokens, hasSession, () => false);
  // Start-up: with a token, load the details, and the balance once they have come.
  const self = useQuery({ ...customerSelfQuery, enabled: isSignedIn });
  const wallet = useQuery({ ...walletQuery, enabled: isSignedIn && self.isSuccess });

  useEffect(() => {
    // However the session ended (Logout, a refused refresh, another tab), nothing stays cached.
    if (!isSignedIn) queryClient.removeQueries({ queryKey: accountKeys.all });
  }, [isSignedIn, queryClient]);

  const loadPlayer = useCallback(async () => {
    await queryClient.fetchQuery(customerSelfQuery);
    await queryClient.fetchQuery(walletQuery);
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // The server may already consider the session over; this device forgets it regardless.
    }
    clearTokens();
    queryClient.removeQueries({ queryKey: accountKeys.all });
  }, [queryClient]);

  const { isOpen, open, close } = dialogs;
  const openSignIn = useCallback(() => open('signIn'), [open]);
  const closeSignIn = useCallback(() => close('signIn'), [close]);
  const session = useMemo<Session>(
    () => ({
      isSignedIn,
      player: isSignedIn ? self.data : undefined,
      wallet: isSignedIn ? wallet.data : undefined,
      isSignInOpen: isOpen('signIn'),
      openSignIn,
      closeSignIn,
      loadPlayer,
      signOut,
    }),
    [isSignedIn, self.data, wallet.data, isOpen, openSignIn, closeSignIn, loadPlayer, signOut],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
