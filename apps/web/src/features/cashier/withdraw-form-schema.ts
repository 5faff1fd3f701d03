import { CASHIER_MESSAGES, withdrawAmountSchema } from '@furlong/contract';
import { z } from 'zod';

/**
 * The withdraw form: the contract's amount rule (positive, two decimals, at most ₹25000)
 * plus the player's withdrawable balance, which only this screen knows. The amount is typed
 * as text; an empty or non-numeric entry reads as the amount message.
 */
export function withdrawFormSchema(withdrawableRupees: number) {
  return z.object({
    beneficiaryId: z.string().min(1, CASHIER_MESSAGES.selectBeneficiary),
    amount: z
      .string()
      .trim()
      .transform((text) => (text === '' ? Number.NaN : Number(text)))
      .pipe(withdrawAmountSchema)
      .refine((rupees) => rupees <= withdrawableRupees, CASHIER_MESSAGES.withdrawable),
  });
}

export type WithdrawFormInput = z.input<ReturnType<typeof withdrawFormSchema>>;
export type WithdrawFormValues = z.output<ReturnType<typeof withdrawFormSchema>>;
