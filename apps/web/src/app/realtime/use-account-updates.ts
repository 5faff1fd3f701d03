import { playerChannel, type AccountChangedData } from '@furlong/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  useClearLastingToasts,
  useLastingToast,
  useToast,
  type ShowLastingToast,
  type ShowToast,
} from '../../components/toast/toast-context';
import { accountKeys } from '../../features/account/api/account-keys';
import { historyQueryKey } from '../../features/history/api/get-transactions';
import { myBetsQueryKey } from '../../features/my-bets/api/get-my-bets';
import { toteKeys } from '../../features/tote/api/tote-api';
import type { MessageId } from '../../i18n/catalogues';
import { useT, type Translator } from '../../i18n/use-t';
import { readAccessToken, subscribeToTokens } from '../../lib/auth-tokens';
import { notifyInBackground } from '../../lib/browser-notices';
import { useSession } from '../session-context';
import { useRealtimeClient } from '../../lib/realtime-context';

/** What the player is told in the page when a change they did not make reaches their account. */
const ACCOUNT_NEWS: Partial<Record<AccountChangedData['reason'], MessageId>> = {
  BET_REVIEWED: 'notices.betReviewed',
  BET_SETTLED: 'notices.betSettled',
};

/** At most this many settled races are said at once; the rest wait in Notifications. */
export const RACE_NEWS_AT_ONCE = 3;

/**
 * A race the player bet on settled: its notice says which race and what it did for them
 * ("Delhi R1: you won ₹268.57") and stays until dismissed, which dismisses it on the server.
 * The race's newest undismissed notices not yet said in this tab are said (the race's, when
 * the event names it); when the race left none (a multiple's leg) or the notices cannot be
 * read, the general words are.
 */
async function tellRaceNews(
  queryClient: QueryClient,
  fixture: string | undefined,
  translator: Translator,
  toasts: { show: ShowToast; showLasting: ShowLastingToast },
  said: Set<string>,
): Promise<void> {
  const fallback = translator.t('notices.betSettled');
  try {
    const [{ playerNoticesQuery, dismissNotice, noticeKeys }, { noticeText }] = await Promise.all([
      import('../../features/notices/api/notices-api'),
      import('../../features/notices/notice-text'),
    ]);
    const notices = await queryClient.fetchQuery({ ...playerNoticesQuery, staleTime: 0 });
    const open = notices
      .filter((notice) => !notice.dismissed)
      .filter((notice) => fixture === undefined || notice.sportFixture === fixture)
      .slice(0, RACE_NEWS_AT_ONCE);
    if (open.length === 0) {
      toasts.show(fallback, 'info');
      notifyInBackground(fallback);
      return;
    }
    // Oldest first, so the newest ends on top of the stack.
    for (const notice of open.filter(({ uid }) => !said.has(uid)).reverse()) {
      said.add(notice.uid);
      const message = noticeText(notice, translator);
      toasts.showLasting({
        key: notice.uid,
        message,
        severity: 'info',
        onDismiss: () =>
          void dismissNotice(notice.uid)
            .catch(() => undefined)
            .finally(() => void queryClient.invalidateQueries({ queryKey: noticeKeys.list })),
      });
      notifyInBackground(message);
    }
  } catch {
    toasts.show(fallback, 'info');
    notifyInBackground(fallback);
  }
}

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
  const showLasting = useLastingToast();
  const clearLasting = useClearLastingToasts();
  const translator = useT();
  // The language may change while the channel stays open: the newest words are used.
  const translatorRef = useRef(translator);
  useEffect(() => {
    translatorRef.current = translator;
  }, [translator]);
  const said = useRef(new Set<string>());

  useEffect(() => {
    if (!realtime || !playerUid) return;
    const saidHere = said.current;
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
        if (message.data.reason === 'BET_SETTLED') {
          void tellRaceNews(
            queryClient,
            message.data.fixture,
            translatorRef.current,
            { show: showToast, showLasting },
            saidHere,
          );
          return;
        }
        const newsId = ACCOUNT_NEWS[message.data.reason];
        if (newsId) {
          const news = translatorRef.current.t(newsId);
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
      // Signed out (or another player signed in): their race news leaves the screen with them.
      clearLasting();
      saidHere.clear();
    };
  }, [realtime, playerUid, queryClient, showToast, showLasting, clearLasting]);
}
