import {
  BET_MESSAGES,
  MULTIPLE_MESSAGES,
  type MultipleKind,
  type PlaceMultipleRequest,
  type TaxRule,
} from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { useIsOnline } from '../../../lib/online-status';
import { multipleNameOf } from '../../../i18n/multiple-name';
import { useT } from '../../../i18n/use-t';
import type { BetSlip } from '../hooks/use-bet-slip';
import { usePlaceMultiple } from '../hooks/use-place-slip';
import {
  multipleWithCounterOffer,
  offeredHorse,
  readCounterOffer,
  type HeldCounterOffer,
} from '../counter-offer';
import {
  figureMultiple,
  findMultipleLegs,
  MULTIPLE_PAYOUT_CAP_RUPEES,
  type LegPrices,
} from '../multiples';
import { placesPaid } from '../place-terms';
import { describeFailure, readCurrentPrices } from '../placement-failure';
import type { SlipLine, SlipRace } from '../slip-line';
import type { SlipProblem } from '../slip-rules';
import { CounterOfferAlert } from './counter-offer-alert';
import { AMOUNT_DIGITS } from './slip-line-item';
import { ProblemAlert } from './problem-alert';

interface MultiplesPanelProps {
  slip: BetSlip;
  races: ReadonlyMap<string, SlipRace>;
  taxRule: TaxRule;
  isSignedIn: boolean;
  cashRupees: number | undefined;
  onSignInRequired: () => void;
  onPlaced: () => void;
}

/**
 * Multiples over the slip's races (issue 26): the Accumulator of every leg (Double, Treble ...
 * 6-fold) and, from three legs, the Kenchi (every double and larger). Each has its own stake per
 * bet, each-way switch and Place button; it goes to the multiples endpoint with its own key.
 */
export function MultiplesPanel(props: MultiplesPanelProps) {
  const { slip, races } = props;
  const { t, words, money } = useT();
  const found = findMultipleLegs(slip.lines);
  // Multiples are for a slip holding selections in 2 or more races.
  const raceCount = new Set([...found.legs, ...found.sameRace].map((line) => line.sportFixture))
    .size;
  if (raceCount < 2) return null;
  const sameRaceNames = found.sameRace.map((line) => `${line.horseNo}. ${line.horse}`).join(', ');
  const kinds: MultipleKind[] =
    found.legs.length >= 3 ? ['ACCUMULATOR', 'KENCHI'] : ['ACCUMULATOR'];
  return (
    <Box component="section" aria-labelledby="multiples-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="multiples-heading" variant="h3" component="h3" sx={{ fontSize: '1.1rem' }}>
        {t('multiple.heading')}
      </Typography>
      {found.sameRace.length > 0 && (
        <Alert severity="info" role="note" data-testid="multiples-same-race">
          {`${words(MULTIPLE_MESSAGES.sameRace)} ${t('multiple.leftOut', { names: sameRaceNames })}`}
        </Alert>
      )}
      {found.isTooMany && (
        <Alert severity="info" role="note">
          {words(MULTIPLE_MESSAGES.tooManyLegs)}
        </Alert>
      )}
      {found.isOffered &&
        kinds.map((kind) => (
          <MultipleRow
            key={`${kind}-${found.legs.length}`}
            {...props}
            kind={kind}
            legs={found.legs}
            races={races}
          />
        ))}
      {found.isOffered && (
        <Typography variant="body2" color="text.secondary">
          {t('multiple.cap', { cap: money(MULTIPLE_PAYOUT_CAP_RUPEES * 100).replace(/\.00$/, '') })}
        </Typography>
      )}
    </Box>
  );
}

interface MultipleRowProps extends MultiplesPanelProps {
  kind: MultipleKind;
  legs: SlipLine[];
}

/** A refusal belongs to the multiple it answered: once the player edits, it no longer applies. */
interface Failure {
  problem: SlipProblem;
  body: string;
}

/** So does a counter-offer (decision 078): an edited multiple is a new one, checked afresh. */
interface Offered {
  held: HeldCounterOffer;
  body: string;
}

function MultipleRow({ kind, legs, races, taxRule, slip, ...props }: MultipleRowProps) {
  const { t, money, words } = useT();
  const showToast = useToast();
  const isOnline = useIsOnline();
  const [unit, setUnit] = useState('');
  const [isEachWayChosen, setEachWay] = useState(false);
  const [hasTried, setHasTried] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [offered, setOffered] = useState<Offered | null>(null);
  const placement = usePlaceMultiple(() => {
    showToast(words(BET_MESSAGES.success));
    slip.removeMany(new Set(legs.map((leg) => leg.selection)));
    props.onPlaced();
  });

  const placeOf = (leg: SlipLine) => {
    const race = races.get(leg.sportFixture);
    return race && placesPaid(race.starters) > 0 ? race.placeOffers.get(leg.horseNo) : undefined;
  };
  const canEachWay = legs.every((leg) => leg.market === 'WIN' && placeOf(leg) !== undefined);
  const isEachWay = isEachWayChosen && canEachWay;
  const prices: LegPrices[] = legs.map((leg) => ({
    winHundredths: Math.round(leg.odds * 100),
    placeHundredths: Math.round((placeOf(leg)?.odds ?? 0) * 100),
  }));
  const unitRupees = unit === '' ? 0 : Number(unit);
  const figures = figureMultiple(
    kind,
    isEachWay,
    unitRupees,
    prices,
    taxRule.gstRateBp,
    MULTIPLE_PAYOUT_CAP_RUPEES * 100,
  );
  const multipleName = multipleNameOf(kind, legs.length);
  const name = t(multipleName.id, multipleName.values);
  const body: PlaceMultipleRequest = {
    kind,
    eachWay: isEachWay,
    unitStake: unitRupees,
    legs: legs.map((leg) => ({
      sportFixture: leg.sportFixture,
      selection: leg.selection,
      market: leg.market === 'PLACE' ? 'PLACE' : 'WIN',
      odds: leg.odds,
      // Each-way, the Place price shown is struck and checked like the Win price.
      ...(isEachWay && placeOf(leg) ? { placeOdds: placeOf(leg)?.odds } : {}),
    })),
  };
  const problem: SlipProblem | null =
    unitRupees <= 0
      ? { message: BET_MESSAGES.invalidAmount }
      : !figures.isTicketInRange
        ? { message: BET_MESSAGES.totalOutOfRange }
        : props.cashRupees !== undefined && figures.ticketPaise > props.cashRupees * 100
          ? { message: BET_MESSAGES.insufficientBalance, needsDeposit: true }
          : null;
  const bodyText = JSON.stringify(body);
  const shownProblem =
    (hasTried ? problem : null) ?? (failure?.body === bodyText ? failure.problem : null);
  const shownOffer = offered?.body === bodyText ? offered.held : null;

  function handleRefusal(error: unknown) {
    const current = readCurrentPrices(error);
    const held = readCounterOffer(error, Date.now());
    if (current) slip.reprice(current);
    else if (held) setOffered({ held, body: bodyText });
    else setFailure({ problem: describeFailure(error), body: bodyText });
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.isSignedIn) {
      props.onSignInRequired();
      return;
    }
    setHasTried(true);
    setFailure(null);
    setOffered(null);
    if (problem || !isOnline || placement.isPending) return;
    placement.mutate(body, { onError: handleRefusal });
  };

  const handleAcceptOffer = (held: HeldCounterOffer) => {
    setOffered(null);
    setFailure(null);
    placement.mutate(multipleWithCounterOffer(body, held.offer), { onError: handleRefusal });
  };

  const rows: [string, string][] = [
    [t('multiple.bets'), String(figures.bets)],
    [t('multiple.ticket'), money(figures.ticketPaise)],
    [t('figures.faceValue'), money(figures.faceValuePaise)],
    [t('figures.potentialPayout'), money(figures.potentialPayoutPaise)],
  ];
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-label={name}
      data-testid={`multiple-${kind}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, display: 'grid', gap: 0.75 }}
    >
      <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('multiple.unitStake')}
          value={unit}
          autoComplete="off"
          onChange={(event) => {
            if (AMOUNT_DIGITS.test(event.target.value)) setUnit(event.target.value);
          }}
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
            htmlInput: {
              'aria-label': t('multiple.unitStakeFor', { name }),
              inputMode: 'numeric',
              pattern: '[0-9]*',
              maxLength: 5,
            },
          }}
        />
        <FormControlLabel
          label={t('slip.eachWayShort')}
          disabled={!canEachWay}
          sx={{ mr: 0, minHeight: 44 }}
          control={
            <Switch
              checked={isEachWay}
              onChange={(_, isOn) => setEachWay(isOn)}
              slotProps={{ input: { 'aria-label': t('slip.eachWayFor', { name }) } }}
            />
          }
        />
      </Box>
      <Box
        component="dl"
        aria-label={t('multiple.figuresFor', { name })}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          columnGap: 1,
          m: 0,
          fontSize: '0.85rem',
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt">{label}</Box>
            <Box
              component="dd"
              sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
            >
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      {shownProblem && <ProblemAlert problem={shownProblem} />}
      {shownOffer && (
        <CounterOfferAlert
          held={shownOffer}
          horse={offeredHorse(legs, shownOffer.offer)}
          isPending={placement.isPending}
          onAccept={() => handleAcceptOffer(shownOffer)}
          onDecline={() => setOffered(null)}
        />
      )}
      <Button
        type="submit"
        variant="contained"
        loading={placement.isPending}
        disabled={!isOnline}
        sx={{ minHeight: 44 }}
      >
        {t('multiple.place', { name })}
      </Button>
    </Box>
  );
}
