import { playerChannel, type AccountChangedData } from '@furlong/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast, type ShowToast } from '../../components/toast/toast-context';
import { accountKeys } from '../../features/account/api/account-keys';
import { historyQueryKey } from '../../features/history/api/get-transactions';
import { myBetsQueryKey } from '../../features/my-bets/api/get-my-bets';
import { toteKeys } from '../../features/tote/api/tote-api';
import { readAccessToken, subscribeToTokens } from '../../lib/auth-tokens';
import { notifyInBackground } from '../../lib/browser-notices';
import { useSession } from '../session-context';
import { useRealtimeClient } from './realtime-context';

/** What the player is told in the page when a change they did not make reaches their account. */
const ACCOUNT_NEWS: Partial<Record<AccountChangedData['reason'], string>> = {
  BET_REVIEWED: 'A trader has decided on your pending bet. See My Bets.',
  BET_SETTLED: 'A race you bet on has been settled. See My Bets for your result.',
};

/**
 * A horse, jockey or trainer the player follows was declared, is off soon or ran: the newest
 * notice is said in the page (and in a browser notice while the tab is hidden). The follow
 * list's code loads only when the first notice comes.
 */
async function tellFollowNews(queryClient: QueryClient, showToast: ShowToast): Promise<void> {
  const { followNoticesQuery } = await import('../../features/follows/api/follows-api');
  const notices = await queryClient.fetchQuery({ ...followNoticesQuery, staleTime: 0 });
  const newest = notices[0];
  if (!newest) return;
  showToast(newest.message, 'info');
  notifyInBackground(newest.message);
}

/**
 * Follows the signed-in player's private channel: when a bet settles, a slip is placed on
 * another device or an operator adjusts the balance, the header chips, My Bets and History
 * refetch at once, without a reload. The socket proves who it is with the access token, and
 * again with each renewed one; when the server says the proof has expired, the wallet is
 * refetched, which renews the token through the API client, which re-authenticates.
 */
export function useAccountUpdates(): void {
  const realtime = useRealtimeClient();
  const queryClient = useQueryClient();
  const playerUid = useSession().player?.identity.uid;
  const showToast = useToast();

  useEffect(() => {
    if (!realtime || !playerUid) return;
    const channel = playerChannel(playerUid);
    realtime.authenticate(readAccessToken());
    const stopTokens = subscribeToTokens(() => realtime.authenticate(readAccessToken()));
    const stopListening = realtime.listen(channel, (message) => {
      if (message.event === 'account_changed') {
        for (const queryKey of [
          accountKeys.wallet,
          myBetsQueryKey,
          toteKeys.tickets,
          historyQueryKey,
        ]) {
          void queryClient.invalidateQueries({ queryKey });
        }
        if (message.data.reason === 'FOLLOW_NOTICE') {
          void tellFollowNews(queryClient, showToast);
          return;
        }
        const news = ACCOUNT_NEWS[message.data.reason];
        if (news) {
          showToast(news, 'info');
          notifyInBackground(news);
        }
      }
    });
    const stopRefusals = realtime.onRefused(channel, (code) => {
      if (code === 'UNAUTHORIZED')
        void queryClient.refetchQueries({ queryKey: accountKeys.wallet });
    });
    return () => {
      stopRefusals();
      stopListening();
      stopTokens();
      realtime.authenticate(null);
    };
  }, [realtime, playerUid, queryClient, showToast]);
}
