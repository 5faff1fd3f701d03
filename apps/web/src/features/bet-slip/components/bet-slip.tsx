import { BET_MESSAGES, type Wallet } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { useIsOnline } from '../../../lib/online-status';
import { useT } from '../../../i18n/use-t';
import { useTaxRule } from '../../../lib/tax-rule';
import type { BetSlip as BetSlipState } from '../hooks/use-bet-slip';
import { usePlaceSlip } from '../hooks/use-place-slip';
import {
  offeredHorse,
  readCounterOffer,
  withCounterOffer,
  type HeldCounterOffer,
} from '../counter-offer';
import { describeFailure, readCurrentPrices } from '../placement-failure';
import { figureSlip, placedParts } from '../slip-figures';
import { isPlaceable, type SlipLine, type SlipRace } from '../slip-line';
import { findSlipProblem, toSlipBody, type SlipProblem } from '../slip-rules';
import { MultiplesPanel } from './multiples-panel';
import { ProblemAlert } from './problem-alert';
import { SlipFiguresList } from './slip-figures-list';
import { CounterOfferAlert } from './counter-offer-alert';
import { AMOUNT_DIGITS, SlipLineItem } from './slip-line-item';

export interface BetSlipProps {
  slip: BetSlipState;
  /** The races of the slip's lines, by uid, as the app holds them. */
  races: ReadonlyMap<string, SlipRace>;
  isSignedIn: boolean;
  /** Cash balance in rupees, once the wallet has loaded. */
  cashRupees: number | undefined;
  onSignInRequired: () => void;
  /** After the server took bets: the wallet it answered with, if any, and what depends on it. */
  onPlaced: (wallet: Wallet | undefined) => void;
}

/** A refusal belongs to the slip it answered: once the player edits, it no longer applies. */
interface Failure {
  problem: SlipProblem;
  lines: SlipLine[];
}

/** So does a counter-offer (decision 072): an edited slip is a new one, checked afresh. */
interface Offered {
  held: HeldCounterOffer;
  lines: SlipLine[];
}

/** The app's one slip: lines from any race, the singles' Place button, and the multiples. */
export function BetSlip(props: BetSlipProps) {
  const { slip, races, isSignedIn, cashRupees } = props;
  const showToast = useToast();
  const { t, words } = useT();
  const [hasTried, setHasTried] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [offered, setOffered] = useState<Offered | null>(null);
  const [everyAmount, setEveryAmount] = useState('');
  const taxRule = useTaxRule();
  const isOnline = useIsOnline();
  const placement = usePlaceSlip((response) => {
    const isAwaitingTrader = response.bets.some((bet) => bet.betStatus === 'ACCEPTED');
    // The spec's words first; a bet a trader must still accept says so, and where to follow it.
    const success = words(BET_MESSAGES.success);
    showToast(isAwaitingTrader ? `${success} ${t('slip.awaitingTrader')}` : success);
    // What was placed leaves the slip; a line that could not be placed stays, marked.
    slip.removeMany(new Set(slip.lines.filter(isPlaceable).map((line) => line.selection)));
    setHasTried(false);
    props.onPlaced(response.wallet);
  });

  const problem = findSlipProblem(slip.lines, cashRupees);
  const shownProblem =
    (hasTried ? problem : null) ?? (failure?.lines === slip.lines ? failure.problem : null);
  const shownOffer = offered?.lines === slip.lines ? offered.held : null;
  const isOddsChanged = slip.lines.some(
    (line) => isPlaceable(line) && (line.oddsChanged || line.eachWay?.oddsChanged === true),
  );
  const outCount = slip.lines.filter((line) => !isPlaceable(line)).length;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSignedIn) {
      props.onSignInRequired();
      return;
    }
    setHasTried(true);
    setFailure(null);
    setOffered(null);
    if (problem || !isOnline || !taxRule || placement.isPending) return;
    placement.mutate(toSlipBody(slip.lines), { onError: handleRefusal });
  };

  function handleRefusal(error: unknown) {
    const prices = readCurrentPrices(error);
    const held = readCounterOffer(error, Date.now());
    // New prices change the lines (and so the body and key); the odds warning says why.
    if (prices) slip.reprice(prices);
    else if (held) setOffered({ held, lines: slip.lines });
    else setFailure({ problem: describeFailure(error), lines: slip.lines });
  }

  const handleAcceptOffer = (held: HeldCounterOffer) => {
    setOffered(null);
    setFailure(null);
    placement.mutate(withCounterOffer(toSlipBody(slip.lines), held.offer), {
      onError: handleRefusal,
    });
  };

  const offlineAlert = (
    <Alert severity="warning" data-testid="slip-offline">
      {t('slip.offline')}
    </Alert>
  );

  return (
    <Paper
      component="section"
      aria-label={t('slip.heading')}
      tabIndex={-1}
      sx={{ p: { xs: 1.5, sm: 2 }, outline: 'none' }}
    >
      <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
        {t('slip.headingCount', { count: slip.lines.length })}
      </Typography>
      {slip.lines.length === 0 ? (
        <Typography color="text.secondary">{t('slip.empty')}</Typography>
      ) : !taxRule ? (
        // The figures need the tax rule the server charges; no constant stands in for it.
        // Offline it cannot load, and the slip says why nothing will place rather than wait.
        isOnline ? (
          <Typography color="text.secondary" role="status">
            {t('slip.loadingTaxRule')}
          </Typography>
        ) : (
          offlineAlert
        )
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {slip.lines.length > 1 && (
            <TextField
              size="small"
              label={t('slip.everyAmount')}
              value={everyAmount}
              autoComplete="off"
              onChange={(event) => {
                if (!AMOUNT_DIGITS.test(event.target.value)) return;
                setEveryAmount(event.target.value);
                slip.setEveryAmount(event.target.value);
              }}
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
                htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 5 },
              }}
            />
          )}
          <Box
            component="form"
            noValidate
            onSubmit={handleSubmit}
            sx={{ display: 'grid', gap: 1.5 }}
          >
            <Box component="ol" aria-label={t('slip.lines')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {slip.lines.map((line) => (
                <SlipLineItem
                  key={line.selection}
                  line={line}
                  race={races.get(line.sportFixture)}
                  taxRule={taxRule}
                  slip={slip}
                />
              ))}
            </Box>
            <SlipFiguresList
              figures={figureSlip(placedParts(slip.lines), taxRule)}
              label={t('slip.totals')}
              rule={taxRule}
              isTotal
            />
            {/* Place bets stays in view however many lines there are above it. */}
            <Box
              sx={{
                position: 'sticky',
                bottom: 0,
                display: 'grid',
                gap: 1,
                py: 1,
                bgcolor: 'background.paper',
                zIndex: 1,
              }}
            >
              {outCount > 0 && (
                <Alert severity="warning" data-testid="slip-left-out">
                  {t('slip.leftOut', { count: outCount })}
                </Alert>
              )}
              {isOddsChanged && <Alert severity="warning">{words(BET_MESSAGES.oddsChanged)}</Alert>}
              {!isOnline && offlineAlert}
              {shownProblem && <ProblemAlert problem={shownProblem} />}
              {shownOffer && (
                <CounterOfferAlert
                  held={shownOffer}
                  horse={offeredHorse(slip.lines, shownOffer.offer)}
                  isPending={placement.isPending}
                  onAccept={() => handleAcceptOffer(shownOffer)}
                  onDecline={() => setOffered(null)}
                />
              )}
              <Button
                type="submit"
                variant="contained"
                size="large"
                loading={placement.isPending}
                disabled={!isOnline}
              >
                {t('slip.place')}
              </Button>
            </Box>
          </Box>
          <MultiplesPanel
            slip={slip}
            races={races}
            taxRule={taxRule}
            isSignedIn={isSignedIn}
            cashRupees={cashRupees}
            onSignInRequired={props.onSignInRequired}
            onPlaced={() => props.onPlaced(undefined)}
          />
        </Box>
      )}
    </Paper>
  );
}
