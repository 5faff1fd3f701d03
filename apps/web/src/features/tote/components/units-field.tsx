import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useT } from '../../../i18n/use-t';

const MAX_UNITS = 1_000;

/** Units of ₹10 on every combination: a number with − and + beside it, each 44 px. */
export function UnitsField({
  units,
  onChange,
}: {
  units: number;
  onChange: (units: number) => void;
}) {
  const { t } = useT();
  const clamp = (value: number) => Math.min(MAX_UNITS, Math.max(1, value));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Button
        variant="outlined"
        aria-label={t('tote.fewerUnits')}
        disabled={units <= 1}
        onClick={() => onChange(clamp(units - 1))}
        sx={{ minWidth: 44, minHeight: 44, px: 0 }}
      >
        −
      </Button>
      <TextField
        label={t('tote.units')}
        value={Number.isFinite(units) ? String(units) : ''}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 4);
          onChange(digits === '' ? 0 : Math.min(MAX_UNITS, Number(digits)));
        }}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'tote-units' } }}
        sx={{ width: 136 }}
      />
      <Button
        variant="outlined"
        aria-label={t('tote.moreUnits')}
        disabled={units >= MAX_UNITS}
        onClick={() => onChange(clamp(units + 1))}
        sx={{ minWidth: 44, minHeight: 44, px: 0 }}
      >
        +
      </Button>
    </Box>
  );
}
