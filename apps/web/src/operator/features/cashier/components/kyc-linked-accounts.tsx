import type { AccountStanding, KycLinkedAccount } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const SHARE_WORDS: Record<KycLinkedAccount['shares'][number], string> = {
  PAN: 'PAN',
  BANK_ACCOUNT: 'bank account',
  VPA: 'UPI ID',
};
const STANDING_WORDS: Record<AccountStanding, string> = {
  ACTIVE: 'Active',
  TIMED_OUT: 'Timed out',
  SELF_EXCLUDED: 'Self-excluded',
  CLOSED: 'Closed',
};
const STANDING_TONES = {
  ACTIVE: 'default',
  TIMED_OUT: 'warning',
  SELF_EXCLUDED: 'error',
  CLOSED: 'error',
} as const satisfies Record<AccountStanding, string>;

/** An account linked to a self-excluded or closed one is never verified (decision 047). */
export const isBlockedByLink = (accounts: KycLinkedAccount[]) =>
  accounts.some((account) => account.standing === 'SELF_EXCLUDED' || account.standing === 'CLOSED');

/**
 * One person, one account: the other accounts sharing this one's PAN, a bank account or a UPI
 * ID, each with its standing. Their presence makes approval a two-operator decision.
 */
export function KycLinkedAccounts({ accounts }: { accounts: KycLinkedAccount[] }) {
  if (accounts.length === 0) return null;
  return (
    <Alert severity={isBlockedByLink(accounts) ? 'error' : 'warning'}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {isBlockedByLink(accounts)
          ? 'Linked to a self-excluded or closed account: this PAN cannot be approved.'
          : 'Linked to other accounts: approval needs a second operator.'}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }} aria-label="Linked accounts">
        {accounts.map((account) => (
          <li key={account.uid}>
            <Typography variant="body2" component="span">
              {`${account.name} · ${account.email} · shares ${account.shares
                .map((share) => SHARE_WORDS[share])
                .join(', ')} · KYC ${account.kycVerificationStatus} `}
            </Typography>
            <Chip
              size="small"
              label={STANDING_WORDS[account.standing]}
              color={STANDING_TONES[account.standing]}
            />
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
