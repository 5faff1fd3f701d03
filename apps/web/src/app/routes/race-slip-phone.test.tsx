import { TAX_RULE_PATH } from '@furlong/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../lib/auth-tokens';
import { buildPlayer, buildWallet } from '../../test/account-data';
import { buildPlacedBet, placedReply } from '../../test/bet-data';
import { mockApi } from '../../test/mock-api';
import { buildSummary, reference } from '../../test/race-data';
import { renderRoute } from '../../test/render';
import {
  BET_SLIP,
  buildOpenRace,
  DAY,
  enterAmount,
  openRacePage,
  slipLines,
} from '../../test/race-slip-harness';
import { stubScreenWidth } from '../../test/screen-width';
import { servedTaxRule } from '../../test/tax-rules';

describe('the bet slip on a phone', { timeout: 20_000 }, () => {
  it('waits behind a bar with the count; one tap opens the sheet, placing closes it', async () => {
    stubScreenWidth(360);
    const { fixture } = buildOpenRace();
    const { user } = openRacePage(fixture, {
      cash: 5000,
      replies: {
        [`POST ${BET_SLIP}`]: placedReply(4900, [buildPlacedBet({ betStatus: 'ACCEPTED' })]),
      },
    });

    const bar = await screen.findByRole('button', { name: /^Bet slip 0 selections/ });
    expect(screen.queryByRole('region', { name: 'Bet slip' })).toBeNull();
    const price = screen.getByRole('button', { name: 'WIN 4.00 for 3 Star Dancer' });
    await user.click(price);
    expect(bar).toHaveAccessibleName(/^Bet slip 1 selection/);
    expect(bar).toHaveAttribute('aria-expanded', 'false');

    await user.click(bar);
    const sheet = await screen.findByRole('dialog', { name: 'Bet slip' });
    expect(bar).toHaveAttribute('aria-expanded', 'true');
    await enterAmount(user, 'Amount for Star Dancer WIN', '100');
    await user.click(within(sheet).getByRole('button', { name: 'Place bets' }));

    // The spec's words, then what a bet waiting for a trader means.
    expect(
      await screen.findByText(
        'Successfully placed bets. Please await result. A trader is checking your bet: it shows as PENDING in My Bets until they decide.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bet slip' })).toBeNull());
    expect(bar).toHaveAccessibleName(/^Bet slip 0 selections/);
  });

  it('keeps the slip in the page on a wide screen', async () => {
    stubScreenWidth(1366);
    const { fixture } = buildOpenRace();
    openRacePage(fixture, { cash: 5000 });

    expect(await screen.findByRole('region', { name: 'Bet slip' })).toBeInTheDocument();
    // No bar opening a sheet: the header carries the count instead.
    expect(screen.queryByRole('button', { name: /^Bet slip \d/, expanded: false })).toBeNull();
    expect(screen.getByTestId('header-slip')).toHaveAccessibleName(/^Bet slip 0 selections/);
  });

  it('adds a quick stake to the line with each tap: ₹100 twice is ₹200', async () => {
    stubScreenWidth(1366);
    const { fixture } = buildOpenRace();
    const { user } = openRacePage(fixture, { cash: 5000 });

    await user.click(await screen.findByRole('button', { name: 'WIN 4.00 for 3 Star Dancer' }));
    const quick = screen.getByRole('group', { name: 'Quick stakes for Star Dancer WIN' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['+₹100', '+₹500', '+₹1,000', '+₹5,000']);
    await user.click(within(quick).getByRole('button', { name: 'Add ₹100' }));
    await user.click(within(quick).getByRole('button', { name: 'Add ₹100' }));
    expect(screen.getByLabelText('Amount for Star Dancer WIN')).toHaveValue('200');
    await user.click(within(quick).getByRole('button', { name: 'Add ₹500' }));
    expect(screen.getByLabelText('Amount for Star Dancer WIN')).toHaveValue('700');
  });

  it('puts a bet repeated from My Bets back on the slip with its stake', async () => {
    stubScreenWidth(1366);
    const { fixture } = buildOpenRace();
    storeTokens({ accessToken: 'access-1', refreshToken: 'r-1' });
    mockApi({
      [`/api/mc/sport-fixture/cached/${fixture.uid}`]: fixture,
      [`/api/mc/sport-fixture?active=true&date=${DAY}`]: [buildSummary({ ...fixture })],
      '/api/mc/reference': reference,
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(5000),
      [TAX_RULE_PATH]: servedTaxRule(),
    });
    const { router } = renderRoute(null, {
      path: `/fixtures/${DAY}/${fixture.uid}?repeat=WIN-3&amount=250`,
    });

    await waitFor(() => expect(slipLines()).toHaveLength(1));
    expect(slipLines()[0]).toHaveTextContent('3. Star Dancer');
    expect(screen.getByLabelText('Amount for Star Dancer WIN')).toHaveValue('250');
    // Once: the address drops the request, so a reload does not add it again.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
