import { maskAccountNumber, type Beneficiary, type BeneficiaryType } from '@furlong/contract';
import type { BeneficiaryRow } from './beneficiaries.queries';

/** What a player or operator may see of a beneficiary: never the full account number. */
export function toBeneficiary(row: BeneficiaryRow): Beneficiary {
  const maskedAccount = row.accountNumber ? maskAccountNumber(row.accountNumber) : null;
  return {
    uid: row.id,
    type: row.type as BeneficiaryType,
    displayName: beneficiaryDisplayName(row),
    maskedAccount,
    ifsc: row.ifsc,
    vpa: row.vpa,
    data: { connector: row.connector },
    createdOn: row.createdAt.toISOString(),
  };
}

export function beneficiaryDisplayName(
  row: Pick<BeneficiaryRow, 'accountNumber' | 'ifsc' | 'vpa'>,
): string {
  if (row.accountNumber)
    return `Bank Account ${maskAccountNumber(row.accountNumber)} (${row.ifsc ?? ''})`;
  return `UPI ${row.vpa ?? ''}`;
}
