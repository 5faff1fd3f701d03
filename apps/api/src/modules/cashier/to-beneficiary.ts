import type { Beneficiary, BeneficiaryType } from '@furlong/contract';
import type { BeneficiaryRow } from './beneficiaries.queries';

/** What a player or operator may see of a beneficiary: never the full account number. */
export function toBeneficiary(row: BeneficiaryRow): Beneficiary {
  return {
    uid: row.id,
    type: row.type as BeneficiaryType,
    displayName: beneficiaryDisplayName(row),
    maskedAccount: row.maskedAccount,
    ifsc: row.ifsc,
    vpa: row.vpa,
    data: { connector: row.connector },
    createdOn: row.createdAt.toISOString(),
  };
}

export function beneficiaryDisplayName(
  row: Pick<BeneficiaryRow, 'maskedAccount' | 'ifsc' | 'vpa'>,
): string {
  if (row.maskedAccount) return `Bank Account ${row.maskedAccount} (${row.ifsc ?? ''})`;
  return `UPI ${row.vpa ?? ''}`;
}
