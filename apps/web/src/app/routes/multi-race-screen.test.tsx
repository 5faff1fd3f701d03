import { ERROR_MESSAGES, TAX_RULE_PATH, type Fixture, type MultiRacePool } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../lib/auth-tokens';
import { buildPlayer, buildWallet } from '../../test/account-data';
import { mockApi } from '../../test/mock-api';
import { buildFixture, buildRunner, nextUuid, reference } from '../../test/race-data';
import { renderRoute } from '../../test/render';
import { onIndiaDay, servedTaxRule } from '../../test/tax-rules';

const DAY = '2025-11-14';
const POOLS_PATH = `/api/mc/race-days/${DAY}/multi-race-pools`;
const TICKETS = '/api/customer/self/tote/multi-race-tickets';

/** Three legs at Bangalore, races 6 to 8, each with horses 1 to 3; 3 is scratched in leg 2. */
function buildLegs(): Fixture[] {
  return [6, 7, 8].map((raceNumber, index) =>
    buildFixture({
      raceNumber,
      startDate: `2025-11-14T${10 + index}:00:00.000Z`,
      participants: [1, 2, 3].map((horseNumber) =>
        buildRunner({
          horseNumber,
          name: `Leg ${index + 1} Horse ${horseNumber}`,
          isRunner: !(index === 1 && horseNumber === 3),
        }),
      ),
    }),
  );
}

function buildPool(legs: Fixture[], overrides: Partial<MultiRacePool> = {}): MultiRacePool {
  return {
    uid: nextUuid(),
    pool: 'TREBLE',
    sequence: 1,
    venue: 'BLR',
    venueName: 'Bangalore',
    legs: legs.map((leg) => leg.uid),
    legRaces: legs.map((leg) => ({
      sportFixture: leg.uid,
      raceNumber: leg.raceNumber,
      startDate: leg.startDate,
      winners: [],
      voided: false,
      favourite: null,
    })),
    status: 'OPEN',
    commissionRate: 0.25,
    totalStake: 4_520,
    carryIn: 345_000,
    willPays: [],
    dividends: [],
    ...overrides,
  };
}

function openScreen(
  pools: MultiRacePool[],
  legs: Fixture[],
  replies: Record<string, unknown> = {},
) {
  storeTokens({ accessToken: 'access-1', refreshToken: 'r-1' });
  const fetchMock = mockApi({
    [POOLS_PATH]: pools,
    ...Object.fromEntries(legs.map((leg) => [`/api/mc/sport-fixture/cached/${leg.uid}`, leg])),
    '/api/mc/reference': reference,
    [TAX_RULE_PATH]: servedTaxRule(DAY),
    'GET /api/customer/self': buildPlayer(),
    'GET /api/customer/self/wallet': buildWallet(5000),
    ...replies,
  });
  renderRoute(null, { path: `/races/${DAY}/jackpot` });
  return { fetchMock, user: userEvent.setup() };
}

const panel = () => screen.getByRole('region', { name: 'Jackpot and Treble' });
const chip = (leg: number, horse: number) =>
  within(panel()).getByRole('button', { name: `Leg ${leg}: ${horse}. Leg ${leg} Horse ${horse}` });
const figure = (name: string) => within(panel()).getByTestId(`multi-race-${name}`);

describe('the Jackpot and Treble screen', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('builds a Treble leg by leg, shows the carry-forward, costs it with GST and buys it with a key', async () => {
    onIndiaDay(DAY);
    const legs = buildLegs();
    const pool = buildPool(legs);
    const { user, fetchMock } = openScreen([pool], legs, {
      [`POST ${TICKETS}`]: {
        status: 201,
        body: { ticketNumber: 'J500001', lines: 4, totalBetAmount: 168, gst: 48 },
      },
    });
    await screen.findByRole('region', { name: 'Jackpot and Treble' });
    expect(figure('carry-forward')).toHaveTextContent('Treble carry-forward ₹3,45,000');
    expect(figure('pool-total')).toHaveTextContent('Pool ₹4,520');
    await within(panel()).findByRole('button', { name: 'Leg 3: 1. Leg 3 Horse 1' });
    expect(chip(2, 3)).toBeDisabled();

    await user.click(chip(1, 1));
    await user.click(chip(1, 2));
    await user.click(chip(2, 2));
    await user.click(within(panel()).getByRole('button', { name: 'All runners in leg 3' }));
    await user.click(chip(3, 3));
    await user.click(within(panel()).getByRole('button', { name: 'More units' }));
    await user.click(within(panel()).getByRole('button', { name: 'More units' }));
    // 2 × 1 × 2 horses = 4 lines at 3 units: ₹120 into the pool, 40% GST on top.
    expect(figure('lines')).toHaveTextContent('4 lines × 3 units of ₹10');
    expect(figure('pool')).toHaveTextContent('₹120.00');
    expect(figure('gst')).toHaveTextContent('GST (40%)₹48.00');
    expect(figure('total')).toHaveTextContent('₹168.00');

    await user.click(within(panel()).getByRole('button', { name: 'Buy ticket ₹168.00' }));
    expect(await within(panel()).findByTestId('multi-race-bought')).toHaveTextContent(
      'Ticket J500001 bought: 4 lines, ₹168.00.',
    );
    const posts = fetchMock.mock.calls.filter(
      ([input, init]) => input === TICKETS && init?.method === 'POST',
    );
    expect(posts).toHaveLength(1);
    const [, init] = posts[0]!;
    expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/^[\w-]{8,100}$/);
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : '{}')).toEqual({
      pool: pool.uid,
      legs: [[1, 2], [2], [1, 2]],
      units: 3,
    });
  });

  it('says what is missing before sending, and shows a refusal in the existing words', async () => {
    onIndiaDay(DAY);
    const legs = buildLegs();
    const { user, fetchMock } = openScreen([buildPool(legs)], legs, {
      [`POST ${TICKETS}`]: {
        status: 403,
        body: {
          statusCode: 403,
          code: 'STATE_NOT_LIVE',
          message: ERROR_MESSAGES.STATE_NOT_LIVE,
        },
      },
    });
    await within(await screen.findByRole('region', { name: 'Jackpot and Treble' })).findByRole(
      'button',
      { name: 'Leg 3: 1. Leg 3 Horse 1' },
    );
    await user.click(chip(1, 1));
    await user.click(chip(2, 1));
    await user.click(within(panel()).getByRole('button', { name: /^Buy ticket/ }));
    expect(within(panel()).getByText('Pick at least one horse in every leg.')).toBeInTheDocument();
    await user.click(chip(3, 1));
    await user.click(within(panel()).getByRole('button', { name: /^Buy ticket/ }));
    // One line is ₹14: under the ₹100 a ticket must reach.
    expect(
      within(panel()).getByText('A multi-race ticket costs at least ₹100.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, call]) => call?.method === 'POST')).toBe(false);

    await user.clear(within(panel()).getByLabelText('Units of ₹10'));
    await user.paste('10');
    await user.click(within(panel()).getByRole('button', { name: 'Buy ticket ₹140.00' }));
    expect(await within(panel()).findByText(ERROR_MESSAGES.STATE_NOT_LIVE)).toBeInTheDocument();
  });

  it('shows the will-pays before the last leg, then the dividend or the carry-forward', async () => {
    const legs = buildLegs();
    const [first, second] = [
      buildPool(legs, {
        status: 'CLOSED',
        legRaces: buildPool(legs).legRaces.map((leg, index) =>
          index < 2 ? { ...leg, winners: [index + 1] } : leg,
        ),
        willPays: [
          { horseNo: 1, dividend: 1_234.5 },
          { horseNo: 2, dividend: 0 },
        ],
      }),
      buildPool(legs, {
        pool: 'JACKPOT',
        status: 'CARRIED',
        carryIn: 0,
        carryOut: 12_450,
      }),
    ];
    const { user } = openScreen([first, second], legs);
    await screen.findByRole('region', { name: 'Jackpot and Treble' });
    expect(within(panel()).getByText('This pool is closed.')).toBeInTheDocument();
    const willPays = within(panel()).getAllByTestId('multi-race-will-pay');
    expect(willPays.map((row) => row.textContent)).toEqual(['1₹1,234.50', '2-']);
    expect(within(panel()).getAllByTestId('multi-race-leg-result')[0]).toHaveTextContent(
      'Won by 1',
    );
    expect(within(panel()).queryByRole('button', { name: /^Buy ticket/ })).toBeNull();

    await user.click(within(panel()).getByRole('button', { name: 'Jackpot · Bangalore' }));
    expect(figure('carried-out')).toHaveTextContent('No winning line: ₹12,450 carried forward');
    expect(within(panel()).queryByTestId('multi-race-will-pays')).toBeNull();
  });
});
