import { BET_MESSAGES, type TaxRule } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { CloseIcon } from '../../../components/icons';
import { useT } from '../../../i18n/use-t';
import type { BetSlip } from '../hooks/use-bet-slip';
import { placesPaid } from '../place-terms';
import { figureSlipLine } from '../slip-figures';
import { isPlaceable, type SlipLine, type SlipRace } from '../slip-line';
import { SlipFiguresList } from './slip-figures-list';

/** Spec section 5: the amount input takes at most five digits. */
export const AMOUNT_DIGITS = /^\d{0,5}$/;
/** One tap adds one of the stakes punters use most, in rupees: ₹100 twice is ₹200. */
const QUICK_STAKES = [100, 500, 1000, 5000] as const;

interface SlipLineItemProps {
  line: SlipLine;
  /** The line's race as the app holds it; undefined until it has loaded. */
  race: SlipRace | undefined;
  /** The tax rule the server serves (decision 028): GST on the stake, TDS on a large win. */
  taxRule: TaxRule;
  slip: Pick<BetSlip, 'setAmount' | 'addStake' | 'remove' | 'setEachWay'>;
}

export function SlipLineItem({ line, race, taxRule, slip }: SlipLineItemProps) {
  const { t, money, words } = useT();
  const figures = figureSlipLine(line, taxRule);
  const name = `${line.horse} ${line.market}`;
  const rupees = (amount: number) => money(amount * 100).replace(/\.00$/, '');
  const handleAmountChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Anything but digits, or a sixth digit, is refused: the field keeps its last good value.
    if (AMOUNT_DIGITS.test(event.target.value)) slip.setAmount(line.selection, event.target.value);
  };
  const places = race ? placesPaid(race.starters) : 0;
  const placeOffer = race?.placeOffers.get(line.horseNo);
  // Each-way needs the race's Place market: 4 or more runners and an open Place price.
  const canEachWay = line.market === 'WIN' && places > 0 && placeOffer !== undefined;
  const handleEachWay = (_: unknown, isOn: boolean) => {
    slip.setEachWay(
      line.selection,
      isOn && placeOffer
        ? { selection: placeOffer.selection, odds: placeOffer.odds, isAvailable: true }
        : null,
    );
  };
  const isRaceOff = race !== undefined && !race.isOpen;
  return (
    <Box
      component="li"
      data-testid="slip-line"
      data-unavailable={!isPlaceable(line) || undefined}
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.75 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {`${line.horseNo}. ${line.horse}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Link component={RouterLink} to={paths.fixture(line.raceDay, line.sportFixture)}>
              {t('slip.race', { venue: line.venueName, number: line.raceNumber })}
            </Link>
            {' · '}
            {t('slip.marketAt', { market: t(`market.${line.market}`) })}
            <Box
              component="span"
              data-testid="slip-odds"
              data-changed={line.oddsChanged || undefined}
              sx={{ fontWeight: 700, color: line.oddsChanged ? 'warning.main' : 'text.primary' }}
            >
              {line.odds.toFixed(2)}
            </Box>
            {line.oddsChanged && t('slip.changed')}
          </Typography>
        </Box>
        <IconButton
          aria-label={t('slip.remove', { name })}
          onClick={() => slip.remove(line.selection)}
          sx={{ width: 44, height: 44 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          label={line.eachWay ? t('slip.amountEachPart') : t('slip.amount')}
          value={line.amount}
          onChange={handleAmountChange}
          autoComplete="off"
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
            htmlInput: {
              'aria-label': t('slip.amountFor', { name }),
              inputMode: 'numeric',
              pattern: '[0-9]*',
              maxLength: 5,
            },
          }}
        />
        {line.market === 'WIN' && (
          <FormControlLabel
            label={t('slip.eachWayShort')}
            disabled={!canEachWay && !line.eachWay}
            sx={{ mr: 0, minHeight: 44 }}
            control={
              <Switch
                checked={line.eachWay !== null}
                onChange={handleEachWay}
                slotProps={{ input: { 'aria-label': t('slip.eachWayFor', { name }) } }}
              />
            }
          />
        )}
      </Box>
      <Box
        role="group"
        aria-label={t('slip.quickStakes', { name })}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 0.5 }}
      >
        {QUICK_STAKES.map((stake) => (
          <Button
            key={stake}
            size="small"
            variant="outlined"
            aria-label={t('slip.addStake', { amount: rupees(stake) })}
            onClick={() => slip.addStake(line.selection, stake)}
            sx={{ minWidth: 0, minHeight: 44, px: 0.5 }}
          >
            {`+${rupees(stake)}`}
          </Button>
        ))}
      </Box>
      {line.market === 'WIN' && race?.bestOfTote && (
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="best-of-tote">
          {t('bestOfTote.label')}
        </Typography>
      )}
      {line.market === 'WIN' && race && (
        <Typography variant="body2" color="text.secondary" data-testid="place-terms">
          {places > 0
            ? t('slip.placeTerms', { places, runners: race.starters })
            : t('slip.noEachWay')}
          {line.eachWay &&
            line.eachWay.isAvailable &&
            ` · ${t('slip.eachWayParts', {
              amount: rupees(Number(line.amount || '0')),
              total: rupees(Number(line.amount || '0') * 2),
              place: line.eachWay.odds.toFixed(2),
            })}`}
        </Typography>
      )}
      {!isPlaceable(line) && (
        <Typography variant="body2" color="error" data-testid="slip-line-out">
          {isRaceOff ? t('slip.raceOff') : words(BET_MESSAGES.selectionUnavailable)}
        </Typography>
      )}
      <Box
        component="details"
        sx={{ '& summary': { cursor: 'pointer', minHeight: 44, lineHeight: '44px' } }}
      >
        <Typography component="summary" variant="body2" color="text.secondary">
          {t('slip.lineSummary', { payout: money(figures.potentialPayoutPaise) })}
        </Typography>
        <SlipFiguresList figures={figures} label={t('slip.figuresFor', { name })} rule={taxRule} />
      </Box>
      {figures.tdsPaise > 0 && (
        // A notice, not an error: announced politely rather than interrupting the player.
        <Alert severity="info" role="status" sx={{ py: 0 }}>
          {words(BET_MESSAGES.tdsWarning)}
        </Alert>
      )}
    </Box>
  );
}
