import type { TaxRule } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import type { SlipLine, SlipRace } from '../slip-line';
import { SlipLineItem } from './slip-line-item';

/** Best of price and tote (decision 066): the slip names the promise on the lines it holds for. */
describe('best of price and tote on the slip', { timeout: 20_000 }, () => {
  const TAX: TaxRule = {
    effectiveFrom: '2025-04-01',
    gstRateBp: 2800,
    tdsRateBp: 3000,
    tdsThresholdPaise: 1_000_000,
  };
  const line = (market: SlipLine['market']): SlipLine => ({
    venue: 'BLR',
    venueName: 'Bangalore',
    raceDay: '2025-11-14',
    raceNumber: 1,
    market,
    horseNo: 3,
    horse: 'Star Dancer',
    odds: 4,
    sportFixture: '00000000-0000-4000-8000-000000000001',
    selection: `00000000-0000-4000-8000-00000000000${market === 'WIN' ? 2 : 3}`,
    amount: '100',
    oddsChanged: false,
    isAvailable: true,
    eachWay: null,
  });
  const race = (bestOfTote: boolean): SlipRace => ({
    isOpen: true,
    starters: 8,
    placeOffers: new Map(),
    bestOfTote,
  });
  const slip = { setAmount: vi.fn(), addStake: vi.fn(), remove: vi.fn(), setEachWay: vi.fn() };
  const renderLines = (lines: [SlipLine, SlipRace][]) =>
    renderRoute(
      <ul>
        {lines.map(([item, itemRace]) => (
          <SlipLineItem
            key={item.selection}
            line={item}
            race={itemRace}
            taxRule={TAX}
            slip={slip}
          />
        ))}
      </ul>,
      { pattern: '/slip', path: '/slip' },
    );

  it('labels a WIN line of a race with the promise on, not a PLACE line nor a race without it', async () => {
    renderLines([
      [line('WIN'), race(true)],
      [line('PLACE'), race(true)],
    ]);
    const [win, place] = await screen.findAllByTestId('slip-line');
    expect(within(win!).getByTestId('best-of-tote')).toHaveTextContent('Best of price and tote');
    expect(within(place!).queryByTestId('best-of-tote')).toBeNull();
  });

  it('says nothing on a WIN line of a race without the promise', async () => {
    renderLines([[line('WIN'), race(false)]]);
    const [win] = await screen.findAllByTestId('slip-line');
    expect(within(win!).queryByTestId('best-of-tote')).toBeNull();
  });
});
