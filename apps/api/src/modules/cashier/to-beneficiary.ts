import type { Beneficiary, BeneficiaryType } from '@furlong/contract';
import type { BeneficiaryRow } from './beneficiaries.queries';
import { beneficiaryAvailableFrom } from './beneficiary-cooling-off';

/**
 * What a player may see of a beneficiary: never the full account number, and when it can
 * first receive money (the cooling-off, BENEFICIARY_COOLING_OFF_HOURS).
 */
export function toBeneficiary(row: BeneficiaryRow, coolingOffHours: number): Beneficiary {
  return {
    uid: row.id,
    type: row.type as BeneficiaryType,
    displayName: beneficiaryDisplayName(row),
    maskedAccount: row.maskedAccount,
    ifsc: row.ifsc,
    vpa: row.vpa,
    data: { connector: row.connector },
    createdOn: row.createdAt.toISOString(),
    availableFrom: beneficiaryAvailableFrom(row.createdAt, coolingOffHours).toISOString(),
  };
}

export function beneficiaryDisplayName(
  row: Pick<BeneficiaryRow, 'maskedAccount' | 'ifsc' | 'vpa'>,
): string {
  if (row.maskedAccount) return `Bank Account ${row.maskedAccount} (${row.ifsc ?? ''})`;
  return `UPI ${row.vpa ?? ''}`;
}
