import {
  ACCOUNT_NUMBER_PATTERN,
  CASHIER_MESSAGES,
  DEFAULT_PAYOUT_CONNECTOR,
  IFSC_PATTERN,
  MESSAGES,
  OTP_PATTERN,
  VPA_PATTERN,
  type AddBeneficiaryBody,
  type BeneficiaryType,
} from '@furlong/contract';
import { z } from 'zod';

/** addBeneficiary offers both types; addBeneficiaryV2 a bank account only (spec section 5). */
export type BeneficiaryDialogVersion = 'v1' | 'v2';

export const BENEFICIARY_TYPE_OPTIONS: Record<
  BeneficiaryDialogVersion,
  readonly { value: BeneficiaryType; label: string }[]
> = {
  v1: [
    { value: 'BANK', label: 'Bank Account' },
    { value: 'VPA', label: 'VPA' },
  ],
  v2: [{ value: 'BANK', label: 'Bank Account' }],
};

export const EMPTY_OTP = ['', '', '', '', '', ''];

/** Confirmed with the account password, or with a code sent to the mobile. */
export type Confirmation = 'PASSWORD' | 'OTP';

/**
 * The dialog's fields, with the contract's patterns and the spec's messages: only the fields
 * of the chosen type are checked, and only the chosen confirmation.
 */
export const beneficiaryFormSchema = z
  .object({
    type: z.enum(['', 'BANK', 'VPA']),
    bankAccount: z.string().trim(),
    ifsc: z.string().trim().toUpperCase(),
    vpa: z.string().trim(),
    confirmation: z.enum(['PASSWORD', 'OTP']),
    password: z.string(),
    /** The six code boxes. */
    otp: z.array(z.string()).transform((digits) => digits.join('')),
  })
  .superRefine((values, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (values.type === '') issue('type', CASHIER_MESSAGES.beneficiaryType);
    if (values.type === 'BANK') {
      if (!ACCOUNT_NUMBER_PATTERN.test(values.bankAccount)) {
        issue('bankAccount', CASHIER_MESSAGES.accountNumber);
      }
      if (!IFSC_PATTERN.test(values.ifsc)) issue('ifsc', CASHIER_MESSAGES.ifsc);
    }
    if (values.type === 'VPA' && !VPA_PATTERN.test(values.vpa)) {
      issue('vpa', CASHIER_MESSAGES.vpa);
    }
    if (values.confirmation === 'PASSWORD' && values.password === '') {
      issue('password', CASHIER_MESSAGES.confirmationRequired);
    }
    if (values.confirmation === 'OTP' && !OTP_PATTERN.test(values.otp)) {
      issue('otp', MESSAGES.otpInvalid);
    }
  });

export type BeneficiaryFormInput = z.input<typeof beneficiaryFormSchema>;
export type BeneficiaryFormValues = z.output<typeof beneficiaryFormSchema>;

export function emptyBeneficiaryForm(version: BeneficiaryDialogVersion): BeneficiaryFormInput {
  // V2 has one type only: asking the player to pick it would be a step for nothing.
  const type = version === 'v2' ? 'BANK' : '';
  return {
    type,
    bankAccount: '',
    ifsc: '',
    vpa: '',
    confirmation: 'PASSWORD',
    password: '',
    otp: EMPTY_OTP,
  };
}

/** The spec's body: only the chosen type's fields; V2 also names the payout connector. */
export function toBeneficiaryBody(
  values: BeneficiaryFormValues,
  version: BeneficiaryDialogVersion,
): AddBeneficiaryBody {
  const proof = values.confirmation === 'OTP' ? { otp: values.otp } : { password: values.password };
  const account =
    values.type === 'VPA'
      ? { type: 'VPA' as const, vpa: values.vpa }
      : { type: 'BANK' as const, bankAccount: values.bankAccount, ifsc: values.ifsc };
  const data = version === 'v2' ? { data: { connector: DEFAULT_PAYOUT_CONNECTOR } } : {};
  return { ...account, ...data, ...proof };
}
