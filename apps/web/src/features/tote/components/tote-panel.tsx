import {
  isOpenStatus,
  TOTE_MESSAGES,
  type Fixture,
  type ToteTicketPlaced,
  type TotePool,
} from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { useT } from '../../../i18n/use-t';
import { useRacePools } from '../api/tote-api';
import { describeBuyFailure, type BuyProblem } from '../buy-failure';
import { useBuyTicket } from '../hooks/use-buy-ticket';
import { formatDividend } from '../../../lib/rupee-amount';
import {
  changeMode,
  changePool,
  draftApproximate,
  draftCost,
  emptyDraft,
  findTicketProblem,
  modesOf,
  toggleHorse,
  toTicketRequest,
  type TicketDraft,
} from '../tote-ticket';
import { ChoiceRow } from './choice-row';
import { HorseGrid } from './horse-grid';
import { PoolDividendsLine } from './pool-dividends-line';
import { TicketSummary } from './ticket-summary';
import { UnitsField } from './units-field';

interface TotePanelProps {
  fixture: Fixture;
  /** The GST rate in force (basis points), as the bet slip charges it; undefined while loading. */
  gstRateBp: number | undefined;
  isSignedIn: boolean;
  onSignInRequired: () => void;
  /** Where a refusal for want of money sends the player. */
  depositPath: string;
}

/**
 * The race card's Tote tab: pick a pool, then horses per position (straight, banker or box),
 * units; the combinations, cost with GST and the approximate follow every tap.
 */
export function TotePanel(props: TotePanelProps) {
  const { t } = useT();
  const pools = useRacePools(props.fixture.uid);
  if (pools.isPending) return <PageLoading label={t('tote.loading')} />;
  if (pools.isError) return <LoadError error={pools.error} onRetry={() => void pools.refetch()} />;
  return (
    <Paper component="section" aria-labelledby="tote-title" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Typography id="tote-title" variant="h3" sx={{ mb: 1 }}>
        {t('tote.heading')}
      </Typography>
      <PoolDividendsLine pools={pools.data} />
      {pools.data.length === 0 ? (
        <Typography color="text.secondary">{t('tote.noPools')}</Typography>
      ) : (
        <TicketBuilder {...props} pools={pools.data} />
      )}
    </Paper>
  );
}

function TicketBuilder({
  fixture,
  gstRateBp,
  isSignedIn,
  onSignInRequired,
  depositPath,
  pools,
}: TotePanelProps & { pools: NonNullable<ReturnType<typeof useRacePools>['data']> }) {
  const { t, words, refusal, money } = useT();
  const poolNames = pools.map((pool) => pool.pool);
  const [draft, setDraft] = useState<TicketDraft>(() => emptyDraft(poolNames[0] ?? 'WIN'));
  const [hasTried, setHasTried] = useState(false);
  const [failure, setFailure] = useState<BuyProblem | null>(null);
  const [bought, setBought] = useState<ToteTicketPlaced | null>(null);
  const buy = useBuyTicket((placed) => {
    setBought(placed);
    setHasTried(false);
    setDraft((current) => ({ ...emptyDraft(current.pool, current.mode), units: current.units }));
  });

  const pool = pools.find((candidate) => candidate.pool === draft.pool);
  const isOpen = isOpenStatus(fixture.status) && pool?.status === 'OPEN';
  const rate = gstRateBp ?? 0;
  const problem = gstRateBp === undefined ? null : findTicketProblem(draft, rate);

  const edit = (next: TicketDraft) => {
    setDraft(next);
    setFailure(null);
    setBought(null);
  };

  const handleBuy = () => {
    if (!isSignedIn) return onSignInRequired();
    setHasTried(true);
    if (problem || gstRateBp === undefined || !isOpen || buy.isPending) return;
    buy.mutate(toTicketRequest(fixture.uid, draft), {
      onError: (error) => setFailure(describeBuyFailure(error)),
    });
  };

  const shownProblem = hasTried && problem ? words(problem) : null;
  const failureText =
    failure &&
    (failure.isRefusal
      ? refusal({ code: failure.code ?? '', message: failure.message })
      : words(failure.message));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ChoiceRow<TotePool>
        label={t('tote.pool')}
        choices={poolNames}
        value={draft.pool}
        labelOf={(name) => t(`tote.pool.${name}`)}
        onChange={(name) => edit(changePool(draft, name))}
      />
      {pool && (
        <Typography variant="body2" color="text.secondary" data-testid="tote-pool-total">
          {t('tote.poolTotal', { amount: formatDividend(pool.totalStake) })}
          {pool.carryIn > 0 &&
            ` · ${t('tote.carryForward', { pool: t(`tote.pool.${pool.pool}`), amount: formatDividend(pool.carryIn) })}`}
        </Typography>
      )}
      {!isOpen ? (
        <Alert severity="info">{words(TOTE_MESSAGES.poolClosed)}</Alert>
      ) : (
        <>
          <ChoiceRow
            label={t('tote.modeLabel')}
            choices={modesOf(draft.pool)}
            value={draft.mode}
            labelOf={(mode) => t(`tote.mode.${mode}`)}
            onChange={(mode) => edit(changeMode(draft, mode))}
          />
          <HorseGrid
            runners={fixture.participants}
            draft={draft}
            onToggle={(column, horse) => edit(toggleHorse(draft, column, horse))}
          />
          <UnitsField units={draft.units} onChange={(units) => edit({ ...draft, units })} />
          {gstRateBp === undefined ? (
            <PageLoading label={t('slip.loadingTaxRule')} />
          ) : (
            <TicketSummary
              cost={draftCost(draft, rate)}
              units={draft.units}
              gstRateBp={rate}
              approximate={draftApproximate(draft, pool)}
            />
          )}
          {shownProblem && <Alert severity="error">{shownProblem}</Alert>}
          {failureText && (
            <Alert
              severity="error"
              action={
                failure?.needsDeposit ? (
                  <Button color="inherit" size="small" component={RouterLink} to={depositPath}>
                    {t('slip.deposit')}
                  </Button>
                ) : undefined
              }
            >
              {failureText}
            </Alert>
          )}
          {bought && (
            <Alert severity="success" data-testid="tote-bought">
              {t('tote.bought', {
                number: bought.ticketNumber,
                count: bought.combinations,
                amount: money(Math.round(bought.totalBetAmount * 100)),
              })}
            </Alert>
          )}
          <Button
            variant="contained"
            size="large"
            onClick={handleBuy}
            disabled={buy.isPending}
            sx={{ minHeight: 48 }}
          >
            {isSignedIn
              ? t('tote.buy', { amount: money(draftCost(draft, rate).totalPaise) })
              : t('tote.signInToBuy')}
          </Button>
        </>
      )}
    </Box>
  );
}
