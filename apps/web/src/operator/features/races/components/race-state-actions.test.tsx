import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { buildOperatorRace, OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

describe("the race's state buttons", { timeout: 30_000 }, () => {
  it("shows the off in the header as soon as THEY'RE OFF answers, and disables every state button while it is sent", async () => {
    signInOperator();
    const published = buildOperatorRace({
      status: 'PUBLISHED',
      allowedActions: ['edit', 'prices', 'suspend', 'off', 'suspendMarkets', 'scratch', 'void'],
    });
    const off = {
      ...published,
      status: 'SUSPENDED' as const,
      version: published.version + 1,
      allowedActions: ['edit' as const, 'prices' as const, 'scratch' as const, 'void' as const],
    };
    let answerOff: (() => void) | undefined;
    let reads = 0;
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      // The first read answers; a reload after the click is slow (it never lands here): the
      // header must not wait for it.
      [`GET /api/operator/races/${published.uid}`]: () =>
        reads++ === 0 ? published : new Promise(() => undefined),
      [`GET /api/operator/races/${published.uid}/exposure`]: {
        raceUid: published.uid,
        runners: [],
        markets: [],
        defaultLimit: null,
        heldBets: 0,
        asOf: '2026-01-01T10:00:00.000Z',
      },
      [`POST /api/operator/races/${published.uid}/off`]: () =>
        new Promise((resolve) => {
          answerOff = () => resolve(off);
        }),
    });
    renderRoute(null, { path: `/operator/races/${published.uid}` });
    const user = userEvent.setup();
    const state = await screen.findByRole('region', { name: 'Race state' });
    expect(screen.getByText('PUBLISHED')).toBeInTheDocument();

    await user.click(within(state).getByRole('button', { name: "They're off" }));
    const dialog = await screen.findByRole('dialog', { name: "They're off?" });
    await user.click(within(dialog).getByRole('button', { name: "They're off" }));
    // In flight: no state button can be pressed again.
    const stateButtons = within(state).getAllByRole('button', { hidden: true });
    expect(stateButtons.length).toBeGreaterThan(1);
    for (const button of stateButtons) expect(button).toBeDisabled();
    for (const button of within(dialog).getAllByRole('button')) expect(button).toBeDisabled();

    answerOff?.();
    expect(await screen.findByText('SUSPENDED')).toBeInTheDocument();
    expect(screen.queryByText('PUBLISHED')).toBeNull();
    expect(within(state).queryByRole('button', { name: "They're off" })).toBeNull();
    expect(within(state).queryByRole('button', { name: 'Suspend' })).toBeNull();
  });
});
