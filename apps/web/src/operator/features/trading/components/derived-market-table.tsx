import type { PriceModel } from '@furlong/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { setPriceModel } from '../api/trading-api';
import { useTradingChange } from '../hooks/use-trading-change';

type ModelMarket = PriceModel['markets'][number];

/** One Place, SHP or THP market: its margin, and each price beside the model's, derived or overridden. */
export function DerivedMarketTable({
  raceUid,
  market,
  canChange,
}: {
  raceUid: string;
  market: ModelMarket;
  canChange: boolean;
}) {
  const [margin, setMargin] = useState(String(market.marginPercent ?? 15));
  const change = useTradingChange(
    raceUid,
    (body: Parameters<typeof setPriceModel>[1]) => setPriceModel(raceUid, body),
    (body) =>
      body.clearOverrides
        ? `${market.market} horse ${body.clearOverrides[0]?.horseNo} follows the model again`
        : body.margins?.[0]?.marginPercent === null
          ? `${market.market} prices are typed by hand`
          : `${market.market} derived from the Win prices`,
  );
  const isDerived = market.marginPercent !== null;
  const marginLabel = `${market.market} margin (%)`;

  return (
    <Stack component="section" aria-label={`${market.market} prices`} spacing={1} sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ flexGrow: 1 }}>
          {market.market} {isDerived ? `derived, margin ${market.marginPercent}%` : 'typed by hand'}
        </Typography>
        {canChange && (
          <>
            <TextField
              size="small"
              label={marginLabel}
              value={margin}
              onChange={(event) => setMargin(event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ width: 150 }}
            />
            <Button
              variant="outlined"
              sx={{ minHeight: 44 }}
              disabled={change.isPending}
              onClick={() =>
                change.mutate({
                  margins: [{ market: market.market, marginPercent: Number(margin) }],
                })
              }
            >
              {isDerived ? `Set ${market.market} margin` : `Derive ${market.market}`}
            </Button>
            {isDerived && (
              <Button
                sx={{ minHeight: 44 }}
                disabled={change.isPending}
                onClick={() =>
                  change.mutate({ margins: [{ market: market.market, marginPercent: null }] })
                }
              >
                {`Type ${market.market} by hand`}
              </Button>
            )}
          </>
        )}
      </Stack>
      {isDerived && (
        <Table size="small" aria-label={`${market.market} prices against the model`}>
          <TableHead>
            <TableRow>
              <TableCell>Horse</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell align="right">Model</TableCell>
              <TableCell>Source</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {market.runners.map((runner) => (
              <TableRow key={runner.horseNo}>
                <TableCell>{runner.horseNo}</TableCell>
                <TableCell align="right">{runner.price.toFixed(2)}</TableCell>
                <TableCell align="right">{runner.modelPrice?.toFixed(2) ?? '-'}</TableCell>
                <TableCell>
                  {runner.overridden ? 'Overridden' : 'Derived'}
                  {runner.overridden && canChange && (
                    <Button
                      size="small"
                      sx={{ minHeight: 44, ml: 1 }}
                      disabled={change.isPending}
                      onClick={() =>
                        change.mutate({
                          clearOverrides: [{ market: market.market, horseNo: runner.horseNo }],
                        })
                      }
                    >
                      {`Use model for horse ${runner.horseNo}`}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
