import { DEPOSIT_MESSAGES, depositAmountSchema, type DepositBody } from '@furlong/contract';
import { z } from 'zod';

/** What the player picks: UPI (their app on a phone, a collect request to their VPA on a desktop) or net banking. */
export const DEPOSIT_CHOICES = ['UPI', 'NETBANKING'] as const;
export type DepositChoice = (typeof DEPOSIT_CHOICES)[number];

const VPA = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/**
 * The deposit form: the contract's amount rule, typed as text; a VPA only for a UPI collect
 * request, which is how UPI works away from a phone.
 */
export function depositFormSchema(isPhone: boolean) {
  return z
    .object({
      amount: z
        .string()
        .trim()
        .transform((text) => (text === '' ? Number.NaN : Number(text)))
        .pipe(depositAmountSchema),
      choice: z.enum(DEPOSIT_CHOICES, { error: DEPOSIT_MESSAGES.method }),
      vpa: z.string().trim(),
    })
    .superRefine((form, ctx) => {
      if (form.choice === 'UPI' && !isPhone && !VPA.test(form.vpa))
        ctx.addIssue({ code: 'custom', path: ['vpa'], message: DEPOSIT_MESSAGES.vpa });
    });
}

export type DepositFormInput = z.input<ReturnType<typeof depositFormSchema>>;
export type DepositFormValues = z.output<ReturnType<typeof depositFormSchema>>;

/** The request the form's values make on this device. */
export function toDepositBody(values: DepositFormValues, isPhone: boolean): DepositBody {
  if (values.choice === 'NETBANKING')
    return {
      transferType: 'DEPOSIT',
      amount: values.amount,
      currency: 'INR',
      method: 'NETBANKING',
    };
  return isPhone
    ? { transferType: 'DEPOSIT', amount: values.amount, currency: 'INR', method: 'UPI_INTENT' }
    : {
        transferType: 'DEPOSIT',
        amount: values.amount,
        currency: 'INR',
        method: 'UPI_COLLECT',
        vpa: values.vpa,
      };
}
