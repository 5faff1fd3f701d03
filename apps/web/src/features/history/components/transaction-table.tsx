import { formatRupees, rupeesToPaise, type Transaction } from '@furlong/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useT } from '../../../i18n/use-t';
import { movementWords } from '../movement-words';

const COLUMNS = [
  'history.date',
  'history.description',
  'history.type',
  'history.group',
  'history.amount',
  'history.status',
] as const;

export function TransactionTable({ transactions }: { transactions: Transaction[] }) {
  const { t } = useT();
  return (
    // Focusable and named, so a keyboard can scroll a table wider than its column.
    <TableContainer
      sx={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={t('history.transactions')}
    >
      <Table size="small" aria-label={t('history.transactions')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'history.amount' ? 'right' : 'left'}>
                {t(column)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {transactions.map((transaction) => (
            <TransactionRow key={transaction.uid} transaction={transaction} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function TransactionRow({ transaction }: { transaction: Transaction }) {
  // Spec section 3: a failed movement stands out in red.
  const isFailed = transaction.status === 'ERROR';
  const translator = useT();
  const { dateTime } = translator;
  const words = movementWords(translator, transaction);
  return (
    <TableRow data-testid="transaction-row" data-status={transaction.status}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={transaction.modifiedOn}>{dateTime(transaction.modifiedOn)}</time>
      </TableCell>
      <TableCell>{words.description}</TableCell>
      <TableCell>{words.type}</TableCell>
      <TableCell>{words.group}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {formatRupees(rupeesToPaise(transaction.amount))}
      </TableCell>
      <TableCell
        sx={{ color: isFailed ? 'error.main' : undefined, fontWeight: isFailed ? 700 : 400 }}
      >
        {words.status}
      </TableCell>
    </TableRow>
  );
}
