import type { PlacedBet } from '@furlong/contract';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatIndiaDateTime } from '../../lib/india-date-time';
import { formatRupeeAmount } from '../lib/operator-money';

export function PlayerBetsTable({ bets }: { bets: PlacedBet[] }) {
  return (
    <Paper component="section" aria-labelledby="player-bets-heading" sx={{ p: 2 }}>
      <Typography id="player-bets-heading" component="h2" variant="h6">
        Last bets
      </Typography>
      {bets.length === 0 ? (
        <Typography>No bets yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Placed</TableCell>
                <TableCell>Ticket</TableCell>
                <TableCell>Selection</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Stake</TableCell>
                <TableCell align="right">Payout</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
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
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
