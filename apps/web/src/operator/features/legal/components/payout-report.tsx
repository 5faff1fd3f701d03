import type { LegalPayoutReport } from '@furlong/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';

const UNPAID_WORDS: Record<LegalPayoutReport['unpaid'][number]['reason'], string> = {
  NO_KYC: 'KYC not verified',
  NO_BENEFICIARY: 'no beneficiary',
  BENEFICIARY_COOLING_OFF: 'beneficiary still cooling off',
  DEBT_OUTSTANDING: 'a debt is outstanding',
  CORRECTION_PENDING: 'a result correction is pending',
  DAILY_LIMIT: "past the day's withdrawal limit: run again tomorrow",
  WITHDRAWALS_HELD: 'withdrawals held while a suspicious transaction report is open',
};

/** What a state's pay-out did: who was paid (or waits for two operators) and who could not be. */
export function PayoutReport({ report }: { report: LegalPayoutReport }) {
  return (
    <Paper sx={{ p: 2, mb: 2 }} data-testid="payout-report">
      <Typography component="h2" variant="h6">
        Pay-out of {report.state}
      </Typography>
      <Typography>
        Paid {report.paid.length}: {report.paid.filter((row) => row.status === 'REVIEW').length}{' '}
        wait in Withdrawals for two operators. Not paid: {report.unpaid.length}.
      </Typography>
      {report.unpaid.length > 0 && (
        <List dense aria-label="Players not paid">
          {report.unpaid.map((row) => (
            <ListItem key={`${row.player.uid}-${row.reason}`}>
              {row.player.name}, {formatRupeeAmount(row.amount)}: {UNPAID_WORDS[row.reason]}
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
