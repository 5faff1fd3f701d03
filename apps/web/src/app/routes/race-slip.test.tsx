import { act, screen, waitFor, within } from '@testing-library/react';
import { TAX_RULE_PATH, indiaInstant } from '@furlong/contract';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { raceKeys } from '../../features/races/api/race-keys';
import { requestsOf } from '../../test/mock-api';
import {
  buildOpenRace,
  enterAmount,
  openRacePage,
  placeButton,
  slipLines,
  slipRegion,
  waitForWallet,
} from '../../test/race-slip-harness';
import { onIndiaDay, servedTaxRule } from '../../test/tax-rules';

// Struck on 1 September 2025, GST 28%: 100 / 1.28 = 78.12, CGST = SGST = 10.93, 78.12 + 400 / 1.28.
const FIGURES_100_AT_4 =
  'Face value₹78.12CGST (14%)₹10.93SGST (14%)₹10.93Round-off₹0.02Potential payout₹390.62';
// From 22 September 2025, GST 40%: 100 / 1.40 = 71.42, CGST = SGST = 14.28, 71.42 + 400 / 1.40.
const FIGURES_100_AT_4_GST_40 =
  'Face value₹71.42CGST (20%)₹14.28SGST (20%)₹14.28Round-off₹0.02Potential payout₹357.13';

describe('bet slip on the race page', { timeout: 20_000 }, () => {
  it('adds a line from an open price once, and leaves suspended and scratched prices unclickable', async () => {
    const { fixture } = buildOpenRace();
    const { user } = openRacePage(fixture, { cash: 5000 });

    const win = await screen.findByRole('button', { name: 'WIN 4.00 for 3 Star Dancer' });
    await user.click(win);
    await user.click(win);

    expect(slipLines()).toHaveLength(1);
    expect(slipLines()[0]).toHaveTextContent('3. Star Dancer');
    // Markets are named as My Bets names them.
    expect(slipLines()[0]).toHaveTextContent('Win @ 4.00');
    expect(win).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'PLACE 1.50 for 3 Star Dancer' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^SHP/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Gone Away/ })).toBeNull();

    await user.click(within(slipRegion()).getByRole('button', { name: 'Remove Star Dancer WIN' }));
    expect(slipLines()).toHaveLength(0);
  });

  it('offers no prices and no slip on a race that is not open', async () => {
    const { fixture } = buildOpenRace({ status: 'SUSPENDED' });
    openRacePage(fixture, { cash: 5000 });

    expect(await screen.findAllByTestId('runner-row')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /for 3 Star Dancer/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Bet slip' })).toBeNull();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** The amount a figures list shows against one name. */
  const figureIn = (list: HTMLElement, name: string) =>
    list.querySelector(`[data-figure="${name}"] dd`)?.textContent;

  it('shows the slip arithmetic of ₹100 at 4.00 per line and in total (1 September 2025, GST 28%)', async () => {
    onIndiaDay('2025-09-01');
    const { fixture } = buildOpenRace();
    const { user } = openRacePage(fixture, { cash: 5000 });

    await user.click(await screen.findByRole('button', { name: 'WIN 4.00 for 3 Star Dancer' }));
    await enterAmount(user, 'Amount for Star Dancer WIN', '100');

    expect(screen.getByLabelText('Figures for Star Dancer WIN')).toHaveTextContent(
      FIGURES_100_AT_4,
    );
    expect(screen.getByLabelText('Slip totals')).toHaveTextContent(
      `Total stake₹100.00${FIGURES_100_AT_4}`,
    );
  });

  it('computes with the rule the server serves: GST 40% from 22 September 2025, switching at India midnight', async () => {
    onIndiaDay('2025-09-21', '23:59');
    const { fixture } = buildOpenRace();
    // Served the day before: 28% now, 40% from the 22nd (next).
    const { user } = openRacePage(fixture, { cash: 5000, taxRule: servedTaxRule('2025-09-21') });
    await user.click(await screen.findByRole('button', { name: 'WIN 4.00 for 3 Star Dancer' }));
    await enterAmount(user, 'Amount for Star Dancer WIN', '100');
    expect(screen.getByLabelText('Figures for Star Dancer WIN')).toHaveTextContent(
      FIGURES_100_AT_4,
    );

    vi.setSystemTime(indiaInstant('2025-09-22', '00:00'));
    await enterAmount(user, 'Amount for Star Dancer WIN', '100');
    expect(screen.getByLabelText('Figures for Star Dancer WIN')).toHaveTextContent(
      FIGURES_100_AT_4_GST_40,
    );
    expect(screen.getByLabelText('Slip totals')).toHaveTextContent(
      `Total stake₹100.00${FIGURES_100_AT_4_GST_40}`,
    );
  });

  /** A price tapped while the tax rule has not answered (and never will). */
  async function pickWithTaxRulePending() {
    const { fixture } = buildOpenRace();
    const { user } = openRacePage(fixture, {
      cash: 5000,
      replies: { [TAX_RULE_PATH]: () => new Promise(() => undefined) },
    });
    await user.click(await screen.findByRole('button', { name: 'WIN 4.00 for 3 Star Dancer' }));
  }

  it('shows no figures and places nothing until the tax rule has loaded', async () => {
    await pickWithTaxRulePending();
    expect(within(slipRegion()).getByRole('status')).toHaveTextContent('Loading the tax rule');
    expect(screen.queryByLabelText('Slip totals')).toBeNull();
    expect(within(slipRegion()).queryByRole('button', { name: 'Place bets' })).toBeNull();
  });

  it('says it will not place, rather than loading, when the signal drops before the tax rule arrives', async () => {
    await pickWithTaxRulePending();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    // TanStack Query pauses every query until it is told the signal is back.
    onTestFinished(() => onlineManager.setOnline(true));
    expect(within(slipRegion()).getByTestId('slip-offline')).toHaveTextContent(/offline/i);
    expect(within(slipRegion()).queryByRole('status')).toBeNull();
    expect(within(slipRegion()).queryByRole('button', { name: 'Place bets' })).toBeNull();
  });

  it('warns of TDS and estimates it and the net payout only when a line could win more than ₹10,000 net', async () => {
    onIndiaDay('2025-10-01');
    const { fixture } = buildOpenRace();
    const { user } = openRacePage(fixture, { cash: 50000 });
    await user.click(await screen.findByRole('button', { name: 'WIN 4.00 for 3 Star Dancer' }));

    await enterAmount(user, 'Amount for Star Dancer WIN', '3000');
    expect(screen.queryByText('TDS applicable for winnings exceeding the threshold.')).toBeNull();

    expect(screen.queryByText(/Estimated TDS/)).toBeNull();

    await enterAmount(user, 'Amount for Star Dancer WIN', '4000');
    expect(
      within(slipLines()[0]!).getByText('TDS applicable for winnings exceeding the threshold.'),
    ).toBeInTheDocument();
    // ₹4,000 at 4.00 under 40% GST: payout ₹14,285.71, net winnings ₹10,285.71 > ₹10,000, so
    // 30% of them (₹3,085.71) is withheld and ₹11,200.00 would be paid, on the line and in total.
    for (const label of ['Figures for Star Dancer WIN', 'Slip totals']) {
      const figures = screen.getByLabelText(label);
      expect(figureIn(figures, 'Estimated TDS (30%)')).toBe('₹3,085.71');
      expect(figureIn(figures, 'Estimated net payout')).toBe('₹11,200.00');
    }
  });

  it('takes digits only, at most five', async () => {
    const { fixture } = buildOpenRace();
    const { user } = openRacePage(fixture, { cash: 5000 });
    await user.click(await screen.findByRole('button', { name: 'WIN 4.00 for 3 Star Dancer' }));
    const amount = screen.getByRole('textbox', { name: 'Amount for Star Dancer WIN' });

    await user.type(amount, '12a3456');

    expect(amount).toHaveValue('12345');
  });

  it.each([
    { amounts: ['0'], message: 'Please enter valid amounts.' },
    { amounts: [''], message: 'Please enter valid amounts.' },
    { amounts: ['99'], message: 'Invalid Bet. Bet amount should be between 100 and 10000.' },
    {
      amounts: ['5001', '5000'],
      message: 'Invalid Bet. Bet amount should be between 100 and 10000.',
    },
  ])('refuses amounts $amounts with "$message"', async ({ amounts, message }) => {
    const { fixture } = buildOpenRace();
    const { user, fetchMock } = openRacePage(fixture, { cash: 50000 });
    await user.click(await screen.findByRole('button', { name: 'WIN 4.00 for 3 Star Dancer' }));
    await user.click(screen.getByRole('button', { name: 'PLACE 1.50 for 3 Star Dancer' }));
    const [first, second = ''] = amounts;
    await enterAmount(user, 'Amount for Star Dancer WIN', first ?? '');
    // A single-amount case removes the second line, so the total is that one amount.
    if (amounts.length === 1) {
      await user.click(screen.getByRole('button', { name: 'Remove Star Dancer PLACE' }));
    } else {
      await enterAmount(user, 'Amount for Star Dancer PLACE', second);
    }

    await user.click(placeButton());

    expect(within(slipRegion()).getByRole('alert')).toHaveTextContent(message);
    expect(requestsOf(fetchMock)).not.toContain('POST /api/customer/self/sports/betslip');
  });

  it('asks for a deposit when the total is above the cash balance', async () => {
    const { fixture } = buildOpenRace();
    const { user, fetchMock, queryClient } = openRacePage(fixture, { cash: 150 });
    await waitForWallet(queryClient);
    await user.click(await screen.findByRole('button', { name: 'WIN 4.00 for 3 Star Dancer' }));
    await enterAmount(user, 'Amount for Star Dancer WIN', '200');

    await user.click(placeButton());

    const alert = within(slipRegion()).getByRole('alert');
    expect(alert).toHaveTextContent('Insufficient balance. Please deposit');
    expect(within(alert).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/myaccount/deposit',
    );
    expect(requestsOf(fetchMock)).not.toContain('POST /api/customer/self/sports/betslip');
  });

  it('asks a signed-out visitor to sign in instead of sending the slip', async () => {
    const { fixture } = buildOpenRace();
    const { user, fetchMock } = openRacePage(fixture);
    await user.click(await screen.findByRole('button', { name: 'WIN 4.00 for 3 Star Dancer' }));
    await enterAmount(user, 'Amount for Star Dancer WIN', '100');

    await user.click(placeButton());

    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(requestsOf(fetchMock)).not.toContain('POST /api/customer/self/sports/betslip');
  });

  it('takes a new price from a race reload and flags it', async () => {
    const { fixture, selections } = buildOpenRace();
    const { user, queryClient } = openRacePage(fixture, { cash: 5000 });
    await user.click(await screen.findByRole('button', { name: 'WIN 4.00 for 3 Star Dancer' }));

    const [star, scratched] = fixture.participants;
    const repriced = {
      ...fixture,
      version: fixture.version + 1,
      participants: [
        {
          ...star!,
          odds: star!.odds.map((o) => (o.selection === selections.win ? { ...o, price: 5 } : o)),
        },
        scratched!,
      ],
    };
    queryClient.setQueryData(raceKeys.fixture(fixture.uid), repriced);

    await waitFor(() =>
      expect(within(slipRegion()).getByTestId('slip-odds')).toHaveTextContent('5.00'),
    );
    expect(within(slipRegion()).getByTestId('slip-odds')).toHaveAttribute('data-changed', 'true');
    expect(
      within(slipRegion()).getByText('The odds of your selection has changed.'),
    ).toBeInTheDocument();
  });
});
