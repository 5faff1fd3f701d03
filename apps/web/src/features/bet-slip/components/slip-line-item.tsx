import { BET_MESSAGES, type TaxRule } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { figureLine } from '../slip-figures';
import type { SlipLine } from '../slip-line';
import { SlipFiguresList } from './slip-figures-list';
import { CloseIcon } from '../../../components/icons';
import { useT } from '../../../i18n/use-t';

/** Spec section 5: the amount input takes at most five digits. */
const AMOUNT_DIGITS = /^\d{0,5}$/;
/** One tap for the stakes punters use most, in rupees. */
const QUICK_STAKES = [100, 500, 1000, 5000] as const;

interface SlipLineItemProps {
  line: SlipLine;
  /** The tax rule the server serves (decision 028): GST on the stake, TDS on a large win. */
  taxRule: TaxRule;
  onAmountChange: (selection: string, amount: string) => void;
  onRemove: (selection: string) => void;
}

export function SlipLineItem({ line, taxRule, onAmountChange, onRemove }: SlipLineItemProps) {
  const { t, money, words } = useT();
  const figures = figureLine(line, taxRule);
  const name = `${line.horse} ${line.market}`;
  const handleAmountChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Anything but digits, or a sixth digit, is refused: the field keeps its last good value.
    if (AMOUNT_DIGITS.test(event.target.value)) onAmountChange(line.selection, event.target.value);
  };
  return (
    <Box
      component="li"
      data-testid="slip-line"
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {`${line.horseNo}. ${line.horse}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
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
          size="small"
          aria-label={t('slip.remove', { name })}
          onClick={() => onRemove(line.selection)}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <TextField
        size="small"
        label={t('slip.amount')}
        value={line.amount}
        onChange={handleAmountChange}
        autoComplete="off"
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
      <Box
        role="group"
        aria-label={t('slip.quickStakes', { name })}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 0.5 }}
      >
        {QUICK_STAKES.map((stake) => (
          <Button
            key={stake}
            size="small"
            variant={line.amount === String(stake) ? 'contained' : 'outlined'}
            aria-pressed={line.amount === String(stake)}
            onClick={() => onAmountChange(line.selection, String(stake))}
            sx={{ minWidth: 0, minHeight: 44, px: 0.5 }}
          >
            {money(stake * 100).replace(/\.00$/, '')}
          </Button>
        ))}
      </Box>
      {!line.isAvailable && (
        <Typography variant="body2" color="error">
          {words(BET_MESSAGES.selectionUnavailable)}
        </Typography>
      )}
      <SlipFiguresList figures={figures} label={t('slip.figuresFor', { name })} rule={taxRule} />
      {figures.tdsPaise > 0 && (
        // A notice, not an error: announced politely rather than interrupting the player.
        <Alert severity="info" role="status" sx={{ py: 0 }}>
          {words(BET_MESSAGES.tdsWarning)}
        </Alert>
      )}
    </Box>
  );
}
