import type { Transaction } from '@furlong/contract';
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

export function PlayerTransactionsTable({ transactions }: { transactions: Transaction[] }) {
  return (
    <Paper component="section" aria-labelledby="player-transactions-heading" sx={{ p: 2 }}>
      <Typography id="player-transactions-heading" component="h2" variant="h6">
        Last transactions
      </Typography>
      {transactions.length === 0 ? (
        <Typography>No transactions yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Description</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {transactions.map((transaction) => (
                <TableRow key={transaction.uid}>
                  <TableCell>{formatIndiaDateTime(transaction.modifiedOn)}</TableCell>
                  <TableCell sx={{ minWidth: 160 }}>{transaction.description}</TableCell>
                  <TableCell>{transaction.status}</TableCell>
                  <TableCell align="right">
                    {transaction.txnType === 'DEBIT' ? '-' : '+'}
                    {formatRupeeAmount(transaction.amount)}
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
