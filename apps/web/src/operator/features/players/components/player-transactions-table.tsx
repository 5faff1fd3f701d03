import type { Transaction } from '@furlong/contract';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatIndiaDateTime } from '../../../../lib/india-date-time';
import { TablePanel } from '../../../components/table-panel';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';

const COLUMNS = [
  { label: 'When' },
  { label: 'Description' },
  { label: 'Status' },
  { label: 'Amount', align: 'right' as const },
];

export function PlayerTransactionsTable({ transactions }: { transactions: Transaction[] }) {
  return (
    <TablePanel
      title="Last transactions"
      columns={COLUMNS}
      emptyText="No transactions yet."
      isEmpty={transactions.length === 0}
    >
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
    </TablePanel>
  );
}
