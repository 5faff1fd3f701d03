import { playerChannel } from '@furlong/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, storeTokens } from '../../lib/auth-tokens';
import type { ChannelListener, RealtimeClient } from '../../lib/realtime';
import { buildPlayer, buildWallet, PLAYER_UID } from '../../test/account-data';
import { mockApi, requestsOf } from '../../test/mock-api';
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
});
