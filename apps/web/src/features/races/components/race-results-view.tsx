import {
  indiaClockOf,
  MARKET_TYPES,
  type MarketResult,
  type RaceResultPrices,
} from '@furlong/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { VenueBadge } from '../../../components/venue-badge';
import { visuallyHidden } from '../../../components/visually-hidden';
import { paths } from '../../../config/paths';
import { PriceNote } from '../../../components/price-note';
import { useFormatPrice } from '../../../lib/price-display';
import { useT } from '../../../i18n/use-t';

interface RaceResultsViewProps {
  day: string;
  races: readonly RaceResultPrices[];
  /** A table at desktop widths; cards, one a race, on a phone. */
  isWide: boolean;
  /** What the app adds under each race (its tote dividends, say); nothing when it draws nothing. */
  renderRaceExtras?: (race: RaceResultPrices) => ReactNode;
}

/** Every resulted race of a day with the winners and winning prices of each market. */
export function RaceResultsView({ day, races, isWide, renderRaceExtras }: RaceResultsViewProps) {
  const { t } = useT();
  if (races.length === 0) {
    return (
      <Paper sx={{ p: 3 }}>
        <Typography>{t('results.none')}</Typography>
      </Paper>
    );
  }
  return (
    <>
      <PriceNote data-testid="results-odds-note" sx={{ mb: 1.5 }}>
        {t('results.oddsNote')}
      </PriceNote>
      {isWide ? (
        <ResultsTable day={day} races={races} renderRaceExtras={renderRaceExtras} />
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {races.map((race) => (
            <Box component="li" key={race.uid}>
              <ResultCard day={day} race={race} extras={renderRaceExtras?.(race)} />
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}

function raceTitle(race: RaceResultPrices): string {
  return `${race.venueName} R${race.raceNumber}`;
}

function RaceLink({ day, race }: { day: string; race: RaceResultPrices }) {
  return (
    <Link
      component={RouterLink}
      to={paths.fixture(day, race.uid)}
      sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
    >
      {raceTitle(race)}
    </Link>
  );
}

/** "Watch replay" where the video provider keeps a recording of the race. */
export function ReplayLink({ fixtureUid, raceLabel }: { fixtureUid: string; raceLabel: string }) {
  const { t } = useT();
  return (
    <Link
      component={RouterLink}
      to={paths.replay(fixtureUid)}
      data-testid="replay-link"
      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
    >
      {t('replay.watch')}
      <Box component="span" sx={visuallyHidden}>
        {t('replay.ofRace', { race: raceLabel })}
      </Box>
    </Link>
  );
}

function ResultCard({
  day,
  race,
  extras,
}: {
  day: string;
  race: RaceResultPrices;
  extras?: ReactNode;
}) {
  const { t } = useT();
  return (
    <Paper
      component="article"
      aria-label={raceTitle(race)}
      data-testid="race-result-card"
      sx={{ p: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, minHeight: 44 }}>
        <VenueBadge code={race.venue} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <RaceLink day={day} race={race} />
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {race.name}
          </Typography>
          {race.hasReplay && <ReplayLink fixtureUid={race.uid} raceLabel={raceTitle(race)} />}
        </Box>
        <Box component="time" dateTime={race.startDate} sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {indiaClockOf(race.startDate)}
        </Box>
      </Box>
      {race.voided ? (
        <VoidNote />
      ) : (
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
          {race.markets.map((market) => (
            <Box key={market.market} data-market={market.market}>
              <Box component="dt" sx={{ fontWeight: 600, fontSize: 14 }}>
                {t(`market.${market.market}`)}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                <Winners market={market} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {extras && <Box sx={{ mt: 1 }}>{extras}</Box>}
    </Paper>
  );
}

function VoidNote() {
  const { t } = useT();
  return <Typography>{t('results.void')}</Typography>;
}

/** The runners a market pays on, each with its place and price; or why it did not run. */
function Winners({ market }: { market: MarketResult }) {
  const { t } = useT();
  const formatPrice = useFormatPrice();
  if (!market.isRunning) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('results.notRun')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
      {market.winners.map((winner) => (
        <Box
          component="li"
          key={winner.participant}
          sx={{ display: 'flex', gap: 1, fontSize: 14, alignItems: 'baseline' }}
        >
          <Box component="span" sx={{ minWidth: 32, color: 'text.secondary' }}>
            {t('race.place', { place: winner.place })}
          </Box>
          <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {`${winner.horseNumber}. ${winner.name}`}
            {winner.isDeadHeat && t('results.deadHeat')}
          </Box>
          <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {winner.price === null ? '-' : formatPrice(winner.price)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function ResultsTable({
  day,
  races,
  renderRaceExtras,
}: Pick<RaceResultsViewProps, 'day' | 'races' | 'renderRaceExtras'>) {
  const { t } = useT();
  const cell = { p: 1, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' } as const;
  return (
    <Paper sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        aria-label={t('raceDay.winningPrices')}
        sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
      >
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...cell, textAlign: 'left', width: '18%' }}>
              {t('results.race')}
            </Box>
            {MARKET_TYPES.map((type) => (
              <Box component="th" scope="col" key={type} sx={{ ...cell, textAlign: 'left' }}>
                {t(`market.${type}`)}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {races.map((race) => (
            <Fragment key={race.uid}>
              <tr data-testid="race-result-row">
                <Box
                  component="th"
                  scope="row"
                  sx={{ ...cell, textAlign: 'left', fontWeight: 400 }}
                >
                  <RaceLink day={day} race={race} />
                  <Typography variant="body2" color="text.secondary">
                    <time dateTime={race.startDate}>{indiaClockOf(race.startDate)}</time>
                    {` · ${race.name}`}
                  </Typography>
                  {race.hasReplay && (
                    <ReplayLink fixtureUid={race.uid} raceLabel={raceTitle(race)} />
                  )}
                </Box>
                {race.voided ? (
                  <Box component="td" colSpan={MARKET_TYPES.length} sx={cell}>
                    <VoidNote />
                  </Box>
                ) : (
                  MARKET_TYPES.map((type) => {
                    const market = race.markets.find((candidate) => candidate.market === type);
                    return (
                      <Box component="td" key={type} data-market={type} sx={cell}>
                        {market && <Winners market={market} />}
                      </Box>
                    );
                  })
                )}
              </tr>
              {renderRaceExtras && (
                <tr>
                  {/* Hidden when the app draws nothing for this race. */}
                  <Box
                    component="td"
                    colSpan={MARKET_TYPES.length + 1}
                    sx={{ ...cell, '&:empty': { display: 'none' } }}
                  >
                    {renderRaceExtras(race)}
                  </Box>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}
