import {
  indiaClockOf,
  isOpenStatus,
  STANDARD_ODDS_MESSAGE,
  type Fixture,
  type Participant,
  type PriceHistory,
  type PricePoint,
} from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { lazy } from '../../../lib/lazy';
import { usePriceHistory } from '../api/get-price-history';
import { sortRunners } from '../finishing-order';
import type { PricePick } from '../runner-price';
import { RaceStatusBadge } from './race-status-badge';
import type { RunnerBetting } from './runner-prices';
import { RUNNER_LIST_SX } from './runner-list-style';
import { RunnerRow } from './runner-row';
import { TopFinishers } from './top-finishers';
import { PriceNote } from '../../../components/price-note';
import { useT } from '../../../i18n/use-t';

/** The standard "odds in 10 minutes" line says nothing race-specific, so it is not shown. */
function isWorthShowing(message: string | null): message is string {
  return message !== null && message.trim() !== '' && message !== STANDARD_ODDS_MESSAGE;
}

// Its own chunk: only a player who opens a runner's form downloads it.
const FormPanel = lazy(() => import('./form-panel'));

interface RaceCardProps {
  fixture: Fixture;
  /** What the app offers in a runner's form panel beside its form (following it, say). */
  renderRunnerActions?: (runner: Participant, closePanel: () => void) => ReactNode;
  /** The data saver is on: silks load only when the player asks. */
  isSavingData?: boolean;
  /** Given where a bet slip is offered: open prices become buttons that call it. */
  onPickPrice?: (pick: PricePick) => void;
  pickedSelections?: ReadonlySet<string>;
  /** A line the app adds under a runner, by horse number (its tote approximates, say). */
  runnerNotes?: ReadonlyMap<number, string>;
}

const NOTHING_PICKED: ReadonlySet<string> = new Set();

export function RaceCard({
  fixture: latest,
  onPickPrice,
  pickedSelections,
  runnerNotes,
  renderRunnerActions,
  isSavingData = false,
}: RaceCardProps) {
  const { t } = useT();
  // New prices, a refetched card and the price history are drawn in the background, a few
  // milliseconds at a time, so none holds a phone's main thread in one long task (decision 045).
  const fixture = useDeferredValue(latest);
  const history = useDeferredValue(usePriceHistory(fixture.uid, fixture.version).data);
  const runners = sortRunners(fixture.participants, fixture.result);
  const [formRunner, setFormRunner] = useState<Participant | null>(null);
  const [hasAskedForSilks, setAskedForSilks] = useState(false);
  const showSilks = !isSavingData || hasAskedForSilks;
  const isRaceOpen = isOpenStatus(fixture.status);
  const picked = pickedSelections ?? NOTHING_PICKED;
  // Kept the same object between renders, so a row whose runner did not change is not redrawn.
  const betting = useMemo<RunnerBetting | undefined>(
    () => onPickPrice && { isRaceOpen, picked, onPick: onPickPrice },
    [isRaceOpen, picked, onPickPrice],
  );
  return (
    <Paper component="article" aria-labelledby="race-title" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="race-title" variant="h2" sx={{ flex: 1, minWidth: 0 }}>
          {t('race.heading', { number: fixture.raceNumber, name: fixture.name })}
        </Typography>
        <RaceStatusBadge status={fixture.status} result={fixture.result} />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Box component="time" dateTime={fixture.startDate} sx={{ fontWeight: 700 }}>
          {indiaClockOf(fixture.startDate)}
        </Box>
        {[fixture.label, t('race.distance', { metres: fixture.distance })]
          .filter((part): part is string => Boolean(part))
          .map((part) => ` · ${part}`)
          .join('')}
      </Typography>
      {fixture.result && <TopFinishers result={fixture.result} />}
      {isWorthShowing(fixture.message) && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="race-message">
          {fixture.message}
        </Alert>
      )}
      {fixture.bestOfTote && isRaceOpen && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="best-of-tote">
          {t('bestOfTote.raceNote')}
        </Alert>
      )}
      <Typography variant="h3" sx={{ mb: 0.5 }}>
        {t('race.runners')}
      </Typography>
      <PriceNote data-testid="odds-note" sx={{ mb: 1 }}>
        {t('race.oddsNote')}
      </PriceNote>
      {!showSilks && (
        <Button
          variant="outlined"
          sx={{ mb: 1, minHeight: 44 }}
          onClick={() => setAskedForSilks(true)}
        >
          {t('race.showSilks')}
        </Button>
      )}
      <Box
        component="ol"
        id="runners"
        tabIndex={-1}
        aria-label={t('race.runners')}
        sx={RUNNER_LIST_SX}
      >
        {runners.map((runner) => (
          <RunnerRow
            key={runner.uid}
            runner={runner}
            betting={betting}
            note={runnerNotes?.get(runner.horseNumber)}
            winPrices={history && winHistoryOf(runner, history)}
            onOpenForm={setFormRunner}
            showSilk={showSilks}
          />
        ))}
      </Box>
      {fixture.tips && (
        <Box component="section" aria-labelledby="race-tips">
          <Typography id="race-tips" variant="h3" sx={{ mb: 0.5 }}>
            {t('race.tips')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{fixture.tips}</Typography>
        </Box>
      )}
      {formRunner && (
        <Suspense fallback={null}>
          <FormPanel
            runner={formRunner}
            onClose={() => setFormRunner(null)}
            actions={renderRunnerActions?.(formRunner, () => setFormRunner(null))}
          />
        </Suspense>
      )}
    </Paper>
  );
}

const NO_PRICES: readonly PricePoint[] = [];

/** A runner's WIN selection's prices; none for a runner without a WIN price yet. */
function winHistoryOf(runner: Participant, history: PriceHistory): readonly PricePoint[] {
  const selection = runner.odds.find((odds) => odds.market === 'WIN')?.selection;
  return selection === undefined ? NO_PRICES : (history[selection] ?? NO_PRICES);
}
