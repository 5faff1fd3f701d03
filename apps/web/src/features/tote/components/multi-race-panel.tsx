import {
  TOTE_MESSAGES,
  type MultiRacePool,
  type MultiRaceTicketPlaced,
  type Participant,
} from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useT } from '../../../i18n/use-t';
import { describeBuyFailure, type BuyProblem } from '../buy-failure';
import { useBuyMultiRaceTicket } from '../hooks/use-buy-multi-race-ticket';
import { multiRacePoolName } from '../multi-race-names';
import {
  emptyMultiRaceDraft,
  findMultiRaceProblem,
  multiRaceCost,
  toggleLegHorse,
  toggleWholeLeg,
  toMultiRaceRequest,
  type MultiRaceDraft,
} from '../multi-race-ticket';
import { ChoiceRow } from './choice-row';
import { LegPicker } from './leg-picker';
import { MultiRacePoolFacts } from './multi-race-pool-facts';
import { MultiRaceSummary } from './multi-race-summary';
import { UnitsField } from './units-field';

export interface MultiRacePanelProps {
  day: string;
  /** The day's multi-race pools (non-empty). */
  pools: readonly MultiRacePool[];
  /** The pool shown; the first when undefined or unknown. */
  poolUid: string | undefined;
  onPoolChange: (poolUid: string) => void;
  /** A leg race's runners, undefined while its card loads. */
  runnersOf: (fixtureUid: string) => readonly Participant[] | undefined;
  /** The GST rate in force (basis points); undefined while loading. */
  gstRateBp: number | undefined;
  isSignedIn: boolean;
  onSignInRequired: () => void;
  depositPath: string;
}

/**
 * A Treble, Mini Jackpot or Jackpot ticket: pick one or more horses in each leg and the units;
 * the lines (the product of the legs), the cost with GST, the carry-forward and the will-pays
 * follow every tap.
 */
export function MultiRacePanel(props: MultiRacePanelProps) {
  const { t } = useT();
  const pool = props.pools.find((candidate) => candidate.uid === props.poolUid) ?? props.pools[0];
  if (!pool) return null;
  return (
    <Paper component="section" aria-labelledby="multi-race-title" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Typography id="multi-race-title" variant="h3" sx={{ mb: 1 }}>
        {t('multiRace.heading')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <ChoiceRow<string>
          label={t('multiRace.choosePool')}
          choices={props.pools.map((candidate) => candidate.uid)}
          value={pool.uid}
          labelOf={(uid) => {
            const named = props.pools.find((candidate) => candidate.uid === uid) ?? pool;
            return t('multiRace.play', {
              pool: multiRacePoolName(named, t),
              venue: named.venueName,
            });
          }}
          onChange={props.onPoolChange}
        />
        <MultiRacePoolFacts pool={pool} />
        {/* A new pool starts a new ticket: its legs are other races. */}
        <TicketBuilder key={pool.uid} {...props} pool={pool} />
      </Box>
    </Paper>
  );
}

function TicketBuilder(props: MultiRacePanelProps & { pool: MultiRacePool }) {
  const { pool, gstRateBp, isSignedIn } = props;
  const { t, words, refusal, money } = useT();
  const [draft, setDraft] = useState<MultiRaceDraft>(() =>
    emptyMultiRaceDraft(pool.uid, pool.legs.length),
  );
  const [hasTried, setHasTried] = useState(false);
  const [failure, setFailure] = useState<BuyProblem | null>(null);
  const [bought, setBought] = useState<MultiRaceTicketPlaced | null>(null);
  const buy = useBuyMultiRaceTicket(props.day, (placed) => {
    setBought(placed);
    setHasTried(false);
    setDraft((current) => emptyMultiRaceDraft(pool.uid, pool.legs.length, current.units));
  });

  const isOpen = pool.status === 'OPEN';
  const rate = gstRateBp ?? 0;
  const problem = gstRateBp === undefined ? null : findMultiRaceProblem(draft, rate);
  const cost = multiRaceCost(draft, rate);

  const edit = (next: MultiRaceDraft) => {
    setDraft(next);
    setFailure(null);
    setBought(null);
  };

  const handleBuy = () => {
    if (!isSignedIn) return props.onSignInRequired();
    setHasTried(true);
    if (problem || gstRateBp === undefined || !isOpen || buy.isPending) return;
    buy.mutate(toMultiRaceRequest(draft), {
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
    <>
      {!isOpen && <Alert severity="info">{words(TOTE_MESSAGES.poolClosed)}</Alert>}
      {pool.legRaces.map((leg, index) => (
        <LegPicker
          key={leg.sportFixture}
          index={index}
          leg={leg}
          runners={props.runnersOf(leg.sportFixture)}
          picked={draft.picks[index] ?? []}
          isLocked={!isOpen}
          onToggle={(horse) => edit(toggleLegHorse(draft, index, horse))}
          onToggleAll={(runners) => edit(toggleWholeLeg(draft, index, runners))}
        />
      ))}
      {isOpen && (
        <>
          <UnitsField units={draft.units} onChange={(units) => edit({ ...draft, units })} />
          {gstRateBp === undefined ? (
            <PageLoading label={t('slip.loadingTaxRule')} />
          ) : (
            <MultiRaceSummary cost={cost} units={draft.units} gstRateBp={rate} />
          )}
          {shownProblem && <Alert severity="error">{shownProblem}</Alert>}
          {failureText && (
            <Alert
              severity="error"
              action={
                failure?.needsDeposit ? (
                  <Button
                    color="inherit"
                    size="small"
                    component={RouterLink}
                    to={props.depositPath}
                  >
                    {t('slip.deposit')}
                  </Button>
                ) : undefined
              }
            >
              {failureText}
            </Alert>
          )}
          {bought && (
            <Alert severity="success" data-testid="multi-race-bought">
              {t('multiRace.bought', {
                number: bought.ticketNumber,
                count: bought.lines,
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
            {isSignedIn ? t('tote.buy', { amount: money(cost.totalPaise) }) : t('tote.signInToBuy')}
          </Button>
        </>
      )}
    </>
  );
}
