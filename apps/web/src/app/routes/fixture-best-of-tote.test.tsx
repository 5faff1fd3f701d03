import type { Fixture } from '@furlong/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { buildFixture, buildSummary, reference } from '../../test/race-data';
import { renderRoute } from '../../test/render';
import FixtureScreen from './fixture-screen';

const DAY = '2025-11-14';

function openRace(fixture: Fixture) {
  mockApi({
    [`/api/mc/sport-fixture/cached/${fixture.uid}`]: fixture,
    [`/api/mc/sport-fixture?active=true&date=${DAY}`]: [buildSummary({ ...fixture })],
    '/api/mc/reference': reference,
  });
  return renderRoute(<FixtureScreen />, {
    pattern: '/fixtures/:day/:id',
    path: `/fixtures/${DAY}/${fixture.uid}`,
  });
}

/** Best of price and tote (decision 066) on the race card. */
describe('race page, best of price and tote', () => {
  it('says so on an open race with it on', async () => {
    openRace(buildFixture({ status: 'PUBLISHED', bestOfTote: true }));
    expect(await screen.findByTestId('best-of-tote')).toHaveTextContent(
      "Best of price and tote: Win bets struck today on this race are paid at the better of your price and the tote's Win dividend.",
    );
  });

  it('says nothing on a race without it', async () => {
    openRace(buildFixture({ status: 'PUBLISHED', bestOfTote: false }));
    expect(await screen.findByTestId('odds-note')).toBeInTheDocument();
    expect(screen.queryByTestId('best-of-tote')).toBeNull();
  });
});
