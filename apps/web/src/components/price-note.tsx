import { breakDownLine, EXAMPLE_PRICE_HUNDREDTHS, EXAMPLE_TICKET_PAISE } from '@furlong/contract';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useT } from '../i18n/use-t';
import { usePriceDisplay } from '../lib/price-display';
import { useTaxRule } from '../lib/tax-rule';

/**
 * What a price means in money (decision 074): the return of a ₹100 ticket at 2.50 after GST,
 * by the slip's own arithmetic at the rate the server charges today, in the words of the
 * device's price display. `children` follows the explainer (a screen's own remark).
 */
export function PriceNote({
  children,
  ...typography
}: TypographyProps & { 'data-testid'?: string }) {
  const { t, money } = useT();
  const display = usePriceDisplay();
  const rule = useTaxRule();
  const figures =
    rule && breakDownLine(EXAMPLE_TICKET_PAISE, EXAMPLE_PRICE_HUNDREDTHS, rule.gstRateBp);
  const values = figures && {
    amount: money(figures.potentialPayoutPaise),
    amount100: money(EXAMPLE_TICKET_PAISE),
    face: money(figures.faceValuePaise),
    percent: String((rule?.gstRateBp ?? 0) / 100),
    price: (EXAMPLE_PRICE_HUNDREDTHS / 100).toFixed(2),
  };
  return (
    <Typography variant="body2" color="text.secondary" {...typography}>
      {values
        ? t(display === 'PER_HUNDRED' ? 'price.notePerHundred' : 'price.noteToOne', values)
        : t('price.noteLoading')}
      {children && <> {children}</>}
    </Typography>
  );
}
