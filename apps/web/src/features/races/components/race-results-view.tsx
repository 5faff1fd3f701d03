import {
  indiaClockOf,
  MARKET_NAMES,
  MARKET_TYPES,
  type MarketResult,
  type RaceResultPrices,
} from '@furlong/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { VenueBadge } from '../../../components/venue-badge';
import { paths } from '../../../config/paths';

const PLACE_LABELS = ['1st', '2nd', '3rd'] as const;

interface RaceResultsViewProps {
  day: string;
  races: readonly RaceResultPrices[];
  /** A table at desktop widths; cards, one a race, on a phone. */
  isWide: boolean;
}

/** Every resulted race of a day with the winners and winning prices of each market. */
export function RaceResultsView({ day, races, isWide }: RaceResultsViewProps) {
  if (races.length === 0) {
    return (
      <Paper sx={{ p: 3 }}>
        <Typography>
          No results yet for this day. Results appear here as each race is declared.
        </Typography>
      </Paper>
    );
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Prices are &ldquo;to 1&rdquo;: the winnings on each rupee staked, paid on top of the stake.
        Each bet is paid at the price it was struck at.
      </Typography>
      {isWide ? (
        <ResultsTable day={day} races={races} />
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {races.map((race) => (
            <Box component="li" key={race.uid}>
              <ResultCard day={day} race={race} />
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
    <Link component={RouterLink} to={paths.fixture(day, race.uid)} sx={{ fontWeight: 700 }}>
      {raceTitle(race)}
    </Link>
  );
}

function ResultCard({ day, race }: { day: string; race: RaceResultPrices }) {
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
                {MARKET_NAMES[market.market]}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                <Winners market={market} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}

function VoidNote() {
  return <Typography>Race void: every bet on it is refunded.</Typography>;
}

/** The runners a market pays on, each with its place and price; or why it did not run. */
function Winners({ market }: { market: MarketResult }) {
  if (!market.isRunning) {
    return (
      <Typography variant="body2" color="text.secondary">
        Not run (too few starters): bets refunded
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
            {PLACE_LABELS[winner.place - 1]}
          </Box>
          <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {`${winner.horseNumber}. ${winner.name}`}
            {winner.isDeadHeat && ' (dead heat)'}
          </Box>
          <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {winner.price === null ? '-' : winner.price.toFixed(2)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function ResultsTable({ day, races }: { day: string; races: readonly RaceResultPrices[] }) {
  const cell = { p: 1, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' } as const;
  return (
    <Paper sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        aria-label="Winning prices"
        sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
      >
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...cell, textAlign: 'left', width: '18%' }}>
              Race
            </Box>
            {MARKET_TYPES.map((type) => (
              <Box component="th" scope="col" key={type} sx={{ ...cell, textAlign: 'left' }}>
                {MARKET_NAMES[type]}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {races.map((race) => (
            <tr key={race.uid} data-testid="race-result-row">
              <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                <RaceLink day={day} race={race} />
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={race.startDate}>{indiaClockOf(race.startDate)}</time>
                  {` · ${race.name}`}
                </Typography>
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
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}
