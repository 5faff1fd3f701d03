import { MARKET_TYPES, type MarketType, type Participant } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/visually-hidden';
import { findBackableOffer, formatPrice, type PricePick } from '../runner-price';
import { useT } from '../../../i18n/use-t';

/** Betting on a race card: present only where the app offers a slip. */
export interface RunnerBetting {
  isRaceOpen: boolean;
  /** Selection uids already on the slip. */
  picked: ReadonlySet<string>;
  onPick: (pick: PricePick) => void;
}

interface RunnerPricesProps {
  runner: Participant;
  betting?: RunnerBetting;
}

/** WIN, PLACE, SHP and THP prices; the ones open for betting are buttons that add to the slip. */
export function RunnerPrices({ runner, betting }: RunnerPricesProps) {
  const { t } = useT();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 56px)',
        gap: 0.5,
        textAlign: 'center',
        gridColumn: { xs: '1 / -1', sm: 'auto' },
        justifyContent: { xs: 'end', sm: 'normal' },
      }}
    >
      {MARKET_TYPES.map((market) => (
        <Box key={market}>
          <Typography variant="caption" color="text.secondary" component="div">
            <Box component="abbr" title={t(`market.${market}`)} sx={{ textDecoration: 'none' }}>
              {market}
            </Box>
          </Typography>
          <PriceCell runner={runner} market={market} betting={betting} />
        </Box>
      ))}
    </Box>
  );
}

function PriceCell({ runner, market, betting }: RunnerPricesProps & { market: MarketType }) {
  const { t } = useT();
  const text = formatPrice(runner, market);
  const testId = market === 'WIN' ? 'win-price' : undefined;
  const offer = betting && findBackableOffer(runner, market, betting.isRaceOpen);
  // One runner or one market suspended while the race stays open.
  const isSuspended =
    betting?.isRaceOpen === true &&
    runner.isRunner &&
    runner.odds.some((odds) => odds.market === market && odds.status === 'SUSPENDED');
  if (isSuspended) {
    return (
      <Typography
        variant="caption"
        color="warning.main"
        sx={{ display: 'block', fontWeight: 700, lineHeight: '24px' }}
        data-testid={testId}
      >
        <span aria-hidden="true">SUSP</span>
        <Box component="span" sx={visuallyHidden}>
          {t('runner.suspended', { market, number: runner.horseNumber, name: runner.name })}
        </Box>
      </Typography>
    );
  }
  if (!betting || !offer) {
    return (
      <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {text}
      </Typography>
    );
  }
  const isPicked = betting.picked.has(offer.selection);
  return (
    <Button
      size="small"
      variant={isPicked ? 'contained' : 'outlined'}
      aria-pressed={isPicked}
      aria-label={t('runner.priceButton', {
        market,
        price: text,
        number: runner.horseNumber,
        name: runner.name,
      })}
      data-testid={testId}
      onClick={() =>
        betting.onPick({ runner, market, selection: offer.selection, price: offer.price })
      }
      sx={{
        minWidth: 0,
        width: '100%',
        // A thumb-sized target (44 × 44 px at least) on a phone.
        minHeight: 44,
        px: 0,
        fontWeight: 700,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {text}
    </Button>
  );
}
