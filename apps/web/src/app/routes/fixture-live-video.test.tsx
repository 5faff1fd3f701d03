import { STREAM_TOO_EARLY_MESSAGE, type Fixture } from '@furlong/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../lib/auth-tokens';
import { buildPlayer, buildWallet } from '../../test/account-data';
import { mockApi, requestsOf } from '../../test/mock-api';
import { buildFixture, buildSummary, reference } from '../../test/race-data';
import { renderRoute } from '../../test/render';
import FixtureScreen from './fixture-screen';

const DAY = '2025-11-14';

function openRace(fixture: Fixture, { isSignedIn }: { isSignedIn: boolean }) {
  if (isSignedIn) storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const fetchMock = mockApi({
    [`/api/mc/sport-fixture/cached/${fixture.uid}`]: fixture,
    [`/api/mc/sport-fixture?active=true&date=${DAY}`]: [buildSummary({ ...fixture })],
    '/api/mc/reference': reference,
    'GET /api/customer/self': buildPlayer(),
    'GET /api/customer/self/wallet': buildWallet(500),
    [`/api/r2w-adapter/sis/${fixture.uid}/stream-url`]: {
      status: 409,
      body: { statusCode: 409, code: 'STREAM_NOT_LIVE', message: STREAM_TOO_EARLY_MESSAGE },
    },
  });
  const view = renderRoute(<FixtureScreen />, {
    pattern: '/fixtures/:day/:id',
    path: `/fixtures/${DAY}/${fixture.uid}`,
  });
  return { ...view, fetchMock };
}

describe('the Live button on the race page', () => {
  it('toggles the live player for a signed-in player at a streaming venue', async () => {
    const user = userEvent.setup();
    openRace(buildFixture({ venue: 'CAL', venueName: 'Kolkata' }), { isSignedIn: true });

    const live = await screen.findByRole('button', { name: 'Live' });
    expect(live).toHaveAttribute('aria-pressed', 'false');
    await user.click(live);
    expect(live).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: 'Live video' })).toBeInTheDocument();
    expect(await screen.findByText(STREAM_TOO_EARLY_MESSAGE)).toBeInTheDocument();
    await user.click(live);
    expect(screen.queryByRole('region', { name: 'Live video' })).toBeNull();
  });

  it('asks for the stream once for one early press', async () => {
    const user = userEvent.setup();
    const fixture = buildFixture({ venue: 'CAL', venueName: 'Kolkata' });
    const { fetchMock } = openRace(fixture, { isSignedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Live' }));
    expect(await screen.findByText(STREAM_TOO_EARLY_MESSAGE)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const streamCalls = requestsOf(fetchMock).filter((call) => call.endsWith('/stream-url'));
    expect(streamCalls).toEqual([`GET /api/r2w-adapter/sis/${fixture.uid}/stream-url`]);
  });

  it.each(['MYS', 'MAD'])('is hidden at %s even for a signed-in player', async (venue) => {
    openRace(buildFixture({ venue }), { isSignedIn: true });

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Live' })).toBeNull();
  });

  it('is hidden from a visitor who is signed out', async () => {
    openRace(buildFixture({ venue: 'CAL' }), { isSignedIn: false });

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Live' })).toBeNull();
  });
});
