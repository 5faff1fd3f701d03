import {
  fixtureIdParamsSchema,
  indiaDayOf,
  isIsoDay,
  RACE_NOT_FOUND_MESSAGE,
  type Fixture,
} from '@furlong/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageLoading } from '../../components/page-loading';
import { isNotFound } from '../../lib/api-client';
import { useDataSaver } from '../../lib/data-saver';
import { useFixture } from '../../features/races/api/get-fixture';
import { RaceCard } from '../../features/races/components/race-card';
import { RaceTabs } from '../../features/races/components/race-tabs';
import { VenueHeader } from '../../features/races/components/venue-header';
import { useVenueRaces } from '../../features/races/hooks/use-venue-races';
import { canWatchLive } from '../../features/video/can-watch-live';
import { LiveVideo } from '../../features/video/components/live-video';
import { FollowButtons } from '../../features/follows/components/follow-buttons';
import { useSession } from '../session-context';
import { useCountryLookup } from '../use-country-lookup';
import { NotFoundScreen } from './not-found-screen';
import { useRaceSlip } from './race-slip';
import { RaceTote, useRaceTote } from './race-tote';
import { BetKindTabs } from '../../features/tote/components/bet-kind-tabs';
import { useT } from '../../i18n/use-t';

export default function FixtureScreen() {
  const { day = '', id = '' } = useParams();
  const { words } = useT();
  if (!isIsoDay(day)) return <NotFoundScreen />;
  // A mangled link is a race that cannot be found, not a request for the API to refuse.
  if (!fixtureIdParamsSchema.safeParse({ id }).success) {
    return <NotFoundScreen message={words(RACE_NOT_FOUND_MESSAGE)} />;
  }
  return <FixturePage day={day} fixtureUid={id} />;
}

function FixturePage({ day, fixtureUid }: { day: string; fixtureUid: string }) {
  const fixture = useFixture(fixtureUid);
  const { t, words } = useT();
  if (fixture.isPending) return <PageLoading label={t('race.loading')} />;
  if (fixture.isError) {
    return isNotFound(fixture.error) ? (
      <NotFoundScreen message={words(RACE_NOT_FOUND_MESSAGE)} />
    ) : (
      <LoadError error={fixture.error} onRetry={() => void fixture.refetch()} />
    );
  }
  return <RacePage day={day} fixture={fixture.data} />;
}

function RacePage({ day, fixture }: { day: string; fixture: Fixture }) {
  const venueRaces = useVenueRaces(day, fixture.venue);
  const countryOf = useCountryLookup();
  const { isSignedIn, openSignIn } = useSession();
  const [isLiveOpen, setLiveOpen] = useState(false);
  const { slip, handlePickPrice } = useRaceSlip(fixture);
  const { betKind, setBetKind, runnerToteLines } = useRaceTote(fixture);
  const isSavingData = useDataSaver();
  const { raceDate: formatDay } = useT();
  const raceDate = formatDay(indiaDayOf(Date.parse(fixture.startDate)));
  return (
    <>
      <title>{`${fixture.venueName} R${fixture.raceNumber} | Furlong`}</title>
      <VenueHeader
        venueName={fixture.venueName}
        raceDate={raceDate}
        country={countryOf(fixture.country)}
        canWatchLive={canWatchLive(fixture.venue, isSignedIn)}
        isLiveOpen={isLiveOpen}
        onToggleLive={() => setLiveOpen((isOpen) => !isOpen)}
      />
      {isLiveOpen && (
        <LiveVideo
          fixtureUid={fixture.uid}
          startDate={fixture.startDate}
          raceLabel={`${fixture.venueName} R${fixture.raceNumber}`}
        />
      )}
      <RaceTabs day={day} races={venueRaces} activeUid={fixture.uid} />
      {/* The slip is the app's (decision 062): a column beside the page, or a sheet on a phone. */}
      <BetKindTabs value={betKind} onChange={setBetKind}>
        {betKind === 'tote' ? (
          <RaceTote fixture={fixture} />
        ) : (
          <RaceCard
            fixture={fixture}
            runnerNotes={runnerToteLines}
            onPickPrice={handlePickPrice}
            pickedSelections={slip.selections}
            isSavingData={isSavingData}
            renderRunnerActions={(runner, closePanel) => (
              <FollowButtons
                targets={{ horse: runner.name, jockey: runner.jockey, trainer: runner.trainer }}
                isSignedIn={isSignedIn}
                onSignInRequired={() => {
                  // The sign-in dialog takes the place of the form panel, never sits on it.
                  closePanel();
                  openSignIn();
                }}
              />
            )}
          />
        )}
      </BetKindTabs>
    </>
  );
}
