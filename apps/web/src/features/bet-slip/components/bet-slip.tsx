import { BET_MESSAGES } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../../components/toast/toast-context';
import { paths } from '../../../config/paths';
import { useIsOnline } from '../../../lib/online-status';
import { useTaxRule } from '../api/get-tax-rule';
import type { PlaceBetsResponse } from '../api/place-bets';
import type { BetSlip as BetSlipState } from '../hooks/use-bet-slip';
import { usePlaceSlip } from '../hooks/use-place-slip';
import { describeFailure, readCurrentPrices } from '../placement-failure';
import { figureSlip } from '../slip-figures';
import type { SlipLine } from '../slip-line';
import { findSlipProblem, toSlipBody, type SlipProblem } from '../slip-rules';
import { SlipFiguresList } from './slip-figures-list';
import { SlipLineItem } from './slip-line-item';
import { useT } from '../../../i18n/use-t';

export interface BetSlipProps {
  slip: BetSlipState;
  isRaceOpen: boolean;
  isSignedIn: boolean;
  /** Cash balance in rupees, once the wallet has loaded. */
  cashRupees: number | undefined;
  onSignInRequired: () => void;
  /** After the server took the slip: refresh what depends on the wallet and the bets. */
  onPlaced: (response: PlaceBetsResponse) => void;
}

/** A refusal belongs to the slip it answered: once the player edits, it no longer applies. */
interface Failure {
  problem: SlipProblem;
  lines: SlipLine[];
}

export function BetSlip(props: BetSlipProps) {
  const { slip, isRaceOpen, isSignedIn, cashRupees } = props;
  const showToast = useToast();
  const { t, words } = useT();
  const [hasTried, setHasTried] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const taxRule = useTaxRule();
  const isOnline = useIsOnline();
  const placement = usePlaceSlip((response) => {
    const isAwaitingTrader = response.bets.some((bet) => bet.betStatus === 'ACCEPTED');
    // The spec's words first; a bet a trader must still accept says so, and where to follow it.
    const success = words(BET_MESSAGES.success);
    showToast(isAwaitingTrader ? `${success} ${t('slip.awaitingTrader')}` : success);
    slip.clear();
    setHasTried(false);
    props.onPlaced(response);
  });

  const problem = findSlipProblem(slip.lines, cashRupees);
  const shownProblem =
    (hasTried ? problem : null) ?? (failure?.lines === slip.lines ? failure.problem : null);
  const isOddsChanged = slip.lines.some((line) => line.oddsChanged);
  const isClosed = !isRaceOpen && slip.lines.length > 0;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSignedIn) {
      props.onSignInRequired();
      return;
    }
    setHasTried(true);
    setFailure(null);
    if (problem || isClosed || !isOnline || !taxRule || placement.isPending) return;
    placement.mutate(toSlipBody(slip.lines), {
      onError: (error) => {
        const prices = readCurrentPrices(error);
        // New prices change the lines (and so the body and key); the odds warning says why.
        if (prices) slip.reprice(prices);
        else setFailure({ problem: describeFailure(error), lines: slip.lines });
      },
    });
  };

  const offlineAlert = (
    <Alert severity="warning" data-testid="slip-offline">
      {t('slip.offline')}
    </Alert>
  );

  return (
    <Paper component="section" aria-label={t('slip.heading')} sx={{ p: { xs: 1.5, sm: 2 } }}>
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
        <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 1.5 }}>
          <Box component="ol" aria-label={t('slip.lines')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {slip.lines.map((line) => (
              <SlipLineItem
                key={line.selection}
                line={line}
                taxRule={taxRule}
                onAmountChange={slip.setAmount}
                onRemove={slip.remove}
              />
            ))}
          </Box>
          <SlipFiguresList
            figures={figureSlip(slip.lines, taxRule)}
            label={t('slip.totals')}
            rule={taxRule}
            isTotal
          />
          {isOddsChanged && <Alert severity="warning">{words(BET_MESSAGES.oddsChanged)}</Alert>}
          {isClosed && <Alert severity="error">{words(BET_MESSAGES.raceClosed)}</Alert>}
          {!isOnline && offlineAlert}
          {shownProblem && <ProblemAlert problem={shownProblem} />}
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={placement.isPending}
            disabled={isClosed || !isOnline}
          >
            {t('slip.place')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

function ProblemAlert({ problem }: { problem: SlipProblem }) {
  const { t, words } = useT();
  return (
    <Alert
      severity="error"
      action={
        problem.needsDeposit ? (
          <Button color="inherit" size="small" component={RouterLink} to={paths.deposit}>
            {t('slip.deposit')}
          </Button>
        ) : undefined
      }
    >
      {words(problem.message)}
    </Alert>
  );
}
