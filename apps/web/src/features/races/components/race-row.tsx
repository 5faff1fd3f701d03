import { indiaClockOf, isOpenStatus, type FixtureSummary } from '@furlong/contract';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Flag } from '../../../components/flag';
import { VenueBadge } from '../../../components/venue-badge';
import { paths } from '../../../config/paths';
import type { CountryLookup } from '../country-lookup';
import { placeLinesOf } from '../finishing-order';
import { raceClass } from './race-list-style';
import { RaceStatusBadge } from './race-status-badge';
import { useT } from '../../../i18n/use-t';

interface RaceRowProps {
  day: string;
  race: FixtureSummary;
  countryOf: CountryLookup;
}

/**
 * One race of the day, in plain elements that the list styles (race-list-style.ts). Memoised: a
 * refetch that leaves a race as it was (the cache shares it) does not redraw it.
 */
export const RaceRow = memo(function RaceRow({ day, race, countryOf }: RaceRowProps) {
  const country = countryOf(race.country);
  const { country: countryName } = useT();
  const isResultRow = !isOpenStatus(race.status);
  return (
    <li>
      <RouterLink
        className={raceClass.link}
        to={paths.fixture(day, race.uid)}
        data-testid="race-row"
      >
        <div className={raceClass.line}>
          <VenueBadge code={race.venue} />
          <span className={raceClass.venue}>{race.venueName}</span>
          <span className={raceClass.number}>{`R${race.raceNumber}`}</span>
          <time className={raceClass.time} dateTime={race.startDate}>
            {indiaClockOf(race.startDate)}
          </time>
          <Flag
            src={country?.flag}
            label={countryName(race.country, country?.name ?? race.country)}
          />
        </div>
        {isResultRow && <ResultSummary race={race} />}
      </RouterLink>
    </li>
  );
});

/** What happened: the status, the first three (dead heats named) and any scratched runner. */
function ResultSummary({ race }: { race: FixtureSummary }) {
  const lines = placeLinesOf(race.result);
  const { t } = useT();
  return (
    <div className={raceClass.summary} data-testid="result-summary">
      <div className={raceClass.badges}>
        <RaceStatusBadge status={race.status} result={race.result} />
      </div>
      {lines.map(({ place, runners, isDeadHeat }) => (
        <span className={raceClass.wrap} key={place}>
          {t(isDeadHeat ? 'race.placeLineDeadHeat' : 'race.placeLine', { place, runners })}
        </span>
      ))}
      {race.withdrawals.length > 0 && (
        <span className={`${raceClass.wrap} ${raceClass.muted}`}>
          {t('race.scratchedList', {
            runners: race.withdrawals
              .map((runner) => `${runner.horseNumber}. ${runner.name}`)
              .join(', '),
          })}
        </span>
      )}
    </div>
  );
}
