import { playerChannel } from '@furlong/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, storeTokens } from '../../lib/auth-tokens';
import type { ChannelListener, RealtimeClient } from '../../lib/realtime';
import { buildPlayer, buildWallet, PLAYER_UID } from '../../test/account-data';
import { mockApi, requestsOf, type MockRequest } from '../../test/mock-api';
import { createTestQueryClient } from '../../test/render';
import { AppProviders } from '../providers';
import { useAccountUpdates } from './use-account-updates';

function createFakeRealtime() {
  const listeners = new Map<string, ChannelListener>();
  const refusals = new Map<string, (code: 'UNAUTHORIZED') => void>();
  const tokens: (string | null)[] = [];
  const client: RealtimeClient = {
    listen: (channel, listener) => {
      listeners.set(channel, listener);
      return () => listeners.delete(channel);
    },
    onSubscribed: () => () => undefined,
    onRefused: (channel, listener) => {
      refusals.set(channel, listener);
      return () => refusals.delete(channel);
    },
    authenticate: (token) => tokens.push(token),
    close: () => undefined,
  };
  return { client, listeners, refusals, tokens };
}

function Probe() {
  useAccountUpdates();
  return null;
}

describe('useAccountUpdates', () => {
  afterEach(() => {
    clearTokens();
    vi.unstubAllGlobals();
  });

  it("follows the player's channel with their token and refetches the wallet when told", async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const fetchMock = mockApi({
      '/api/customer/self': buildPlayer(),
      '/api/customer/self/wallet': buildWallet(1000),
    });
    const fake = createFakeRealtime();
    const queryClient = createTestQueryClient();
    render(
      <AppProviders queryClient={queryClient} realtime={fake.client}>
        <Probe />
      </AppProviders>,
    );
    const channel = playerChannel(PLAYER_UID);
    await waitFor(() => expect(fake.listeners.has(channel)).toBe(true));
    expect(fake.tokens).toEqual(['access-1']);
    await waitFor(() => expect(requestsOf(fetchMock)).toContain('GET /api/customer/self/wallet'));
    const walletReads = () =>
      requestsOf(fetchMock).filter((request) => request.endsWith('/wallet')).length;
    const before = walletReads();

    fake.listeners.get(channel)?.({
      type: 'event',
      channel,
      event: 'account_changed',
      data: { reason: 'BET_SETTLED' },
    });
    await waitFor(() => expect(walletReads()).toBe(before + 1));

    // An expired proof makes the wallet refetch (which renews the token); a new token re-authenticates.
    fake.refusals.get(channel)?.('UNAUTHORIZED');
    await waitFor(() => expect(walletReads()).toBe(before + 2));
    storeTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(fake.tokens.at(-1)).toBe('access-2');

    clearTokens();
    await waitFor(() => expect(fake.listeners.has(channel)).toBe(false));
    expect(fake.tokens.at(-1)).toBeNull();
  });

  it('tells the player in the page when a trader decides on a pending bet', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({
      '/api/customer/self': buildPlayer(),
      '/api/customer/self/wallet': buildWallet(1000),
    });
    const fake = createFakeRealtime();
    render(
      <AppProviders queryClient={createTestQueryClient()} realtime={fake.client}>
        <Probe />
      </AppProviders>,
    );
    const channel = playerChannel(PLAYER_UID);
    await waitFor(() => expect(fake.listeners.has(channel)).toBe(true));

    fake.listeners.get(channel)?.({
      type: 'event',
      channel,
      event: 'account_changed',
      data: { reason: 'BET_REVIEWED' },
    });
    expect(
      await screen.findByText('A trader has decided on your pending bet. See My Bets.'),
    ).toBeInTheDocument();
  });

  it('also tells a player who allowed it through the browser while the tab is hidden', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({
      '/api/customer/self': buildPlayer(),
      '/api/customer/self/wallet': buildWallet(1000),
    });
    const shown: { title: string; body: string | undefined }[] = [];
    vi.stubGlobal(
      'Notification',
      class {
        static permission = 'granted';
        constructor(title: string, options?: NotificationOptions) {
          shown.push({ title, body: options?.body });
        }
      },
    );
    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    try {
      const fake = createFakeRealtime();
      render(
        <AppProviders queryClient={createTestQueryClient()} realtime={fake.client}>
          <Probe />
        </AppProviders>,
      );
      const channel = playerChannel(PLAYER_UID);
      await waitFor(() => expect(fake.listeners.has(channel)).toBe(true));
      fake.listeners.get(channel)?.({
        type: 'event',
        channel,
        event: 'account_changed',
        data: { reason: 'BET_SETTLED' },
      });
      await waitFor(() =>
        expect(shown).toEqual([
          {
            title: 'Furlong',
            body: 'A race you bet on has been settled. See My Bets for your result.',
          },
        ]),
      );
    } finally {
      Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    }
  });

  it('says what a settled race did for the player until they dismiss it, and dismisses it on the server', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const race = '00000000-0000-4000-8000-0000000000b1';
    const other = '00000000-0000-4000-8000-0000000000b2';
    const notice = {
      kind: 'RACE_SETTLED',
      createdAt: '2026-11-27T09:00:00.000Z',
      venueName: 'Delhi',
      won: 0,
      refunded: 0,
      lost: 0,
      dismissed: false,
    };
    const notices = [
      {
        ...notice,
        uid: '00000000-0000-4000-8000-0000000000a3',
        sportFixture: race,
        raceNumber: 1,
        won: 268.57,
      },
      {
        ...notice,
        uid: '00000000-0000-4000-8000-0000000000a2',
        sportFixture: race,
        raceNumber: 1,
        refunded: 100,
      },
      // An older race's news, already dismissed, is not said again.
      {
        ...notice,
        uid: '00000000-0000-4000-8000-0000000000a1',
        sportFixture: other,
        raceNumber: 2,
        lost: 1,
        dismissed: true,
      },
    ];
    const dismissed: MockRequest[] = [];
    const fetchMock = mockApi({
      '/api/customer/self': buildPlayer(),
      '/api/customer/self/wallet': buildWallet(1000),
      'GET /api/customer/self/notices': () => notices,
      'POST /api/customer/self/notices/00000000-0000-4000-8000-0000000000a3/dismiss': (
        request: MockRequest,
      ) => {
        dismissed.push(request);
        return { status: 204, body: null };
      },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fake = createFakeRealtime();
      render(
        <AppProviders queryClient={createTestQueryClient()} realtime={fake.client}>
          <Probe />
        </AppProviders>,
      );
      const channel = playerChannel(PLAYER_UID);
      await waitFor(() => expect(fake.listeners.has(channel)).toBe(true));
      const settle = (fixture: string) =>
        fake.listeners.get(channel)?.({
          type: 'event',
          channel,
          event: 'account_changed',
          data: { reason: 'BET_SETTLED', fixture },
        });
      settle(race);
      expect(await screen.findByText('Delhi R1: you won ₹268.57')).toBeInTheDocument();
      expect(screen.getByText('Delhi R1: ₹100.00 refunded')).toBeInTheDocument();
      expect(
        screen.queryByText('A race you bet on has been settled. See My Bets for your result.'),
      ).not.toBeInTheDocument();
      expect(screen.queryByText('Delhi R2: your bet lost')).not.toBeInTheDocument();

      // It outlasts the 2 s of a short message.
      await vi.advanceTimersByTimeAsync(10_000);
      expect(screen.getByText('Delhi R1: you won ₹268.57')).toBeInTheDocument();

      // The same race settling again (another of its bets) does not say its news twice.
      const noticeReads = () =>
        requestsOf(fetchMock).filter((request) => request === 'GET /api/customer/self/notices')
          .length;
      settle(race);
      await waitFor(() => expect(noticeReads()).toBe(2));
      expect(screen.getAllByText('Delhi R1: you won ₹268.57')).toHaveLength(1);

      const alert = screen.getByText('Delhi R1: you won ₹268.57').closest('[role="alert"]');
      const dismiss = alert?.querySelector('button');
      expect(dismiss).toHaveAccessibleName('Dismiss');
      fireEvent.click(dismiss as HTMLButtonElement);
      await waitFor(() => expect(dismissed).toHaveLength(1));
      expect(dismissed[0]?.token).toBe('access-1');
      expect(screen.queryByText('Delhi R1: you won ₹268.57')).not.toBeInTheDocument();
      expect(screen.getByText('Delhi R1: ₹100.00 refunded')).toBeInTheDocument();

      // A race that left no notice (a multiple's leg) is still announced in general words.
      settle('00000000-0000-4000-8000-0000000000b9');
      expect(
        await screen.findByText('A race you bet on has been settled. See My Bets for your result.'),
      ).toBeInTheDocument();

      // Signing out takes the race news off the screen, undismissed, for the next player.
      clearTokens();
      await waitFor(() =>
        expect(screen.queryByText('Delhi R1: ₹100.00 refunded')).not.toBeInTheDocument(),
      );
      expect(dismissed).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
