import {
  rupeesToPaise,
  type CustomerSelf,
  type FundsTransfer,
  type Wallet,
} from '@furlong/contract';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { useT, type Translator } from '../../../i18n/use-t';
import { beneficiariesQuery } from '../api/get-beneficiaries';
import { WITHDRAW_VERSIONS, type WithdrawVersion } from '../withdraw-version';
import { KycGate } from './kyc-gate';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';

interface WithdrawPanelProps {
  version: WithdrawVersion;
  player: CustomerSelf;
  wallet: Wallet;
  onAddBeneficiary: () => void;
  onUploadPan: () => void;
  onWithdrawn: (transfer: FundsTransfer) => void;
  detailPath: (id: string) => string;
}

/**
 * Why the withdrawable figure is smaller than the balance: the ledger keeps deposits and
 * cash paid in at a counter apart from winnings, and only winnings are paid out.
 */
export function describeWithdrawable(wallet: Wallet, { t, money }: Translator): string {
  const cash = wallet.pockets.cash.amount;
  if (cash <= wallet.withdrawable.amount) return t('cashier.withdrawable.rule');
  return t('cashier.withdrawable.ruleWithCash', { cash: money(rupeesToPaise(cash)) });
}

/** A withdraw screen: timing, withdrawable balance, the form (or the KYC gate), the list. */
export function WithdrawPanel(props: WithdrawPanelProps) {
  const { version, player, wallet } = props;
  const withdrawable = wallet.withdrawable.amount;
  const translator = useT();
  const { t, money } = translator;
  return (
    <Box component="section" aria-labelledby="withdraw-title" sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography id="withdraw-title" variant="h2">
          {t('cashier.withdraw')}
        </Typography>
        <Typography color="text.secondary">{t(WITHDRAW_VERSIONS[version].timing)}</Typography>
      </Box>
      <Box>
        <Typography data-testid="withdrawable">
          {t('cashier.withdrawable', { amount: money(rupeesToPaise(withdrawable)) })}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="withdrawable-note">
          {describeWithdrawable(wallet, translator)}
        </Typography>
      </Box>
      {player.kycVerified ? (
        <BeneficiariesThenForm {...props} withdrawableRupees={withdrawable} />
      ) : (
        <KycGate player={player} onUpload={props.onUploadPan} />
      )}
      <Divider />
      <WithdrawalList detailPath={props.detailPath} />
    </Box>
  );
}

function BeneficiariesThenForm(props: WithdrawPanelProps & { withdrawableRupees: number }) {
  const beneficiaries = useQuery(beneficiariesQuery);
  const { t } = useT();
  if (beneficiaries.isPending) return <PageLoading label={t('cashier.beneficiaries.loading')} />;
  if (beneficiaries.isError) {
    return <LoadError error={beneficiaries.error} onRetry={() => void beneficiaries.refetch()} />;
  }
  const payable = WITHDRAW_VERSIONS[props.version].beneficiaryTypes;
  return (
    <WithdrawForm
      version={props.version}
      beneficiaries={beneficiaries.data.filter((beneficiary) => payable.includes(beneficiary.type))}
      withdrawableRupees={props.withdrawableRupees}
      onAddBeneficiary={props.onAddBeneficiary}
      onWithdrawn={props.onWithdrawn}
    />
  );
}
