import type { RacePool } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openRacePage } from '../../../test/race-slip-harness';
import { buildFixture, buildRunner } from '../../../test/race-data';
import { onIndiaDay } from '../../../test/tax-rules';

const TICKETS = '/api/customer/self/tote/tickets';

const runners = [
  buildRunner({ horseNumber: 1, name: 'Star Dancer' }),
  buildRunner({ horseNumber: 2, name: 'Blue Moon' }),
  buildRunner({ horseNumber: 3, name: 'Red Fox' }),
  buildRunner({ horseNumber: 4, name: 'Gone Away', isRunner: false }),
];

function openPool(pool: RacePool['pool'], overrides: Partial<RacePool> = {}): RacePool {
  return {
    pool,
    status: 'OPEN',
    commissionRate: 0.2,
    totalStake: 12_450,
    carryIn: 0,
    approximates: [],
    dividends: [],
    ...overrides,
  };
}

const POOLS: RacePool[] = [
  openPool('WIN', {
    approximates: [
      { combination: [1], dividend: 43 },
      { combination: [2], dividend: 21.5 },
    ],
  }),
  openPool('PLACE', { approximates: [{ combination: [1], dividend: 16 }] }),
  openPool('FORECAST', {
    carryIn: 12_450,
    approximates: [
      { combination: [1, 2], dividend: 210 },
      { combination: [2, 1], dividend: 95 },
    ],
  }),
  openPool('QUINELLA'),
];

/** Signed in with ₹5,000 cash, or a visitor (whole app, for the sign-in dialog). */
function openTote(replies: Record<string, unknown> = {}, isVisitor = false) {
  const fixture = buildFixture({ participants: runners });
  const view = openRacePage(fixture, {
    cash: isVisitor ? undefined : 5000,
    replies: { [`/api/mc/sport-fixture/${fixture.uid}/pools`]: POOLS, ...replies },
  });
  return { ...view, fixture };
}

const tote = () => screen.getByRole('region', { name: 'Tote' });
const chip = (position: string, horse: string) =>
  within(tote()).getByRole('button', { name: `${position}: ${horse}` });
const figure = (name: string) => within(tote()).getByTestId(`tote-${name}`);

describe('the Tote tab', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows Win and Place approximates beside the fixed prices of the card', async () => {
    openTote();
    const rows = await screen.findAllByTestId('runner-row');
    expect(await within(rows[0]!).findByTestId('runner-note')).toHaveTextContent(
      'Tote: Win ₹43 · Place ₹16',
    );
    expect(within(rows[1]!).getByTestId('runner-note')).toHaveTextContent('Tote: Win ₹21.50');
    expect(within(rows[2]!).queryByTestId('runner-note')).toBeNull();
  });

  it('builds a Forecast box: combinations, cost with GST, approximates, and buys it with a key', async () => {
    onIndiaDay('2025-11-14');
    const { user, fetchMock, fixture } = openTote({
      [`POST ${TICKETS}`]: {
        status: 201,
        body: { ticketNumber: 'P500001', combinations: 6, totalBetAmount: 168, gst: 48 },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Tote' }));
    await screen.findByRole('region', { name: 'Tote' });
    expect(within(tote()).getByTestId('tote-pool-total')).toHaveTextContent('Pool ₹12,450');
    await user.click(within(tote()).getByRole('button', { name: 'Forecast' }));
    expect(within(tote()).getByTestId('tote-pool-total')).toHaveTextContent(
      'Forecast carry-forward ₹12,450',
    );
    // Straight first: 1st 1, 2nd 2 is one combination with its own approximate.
    await user.click(chip('1st', '1. Star Dancer'));
    await user.click(chip('2nd', '2. Blue Moon'));
    expect(figure('combinations')).toHaveTextContent('1 combination × 1 unit of ₹10');
    expect(figure('approximate')).toHaveTextContent('₹210 per ₹10');
    expect(chip('1st', '4. Gone Away')).toBeDisabled();

    await user.click(within(tote()).getByRole('button', { name: 'Box' }));
    await user.click(chip('Box', '3. Red Fox'));
    await user.click(within(tote()).getByRole('button', { name: 'More units' }));
    expect(figure('combinations')).toHaveTextContent('6 combinations × 2 units of ₹10');
    expect(figure('pool')).toHaveTextContent('₹120.00');
    expect(figure('gst')).toHaveTextContent('GST (40%)₹48.00');
    expect(figure('total')).toHaveTextContent('₹168.00');
    expect(figure('approximate')).toHaveTextContent('₹95 to ₹210 per ₹10');

    await user.click(within(tote()).getByRole('button', { name: 'Buy ticket ₹168.00' }));
    expect(await within(tote()).findByTestId('tote-bought')).toHaveTextContent(
      'Ticket P500001 bought: 6 combinations, ₹168.00.',
    );
    const posts = fetchMock.mock.calls.filter(
      ([input, init]) => input === TICKETS && init?.method === 'POST',
    );
    expect(posts).toHaveLength(1);
    const [, init] = posts[0]!;
    expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/^[\w-]{8,100}$/);
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : '{}')).toEqual({
      sportFixture: fixture.uid,
      pool: 'FORECAST',
      selections: [[1, 2, 3]],
      box: true,
      units: 2,
    });
  });

  it('says what is missing before sending, and shows a refusal in the existing words', async () => {
    onIndiaDay('2025-11-14');
    const { user, fetchMock } = openTote({
      [`POST ${TICKETS}`]: {
        status: 409,
        body: { statusCode: 409, code: 'RACE_CLOSED', message: 'Betting on this race has closed.' },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Tote' }));
    await screen.findByRole('region', { name: 'Tote' });
    await user.click(within(tote()).getByRole('button', { name: 'Quinella' }));
    await user.click(chip('1st', '1. Star Dancer'));
    await user.click(within(tote()).getByRole('button', { name: /^Buy ticket/ }));
    expect(within(tote()).getByText('Pick a horse for every position.')).toBeInTheDocument();

    await user.click(chip('2nd', '3. Red Fox'));
    await user.click(within(tote()).getByRole('button', { name: /^Buy ticket/ }));
    // One combination is ₹14: under the ₹100 a ticket must reach.
    expect(
      within(tote()).getByText('Invalid Bet. Bet amount should be between 100 and 10000.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(within(tote()).getByLabelText('Units of ₹10'));
    await user.paste('10');
    await user.click(within(tote()).getByRole('button', { name: 'Buy ticket ₹140.00' }));
    expect(await within(tote()).findByText('Betting on this race has closed.')).toBeInTheDocument();
  });

  it('asks a visitor to sign in instead of buying', async () => {
    const { user, fetchMock } = openTote({}, true);
    await user.click(await screen.findByRole('tab', { name: 'Tote' }));
    await screen.findByRole('region', { name: 'Tote' });
    await user.click(within(tote()).getByRole('button', { name: 'Forecast' }));
    await user.click(chip('1st', '1. Star Dancer'));
    await user.click(within(tote()).getByRole('button', { name: 'Sign in to buy' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
