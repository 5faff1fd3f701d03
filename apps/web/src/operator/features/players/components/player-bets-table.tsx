import type { PlacedBet } from '@furlong/contract';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatIndiaDateTime } from '../../../../lib/india-date-time';
import { useOperatorCan } from '../../../lib/use-operator-can';
import { TablePanel } from '../../../components/table-panel';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { PalpableErrorButton } from '../../trading/components/palpable-error-button';

/** Bets a price-error correction can still put right. */
const CORRECTABLE = new Set(['ACCEPTED', 'CONFIRMED', 'WON', 'LOST']);

const COLUMNS = [
  { label: 'Placed' },
  { label: 'Ticket' },
  { label: 'Selection' },
  { label: 'Status' },
  { label: 'Stake', align: 'right' as const },
  { label: 'Payout', align: 'right' as const },
];

export function PlayerBetsTable({ bets }: { bets: PlacedBet[] }) {
  const canCorrect = useOperatorCan().can('bets:review');
  return (
    <TablePanel
      title="Last bets"
      columns={canCorrect ? [...COLUMNS, { label: 'Correct' }] : COLUMNS}
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
          {canCorrect && (
            <TableCell>
              {CORRECTABLE.has(bet.betStatus) && (
                <PalpableErrorButton betUid={bet.uid} ticketNumber={bet.ticketNumber} />
              )}
            </TableCell>
          )}
        </TableRow>
      ))}
    </TablePanel>
  );
}
