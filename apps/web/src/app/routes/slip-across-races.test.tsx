import { TAX_RULE_PATH, type Fixture, type PlaceMultipleRequest } from '@furlong/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MULTIPLES_PATH } from '../../features/bet-slip/api/place-multiple';
import { SLIP_STORAGE_KEY } from '../../features/bet-slip/slip-storage';
import { raceKeys } from '../../features/races/api/race-keys';
import { clearTokens, storeTokens } from '../../lib/auth-tokens';
import { buildPlayer, buildWallet, PLAYER_UID } from '../../test/account-data';
import { buildPlacedBet, placedReply } from '../../test/bet-data';
import { mockApi, type MockRequest } from '../../test/mock-api';
import { buildFixture, buildRunner, buildSummary, nextUuid, reference } from '../../test/race-data';
import {
  BET_SLIP,
  DAY,
  enterAmount,
  placeButton,
  slipLines,
  slipRegion,
  slipRequests,
} from '../../test/race-slip-harness';
import { renderRoute } from '../../test/render';
import { stubScreenWidth } from '../../test/screen-width';
import { onIndiaDay, servedTaxRule } from '../../test/tax-rules';

/** A race of `runners` starters, each with open Win (4.00 + n) and Place (1.50) prices. */
function buildField(raceNumber: number, runners: number, overrides: Partial<Fixture> = {}) {
  const participants = Array.from({ length: runners }, (_, index) =>
    buildRunner({
      horseNumber: index + 1,
      name: `R${raceNumber} Runner ${index + 1}`,
      odds: [
        { market: 'WIN', selection: nextUuid(), price: 4 + index, status: 'OPEN' },
        { market: 'PLACE', selection: nextUuid(), price: 1.5, status: 'OPEN' },
      ],
    }),
  );
  return buildFixture({ raceNumber, participants, ...overrides });
}

const selectionOf = (fixture: Fixture, horse: number, market: 'WIN' | 'PLACE') =>
  fixture.participants[horse - 1]?.odds.find((odds) => odds.market === market)?.selection;

interface Options {
  cash?: number;
  player?: string;
  replies?: Record<string, unknown>;
}

function openApp(races: Fixture[], path: string, options: Options = {}) {
  if (options.cash !== undefined) storeTokens({ accessToken: 'access-1', refreshToken: 'r-1' });
  const fetchMock = mockApi({
    ...Object.fromEntries(races.map((race) => [`/api/mc/sport-fixture/cached/${race.uid}`, race])),
    [`/api/mc/sport-fixture?active=true&date=${DAY}`]: races.map((race) =>
      buildSummary({ ...race }),
    ),
    '/api/mc/reference': reference,
    [TAX_RULE_PATH]: servedTaxRule(),
    'GET /api/customer/self': buildPlayer(
      options.player ? { identity: { uid: options.player } } : {},
    ),
    'GET /api/customer/self/wallet': buildWallet(options.cash ?? 0),
    ...options.replies,
  });
  const view = renderRoute(null, { path });
  return { ...view, fetchMock, user: userEvent.setup() };
}

const racePath = (race: Fixture) => `/fixtures/${DAY}/${race.uid}`;
const storedOwner = () =>
  (JSON.parse(localStorage.getItem(SLIP_STORAGE_KEY) ?? '{}') as { owner?: string | null }).owner;

describe('one slip for the app', { timeout: 30_000 }, () => {
  it('keeps lines from two races across pages and a reload, and the first sign-in adopts them', async () => {
    // A desktop: the header shows the count.
    stubScreenWidth(1366);
    const first = buildField(1, 8);
    const second = buildField(2, 8);
    const visit = openApp([first, second], racePath(first));
    await visit.user.click(
      await screen.findByRole('button', { name: 'WIN 4.00 for 1 R1 Runner 1' }),
    );
    await act(() => visit.router.navigate(racePath(second)));
    await visit.user.click(
      await screen.findByRole('button', { name: 'WIN 5.00 for 2 R2 Runner 2' }),
    );
    expect(slipLines().map((line) => line.textContent)).toEqual([
      expect.stringContaining('1. R1 Runner 1Bangalore R1 · Win @ 4.00'),
      expect.stringContaining('2. R2 Runner 2Bangalore R2 · Win @ 5.00'),
    ]);
    expect(screen.getByTestId('header-slip')).toHaveAccessibleName(/^Bet slip 2 selections/);
    expect(storedOwner()).toBeNull();
    visit.unmount();

    // A reload, signed in now: the visitor's slip is the player's.
    const reload = openApp([first, second], racePath(first), { cash: 5000 });
    await waitFor(() => expect(storedOwner()).toBe(PLAYER_UID));
    expect(slipLines()).toHaveLength(2);
    reload.unmount();

    // Signed out, the slip stays on the device.
    clearTokens();
    const signedOut = openApp([first, second], racePath(second));
    await screen.findByRole('button', { name: 'WIN 5.00 for 2 R2 Runner 2' });
    expect(slipLines()).toHaveLength(2);
    signedOut.unmount();
  });

  it('starts empty for a different player signing in on the same device', async () => {
    const race = buildField(1, 8);
    const visit = openApp([race], racePath(race), { cash: 5000 });
    await visit.user.click(
      await screen.findByRole('button', { name: 'WIN 4.00 for 1 R1 Runner 1' }),
    );
    await waitFor(() => expect(storedOwner()).toBe(PLAYER_UID));
    visit.unmount();

    const other = nextUuid();
    openApp([race], racePath(race), { cash: 5000, player: other });
    await waitFor(() => expect(storedOwner()).toBe(other));
    expect(slipLines()).toHaveLength(0);
  });

  it('marks a line whose race went off and leaves it out of what is placed', async () => {
    const first = buildField(1, 8);
    const second = buildField(2, 8);
    const { user, fetchMock, queryClient, router } = openApp([first, second], racePath(first), {
      cash: 5000,
      replies: { [`POST ${BET_SLIP}`]: placedReply(4900, [buildPlacedBet()]) },
    });
    await user.click(await screen.findByRole('button', { name: 'WIN 4.00 for 1 R1 Runner 1' }));
    await act(() => router.navigate(racePath(second)));
    await user.click(await screen.findByRole('button', { name: 'WIN 5.00 for 2 R2 Runner 2' }));

    act(() => {
      queryClient.setQueryData(raceKeys.fixture(first.uid), {
        ...first,
        status: 'SUSPENDED',
        version: 2,
      });
    });
    await waitFor(() =>
      expect(slipLines()[0]).toHaveTextContent('This race is off: the line is left out.'),
    );
    const [, openLine] = slipLines();
    expect(openLine).not.toHaveTextContent('left out');
    expect(within(slipRegion()).getByTestId('slip-left-out')).toHaveTextContent(
      '1 line no longer takes bets and is left out.',
    );

    await enterAmount(user, 'Amount for R2 Runner 2 WIN', '100');
    await enterAmount(user, 'Amount for R1 Runner 1 WIN', '100');
    await user.click(placeButton());
    await waitFor(() => expect(slipRequests(fetchMock)).toHaveLength(1));
    expect(slipRequests(fetchMock)[0]?.body).toEqual([
      expect.objectContaining({ selection: selectionOf(second, 2, 'WIN'), ticketPrice: 100 }),
    ]);
    // What was placed leaves the slip; the marked line stays for the player to remove.
    await waitFor(() => expect(slipLines()).toHaveLength(1));
    expect(slipLines()[0]).toHaveTextContent('R1 Runner 1');
  });

  it('sets the same stake on every line with one field', async () => {
    const first = buildField(1, 8);
    const { user } = openApp([first], racePath(first));
    await user.click(await screen.findByRole('button', { name: 'WIN 4.00 for 1 R1 Runner 1' }));
    await user.click(screen.getByRole('button', { name: 'WIN 5.00 for 2 R1 Runner 2' }));
    await enterAmount(user, 'Same stake for every line', '250');
    expect(screen.getByLabelText('Amount for R1 Runner 1 WIN')).toHaveValue('250');
    expect(screen.getByLabelText('Amount for R1 Runner 2 WIN')).toHaveValue('250');
  });
});

describe('each-way in one tap', { timeout: 30_000 }, () => {
  it('places a Win and a Place line at the same stake, and says the race’s place terms', async () => {
    onIndiaDay('2025-09-01');
    const race = buildField(1, 8);
    const { user, fetchMock } = openApp([race], racePath(race), {
      cash: 5000,
      replies: { [`POST ${BET_SLIP}`]: placedReply(4800, [buildPlacedBet()]) },
    });
    await user.click(await screen.findByRole('button', { name: 'WIN 4.00 for 1 R1 Runner 1' }));
    expect(within(slipRegion()).getByTestId('place-terms')).toHaveTextContent(
      'Place terms: 3 places paid (8 runners)',
    );
    await user.click(screen.getByRole('switch', { name: 'Each-way for R1 Runner 1 WIN' }));
    await enterAmount(user, 'Amount for R1 Runner 1 WIN', '100');
    expect(within(slipRegion()).getByTestId('place-terms')).toHaveTextContent(
      'Win and Place ₹100 each, ₹200 in all (Place @ 1.50)',
    );
    // ₹100 at 4.00 pays 390.62; ₹100 at 1.50 pays 78.12 + 117.18 (150 / 1.28, floored) = 195.30.
    expect(screen.getByLabelText('Slip totals')).toHaveTextContent('Total stake₹200.00');
    expect(screen.getByLabelText('Slip totals')).toHaveTextContent('Potential payout₹585.92');

    await user.click(placeButton());
    await waitFor(() => expect(slipRequests(fetchMock)).toHaveLength(1));
    expect(slipRequests(fetchMock)[0]?.body).toEqual([
      expect.objectContaining({
        market: 'WIN',
        selection: selectionOf(race, 1, 'WIN'),
        odds: 4,
        ticketPrice: 100,
      }),
      expect.objectContaining({
        market: 'PLACE',
        selection: selectionOf(race, 1, 'PLACE'),
        odds: 1.5,
        ticketPrice: 100,
      }),
    ]);
  });

  it('pays 2 places with 4 to 7 runners, and offers no each-way under 4', async () => {
    const five = buildField(1, 5);
    const three = buildField(2, 3);
    const { user, router } = openApp([five, three], racePath(five));
    await user.click(await screen.findByRole('button', { name: 'WIN 4.00 for 1 R1 Runner 1' }));
    expect(within(slipRegion()).getByTestId('place-terms')).toHaveTextContent(
      'Place terms: 2 places paid (5 runners)',
    );
    await act(() => router.navigate(racePath(three)));
    await user.click(await screen.findByRole('button', { name: 'WIN 4.00 for 1 R2 Runner 1' }));
    const [, small] = slipLines();
    expect(small).toHaveTextContent('Fewer than 4 runners: no each-way.');
    expect(within(small as HTMLElement).getByRole('switch', { name: /Each-way/ })).toBeDisabled();
  });
});

describe('multiples on the slip', { timeout: 30_000 }, () => {
  async function buildDouble(options: Options) {
    onIndiaDay('2025-09-01');
    const first = buildField(1, 8);
    const second = buildField(2, 8);
    const view = openApp([first, second], racePath(first), options);
    await view.user.click(
      await screen.findByRole('button', { name: 'WIN 4.00 for 1 R1 Runner 1' }),
    );
    await act(() => view.router.navigate(racePath(second)));
    await view.user.click(
      await screen.findByRole('button', { name: 'WIN 5.00 for 2 R2 Runner 2' }),
    );
    return { ...view, first, second };
  }

  it('offers a double across two races, figures it, and places it with a key at the multiples endpoint', async () => {
    const reply = {
      status: 201,
      body: {
        ticketNumber: 'M1001',
        bets: [buildPlacedBet({ betType: 'ACCUMULATOR', ticketNumber: 'M1001' })],
        totalBetAmount: 100,
        potentialPayout: 1171.87,
      },
    };
    const { user, fetchMock, first, second } = await buildDouble({
      cash: 5000,
      replies: { [`POST ${MULTIPLES_PATH}`]: reply },
    });
    const double = screen.getByRole('form', { name: 'Double' });
    expect(within(slipRegion()).getByText('Multiples pay at most ₹5,00,000')).toBeInTheDocument();
    await enterAmount(user, 'Stake per bet for Double', '100');
    // 100 / 1.28 = 78.125; x (1 + 4) x (1 + 5) = 2343.75.
    expect(within(double).getByLabelText('Figures for Double')).toHaveTextContent(
      'Bets1Ticket price₹100.00Face value₹78.12Potential payout₹2,343.75',
    );

    await user.click(within(double).getByRole('switch', { name: 'Each-way for Double' }));
    expect(within(double).getByLabelText('Figures for Double')).toHaveTextContent(
      'Bets2Ticket price₹200.00',
    );
    await user.click(within(double).getByRole('switch', { name: 'Each-way for Double' }));
    await user.click(within(double).getByRole('button', { name: 'Place Double' }));

    const sent = () =>
      fetchMock.mock.calls.filter(
        ([input, init]) => input === MULTIPLES_PATH && init?.method === 'POST',
      );
    await waitFor(() => expect(sent()).toHaveLength(1));
    const [, init] = sent()[0] ?? [];
    expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : 'null')).toEqual({
      kind: 'ACCUMULATOR',
      eachWay: false,
      unitStake: 100,
      legs: [
        {
          sportFixture: first.uid,
          selection: selectionOf(first, 1, 'WIN'),
          market: 'WIN',
          odds: 4,
        },
        {
          sportFixture: second.uid,
          selection: selectionOf(second, 2, 'WIN'),
          market: 'WIN',
          odds: 5,
        },
      ],
    });
    expect(
      await screen.findByText('Successfully placed bets. Please await result.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(slipLines()).toHaveLength(0));
  });

  it('sends an each-way double with the Place prices shown beside the Win prices', async () => {
    const reply = {
      status: 201,
      body: {
        ticketNumber: 'M1002',
        bets: [buildPlacedBet({ betType: 'ACCUMULATOR', ticketNumber: 'M1002' })],
        totalBetAmount: 200,
        potentialPayout: 2000,
      },
    };
    const { user, fetchMock } = await buildDouble({
      cash: 5000,
      replies: { [`POST ${MULTIPLES_PATH}`]: reply },
    });
    const double = screen.getByRole('form', { name: 'Double' });
    await enterAmount(user, 'Stake per bet for Double', '100');
    await user.click(within(double).getByRole('switch', { name: 'Each-way for Double' }));
    await user.click(within(double).getByRole('button', { name: 'Place Double' }));
    const sent = () =>
      fetchMock.mock.calls.filter(
        ([input, init]) => input === MULTIPLES_PATH && init?.method === 'POST',
      );
    await waitFor(() => expect(sent()).toHaveLength(1));
    const [, init] = sent()[0] ?? [];
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : 'null');
    expect(body.eachWay).toBe(true);
    for (const leg of body.legs) expect(leg.placeOdds).toEqual(expect.any(Number));
  });

  const OFFER_ID = '0b6f1c2c-7e2f-4a7e-9b1e-0b5d2a1c3d40';
  /** The server's answer to a unit stake over the player's largest on the second leg (decision 078). */
  const counterOfferReply = (request: MockRequest) => {
    const { legs } = request.body as PlaceMultipleRequest;
    return {
      status: 409,
      body: {
        statusCode: 409,
        code: 'COUNTER_OFFER',
        message: 'We can accept at most ₹250.00 on 2. R2 Runner 2.',
        details: {
          offerId: OFFER_ID,
          selection: legs[1]?.selection,
          horseNo: 2,
          market: 'WIN',
          maxStake: 250,
          expiresAt: new Date(Date.now() + 30_000).toISOString(),
        },
      },
    };
  };
  const multipleRequests = (fetchMock: ReturnType<typeof mockApi>) =>
    fetchMock.mock.calls
      .filter(([input, init]) => input === MULTIPLES_PATH && init?.method === 'POST')
      .map(([, init]) => ({
        key: new Headers(init?.headers).get('idempotency-key'),
        body: JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown,
      }));

  it('meets a unit stake over the player’s largest with the singles’ counter-offer, and Take sends it naming the offer', async () => {
    let calls = 0;
    const { user, fetchMock } = await buildDouble({
      cash: 50_000,
      replies: {
        [`POST ${MULTIPLES_PATH}`]: (request: MockRequest) => {
          calls += 1;
          if (calls === 1) return counterOfferReply(request);
          return {
            status: 201,
            body: {
              ticketNumber: 'M1003',
              bets: [buildPlacedBet({ betType: 'ACCUMULATOR', ticketNumber: 'M1003' })],
              totalBetAmount: 250,
              potentialPayout: 5859.37,
            },
          };
        },
      },
    });
    const double = screen.getByRole('form', { name: 'Double' });
    await enterAmount(user, 'Stake per bet for Double', '1000');
    await user.click(within(double).getByRole('button', { name: 'Place Double' }));
    const offer = await within(double).findByTestId('counter-offer');
    expect(offer).toHaveTextContent('We can accept at most ₹250.00 on 2. R2 Runner 2.');
    expect(within(offer).getByRole('timer')).toHaveTextContent(
      /^(30|29) seconds left to take it\.$/,
    );

    await user.click(within(offer).getByRole('button', { name: 'Take ₹250.00' }));

    await screen.findByText('Successfully placed bets. Please await result.');
    const sent = multipleRequests(fetchMock);
    expect(sent).toHaveLength(2);
    const [first, taken] = sent;
    expect(first?.body).toMatchObject({ unitStake: 1000 });
    expect(first?.body).not.toHaveProperty('counterOffer');
    expect(taken?.body).toEqual({
      ...(first?.body as object),
      unitStake: 250,
      counterOffer: OFFER_ID,
    });
    expect(taken?.key).not.toBe(first?.key);
    await waitFor(() => expect(slipLines()).toHaveLength(0));
  });

  it('Decline on a multiple’s counter-offer keeps the stake and sends nothing more', async () => {
    const { user, fetchMock } = await buildDouble({
      cash: 50_000,
      replies: { [`POST ${MULTIPLES_PATH}`]: counterOfferReply },
    });
    const double = screen.getByRole('form', { name: 'Double' });
    await enterAmount(user, 'Stake per bet for Double', '1000');
    await user.click(within(double).getByRole('button', { name: 'Place Double' }));
    const offer = await within(double).findByTestId('counter-offer');
    await user.click(within(offer).getByRole('button', { name: 'Decline' }));
    expect(within(double).queryByTestId('counter-offer')).toBeNull();
    expect(multipleRequests(fetchMock)).toHaveLength(1);
    expect(within(double).getByLabelText('Stake per bet for Double')).toHaveValue('1000');
  });

  it('says a ticket outside ₹100 to ₹10,000, and shows a refusal in the singles’ words', async () => {
    const { user } = await buildDouble({
      cash: 5000,
      replies: {
        [`POST ${MULTIPLES_PATH}`]: {
          status: 409,
          body: { statusCode: 409, code: 'INSUFFICIENT_FUNDS', message: 'Not enough' },
        },
      },
    });
    const double = screen.getByRole('form', { name: 'Double' });
    await enterAmount(user, 'Stake per bet for Double', '50');
    await user.click(within(double).getByRole('button', { name: 'Place Double' }));
    expect(within(double).getByRole('alert')).toHaveTextContent(
      'Invalid Bet. Bet amount should be between 100 and 10000.',
    );
    await enterAmount(user, 'Stake per bet for Double', '100');
    await user.click(within(double).getByRole('button', { name: 'Place Double' }));
    expect(await within(double).findByRole('alert')).toHaveTextContent(
      'Insufficient balance. Please deposit',
    );
    expect(within(double).getByRole('link', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('offers a Kenchi from three races, and says why two lines in one race are not combined', async () => {
    const races = [buildField(1, 8), buildField(2, 8), buildField(3, 8)];
    const [first, second, third] = races as [Fixture, Fixture, Fixture];
    const { user, router } = openApp(races, racePath(first));
    await user.click(await screen.findByRole('button', { name: 'WIN 4.00 for 1 R1 Runner 1' }));
    await act(() => router.navigate(racePath(second)));
    await user.click(await screen.findByRole('button', { name: 'WIN 4.00 for 1 R2 Runner 1' }));
    await act(() => router.navigate(racePath(third)));
    await user.click(await screen.findByRole('button', { name: 'WIN 4.00 for 1 R3 Runner 1' }));
    expect(screen.getByRole('form', { name: 'Treble' })).toBeInTheDocument();
    const kenchi = screen.getByRole('form', { name: 'Kenchi' });
    await enterAmount(user, 'Stake per bet for Kenchi', '100');
    expect(within(kenchi).getByLabelText('Figures for Kenchi')).toHaveTextContent(
      'Bets4Ticket price₹400.00',
    );

    await user.click(screen.getByRole('button', { name: 'WIN 5.00 for 2 R3 Runner 2' }));
    expect(within(slipRegion()).getByTestId('multiples-same-race')).toHaveTextContent(
      'Each leg of a multiple must be in a different race. Not combined: 1. R3 Runner 1, 2. R3 Runner 2.',
    );
    expect(screen.getByRole('form', { name: 'Double' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Kenchi' })).toBeNull();
  });
});
