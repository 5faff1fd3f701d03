import {
  CASHIER_MESSAGES,
  DEFAULT_PAYOUT_CONNECTOR,
  type Beneficiary,
  type BeneficiaryType,
} from '@furlong/contract';
import type { MessageId } from '../../i18n/catalogues';

/**
 * The two withdraw screens (spec section 2): the instant one pays bank accounts through the
 * payout connector and adds beneficiaries with addBeneficiaryV2 (Bank Account only); the
 * legacy one pays bank accounts and UPI handles, up to 3 working days.
 */
export type WithdrawVersion = 'instant' | 'legacy';

interface WithdrawVersionFacts {
  /** The catalogue's words for how long a payout takes. */
  timing: MessageId;
  successMessage: string;
  /** Which beneficiaries this screen can pay, and which the add dialog offers. */
  beneficiaryTypes: readonly BeneficiaryType[];
  /** details.connector of the request (the newer version only). */
  connectorOf: (beneficiary: Beneficiary) => string | undefined;
}

export const WITHDRAW_VERSIONS: Record<WithdrawVersion, WithdrawVersionFacts> = {
  instant: {
    timing: 'cashier.timing.instant',
    successMessage: CASHIER_MESSAGES.withdrawSuccessInstant,
    beneficiaryTypes: ['BANK'],
    connectorOf: (beneficiary) => beneficiary.data.connector ?? DEFAULT_PAYOUT_CONNECTOR,
  },
  legacy: {
    timing: 'cashier.timing.legacy',
    successMessage: CASHIER_MESSAGES.withdrawSuccessLegacy,
    beneficiaryTypes: ['BANK', 'VPA'],
    connectorOf: () => undefined,
  },
};

/** Spec section 9: the form resets 2 seconds after a successful withdrawal. */
export const WITHDRAW_RESET_MS = 2000;
