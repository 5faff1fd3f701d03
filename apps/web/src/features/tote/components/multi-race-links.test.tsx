import type { MultiRacePool } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DAY, openRacePage } from '../../../test/race-slip-harness';
import { buildFixture, buildRunner, nextUuid } from '../../../test/race-data';
import { renderRoute } from '../../../test/render';
import { mockApi } from '../../../test/mock-api';

function buildPool(legs: string[], overrides: Partial<MultiRacePool> = {}): MultiRacePool {
  return {
    uid: nextUuid(),
    pool: 'JACKPOT',
    sequence: 1,
    venue: 'BLR',
    venueName: 'Bangalore',
    legs,
    legRaces: [],
    status: 'OPEN',
    commissionRate: 0.25,
    totalStake: 0,
    carryIn: 345_000,
    willPays: [],
    dividends: [],
    ...overrides,
  };
}

describe('ways into the Jackpot and Treble', { timeout: 20_000 }, () => {
  it("a leg race's Tote tab names the pools it is a leg of, with the carry-forward", async () => {
    const fixture = buildFixture({ participants: [buildRunner()] });
    const others = [nextUuid(), nextUuid(), nextUuid(), nextUuid()];
    const jackpot = buildPool([others[0]!, fixture.uid, ...others.slice(1)]);
    const treble = buildPool(others.slice(0, 3), { pool: 'TREBLE', carryIn: 0 });
    const { user } = openRacePage(fixture, {
      replies: {
        [`/api/mc/race-days/${DAY}/multi-race-pools`]: [treble, jackpot],
        [`/api/mc/sport-fixture/${fixture.uid}/pools`]: [],
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Tote' }));
    const links = await screen.findAllByTestId('multi-race-link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveTextContent(
      'This race is leg 2 of the JackpotJackpot carry-forward ₹3,45,000',
    );
    expect(links[0]).toHaveAttribute('href', `/races/${DAY}/jackpot?pool=${jackpot.uid}`);
  });

  it('the race day lists every pool of the day', async () => {
    const pools = [
      buildPool([nextUuid()], { pool: 'TREBLE', carryIn: 0 }),
      buildPool([nextUuid()], { sequence: 2 }),
    ];
    mockApi({
      [`/api/mc/race-days/${DAY}/multi-race-pools`]: pools,
      [`/api/mc/sport-fixture?active=true&date=${DAY}`]: [],
    });
    renderRoute(null, { path: `/races/${DAY}` });
    const nav = await screen.findByRole('navigation', { name: 'Jackpot and Treble' });
    const links = await within(nav).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Treble · Bangalore',
      'Jackpot 2 · BangaloreJackpot 2 carry-forward ₹3,45,000',
    ]);
  });
});
