import type { PlacedBet } from '@furlong/contract';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { formatIndiaDateTime } from '../../../../lib/india-date-time';
import { TablePanel } from '../../../components/table-panel';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';

const COLUMNS = [
  { label: 'Placed' },
  { label: 'Ticket' },
  { label: 'Selection' },
  { label: 'Status' },
  { label: 'Stake', align: 'right' as const },
  { label: 'Payout', align: 'right' as const },
];

interface PlayerBetsTableProps {
  bets: PlacedBet[];
  /** What the Correct column shows for a bet; without it the table has no such column. */
  correction?: (bet: PlacedBet) => ReactNode;
}

export function PlayerBetsTable({ bets, correction }: PlayerBetsTableProps) {
  return (
    <TablePanel
      title="Last bets"
      columns={correction ? [...COLUMNS, { label: 'Correct' }] : COLUMNS}
      emptyText="No bets yet."
      isEmpty={bets.length === 0}
    >
      {bets.map((bet) => (
        <TableRow key={bet.uid}>
          <TableCell>{formatIndiaDateTime(bet.timestamp)}</TableCell>
          <TableCell>{bet.ticketNumber}</TableCell>
          <TableCell sx={{ minWidth: 160 }}>
            {bet.betLineItems
              .map(
                (line) =>
                  `${line.venueName} R${line.raceNumber} ${line.horseNumber} ${line.selectionName} ${line.marketName} @ ${line.odds}`,
              )
              .join('; ')}
          </TableCell>
          <TableCell>{bet.betStatus}</TableCell>
          <TableCell align="right">{formatRupeeAmount(bet.totalBetAmount)}</TableCell>
          <TableCell align="right">
            {bet.payoutAmount === null ? '–' : formatRupeeAmount(bet.payoutAmount)}
          </TableCell>
          {correction && <TableCell>{correction(bet)}</TableCell>}
        </TableRow>
      ))}
    </TablePanel>
  );
}
