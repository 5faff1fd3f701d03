import { MARKET_TYPES } from '@furlong/contract';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { muiField } from '../../../../components/mui-field';
import type { RunnerField } from '../runner-form';

interface RunnerFieldsProps {
  /** The registration of one field, from whichever form holds the runner. */
  field: (name: RunnerField) => ReturnType<typeof muiField>;
}

/** Number, name, jockey, trainer and the four opening prices of one runner. */
export function RunnerFields({ field }: RunnerFieldsProps) {
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          label="Horse number"
          size="small"
          inputMode="numeric"
          sx={{ width: { sm: 130 } }}
          {...field('horseNo')}
        />
        <TextField label="Horse name" size="small" sx={{ flexGrow: 1 }} {...field('name')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField label="Jockey" size="small" {...field('jockey')} />
        <TextField label="Trainer" size="small" {...field('trainer')} />
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {MARKET_TYPES.map((market) => (
          <TextField
            key={market}
            label={`${market} price`}
            size="small"
            inputMode="decimal"
            sx={{ width: 110 }}
            {...field(market)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
