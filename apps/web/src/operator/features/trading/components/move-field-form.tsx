import { MARKET_TYPES, type MarketType } from '@furlong/contract';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { moveField } from '../api/trading-api';
import { useTradingChange } from '../hooks/use-trading-change';

const ALL = 'all';

/**
 * Move the field: shorten or drift every price of a market by a percentage, or one runner's with
 * the others re-balanced to keep the book. Sent through the race's one price change.
 */
export function MoveFieldForm({ raceUid, horses }: { raceUid: string; horses: number[] }) {
  const [market, setMarket] = useState<MarketType>('WIN');
  const [horse, setHorse] = useState<string>(ALL);
  const [percent, setPercent] = useState('5');
  const change = useTradingChange(
    raceUid,
    (body: Parameters<typeof moveField>[1]) => moveField(raceUid, body),
    (body) =>
      `${body.horseNo ? `Horse ${body.horseNo}` : `Every ${body.market} price`} ${
        body.percent > 0 ? 'shortened' : 'drifted'
      } ${Math.abs(body.percent)}%`,
  );
  const send = (sign: 1 | -1) =>
    change.mutate({
      market,
      percent: sign * Number(percent),
      ...(horse === ALL ? {} : { horseNo: Number(horse) }),
    });

  return (
    <Stack
      component="form"
      aria-label="Move the field"
      direction="row"
      sx={{ mt: 1, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        select
        size="small"
        label="Market"
        value={market}
        onChange={(event) => setMarket(event.target.value as MarketType)}
        sx={{ minWidth: 110 }}
      >
        {MARKET_TYPES.map((type) => (
          <MenuItem key={type} value={type} sx={{ minHeight: 44 }}>
            {type}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Runners"
        value={horse}
        onChange={(event) => setHorse(event.target.value)}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value={ALL} sx={{ minHeight: 44 }}>
          Every runner
        </MenuItem>
        {horses.map((horseNo) => (
          <MenuItem key={horseNo} value={String(horseNo)} sx={{ minHeight: 44 }}>
            {`Horse ${horseNo}, others re-balanced`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="By (%)"
        value={percent}
        onChange={(event) => setPercent(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ width: 100 }}
      />
      <Button
        variant="outlined"
        sx={{ minHeight: 44 }}
        disabled={change.isPending}
        onClick={() => send(1)}
      >
        Shorten
      </Button>
      <Button
        variant="outlined"
        sx={{ minHeight: 44 }}
        disabled={change.isPending}
        onClick={() => send(-1)}
      >
        Drift
      </Button>
    </Stack>
  );
}
