import { TAX_RULE_PATH, type Fixture, type TaxRuleResponse } from '@furlong/contract';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { preloadBetSlip } from '../app/routes/race-slip';
import { storeTokens } from '../lib/auth-tokens';
import { buildPlayer, buildWallet } from './account-data';
import { mockApi } from './mock-api';
import { buildFixture, buildRunner, buildSummary, nextUuid, reference } from './race-data';
import { renderRoute } from './render';
import { servedTaxRule } from './tax-rules';

export const DAY = '2025-11-14';
export const BET_SLIP = '/api/customer/self/sports/betslip';

/** An open race: 3 Star Dancer (WIN 4.00, PLACE 1.50 open, SHP suspended) and a scratched 5. */
export function buildOpenRace(overrides: Partial<Fixture> = {}) {
  const win = nextUuid();
  const place = nextUuid();
  const star = buildRunner({
    horseNumber: 3,
    name: 'Star Dancer',
    odds: [
      { market: 'WIN', selection: win, price: 4, status: 'OPEN' },
      { market: 'PLACE', selection: place, price: 1.5, status: 'OPEN' },
      { market: 'SHP', selection: nextUuid(), price: 2, status: 'SUSPENDED' },
    ],
  });
  const scratched = buildRunner({
    horseNumber: 5,
    name: 'Gone Away',
    isRunner: false,
    odds: [{ market: 'WIN', selection: nextUuid(), price: 6, status: 'OPEN' }],
  });
  const fixture = buildFixture({ participants: [star, scratched], ...overrides });
  return { fixture, selections: { win, place } };
}

interface OpenOptions {
  /** Cash in rupees; undefined leaves the visitor signed out. */
  cash?: number;
  replies?: Record<string, unknown>;
  /** What the tax-rule API answers; by default what the server answers on the test's date. */
  taxRule?: TaxRuleResponse;
}

// The slip's code is in before a test taps a price, as it is on a phone once idle.
await preloadBetSlip();

export function openRacePage(fixture: Fixture, options: OpenOptions = {}) {
  if (options.cash !== undefined) storeTokens({ accessToken: 'access-1', refreshToken: 'r-1' });
  const fetchMock = mockApi({
    [`/api/mc/sport-fixture/cached/${fixture.uid}`]: fixture,
    [`/api/mc/sport-fixture?active=true&date=${DAY}`]: [buildSummary({ ...fixture })],
    '/api/mc/reference': reference,
    [TAX_RULE_PATH]: options.taxRule ?? servedTaxRule(),
    'GET /api/customer/self': buildPlayer(),
    'GET /api/customer/self/wallet': buildWallet(options.cash ?? 0),
    ...options.replies,
  });
  // The slip is the app's (decision 062): the whole app, as the header and dialogs come with it.
  const view = renderRoute(null, { path: `/fixtures/${DAY}/${fixture.uid}` });
  return { ...view, fetchMock, user: userEvent.setup() };
}

export const slipRegion = () => screen.getByRole('region', { name: 'Bet slip' });
export const placeButton = () => within(slipRegion()).getByRole('button', { name: 'Place bets' });
export const slipLines = () => within(slipRegion()).queryAllByTestId('slip-line');

type SentLine = Record<string, unknown>;

/** The bodies and Idempotency-Keys of the bet slips sent, in order. */
export function slipRequests(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .filter(([input, init]) => input === BET_SLIP && init?.method === 'POST')
    .map(([, init]) => ({
      key: new Headers(init?.headers).get('idempotency-key'),
      body: JSON.parse(typeof init?.body === 'string' ? init.body : '[]') as SentLine[],
    }));
}

/** The cash balance arrives after the player's details; client checks need it first. */
export async function waitForWallet(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.getQueryData(['account', 'wallet'])).toBeDefined());
}

/** Types an amount in one go: typing key by key is slow and adds nothing past the input test. */
export async function enterAmount(user: UserEvent, label: string, amount: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (amount !== '') await user.paste(amount);
}
