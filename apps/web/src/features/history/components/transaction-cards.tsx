import { formatRupees, rupeesToPaise, type Transaction } from '@furlong/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/use-t';
import { movementWords } from '../movement-words';

/** The phone's history: one card a movement, amount and status always in sight. */
export function TransactionCards({ transactions }: { transactions: Transaction[] }) {
  const { t } = useT();
  return (
    <Box
      component="ul"
      aria-label={t('history.transactions')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {transactions.map((transaction) => (
        <TransactionCard key={transaction.uid} transaction={transaction} />
      ))}
    </Box>
  );
}

function TransactionCard({ transaction }: { transaction: Transaction }) {
  // Spec section 3: a failed movement stands out in red.
  const isFailed = transaction.status === 'ERROR';
  const translator = useT();
  const { dateTime } = translator;
  const words = movementWords(translator, transaction);
  return (
    <Box
      component="li"
      data-testid="transaction-card"
      data-status={transaction.status}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gap: 0.25,
        p: 1.5,
        border: 1,
        borderColor: isFailed ? 'error.main' : 'divider',
        borderRadius: 1,
      }}
    >
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {words.description}
      </Typography>
      <Typography sx={{ fontWeight: 700, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {formatRupees(rupeesToPaise(transaction.amount))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <time dateTime={transaction.modifiedOn}>{dateTime(transaction.modifiedOn)}</time>
        {` · ${words.type} · ${words.group}`}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          textAlign: 'right',
          color: isFailed ? 'error.main' : 'text.secondary',
          fontWeight: isFailed ? 700 : 400,
        }}
      >
        {words.status}
      </Typography>
    </Box>
  );
}
