import {
  BRAND,
  MESSAGES,
  registerBodySchema,
  registrationPanSchema,
  type RegisterBody,
} from '@furlong/contract';
import { z } from 'zod';

const traits = registerBodySchema.shape.customer.shape.traits.shape;

/** Day, Month and Year selects make one YYYY-MM-DD day, or '' while any is unset. */
const dateOfBirthPartsSchema = z
  .object({ day: z.string(), month: z.string(), year: z.string() })
  .transform(({ day, month, year }) =>
    day && month && year ? `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` : '',
  )
  .pipe(traits.dateOfBirth);

/** The registration form: the contract's field rules, shaped the way the form asks for them. */
export const signUpFormSchema = z.object({
  firstname: traits.firstname,
  lastname: traits.lastname,
  email: traits.email,
  mobile: traits.mobile,
  dateOfBirth: dateOfBirthPartsSchema,
  password: registerBodySchema.shape.password,
  // A string first, so the empty "choose a state" option is a value the form can hold.
  state: z.string().pipe(traits.state),
  // Held by the retail page's field only: the dialog sends no PAN.
  taxNumber: z
    .string()
    .optional()
    .transform((): string | undefined => undefined),
  acceptsTerms: z.boolean().refine((accepted) => accepted, MESSAGES.terms),
});
export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpFormValues = z.output<typeof signUpFormSchema>;

/** The retail registration page asks for the PAN as well, and needs it (spec section 5). */
export const retailSignUpFormSchema: z.ZodType<SignUpFormValues, SignUpFormInput> =
  signUpFormSchema.extend({ taxNumber: registrationPanSchema });

export const emptySignUpForm: SignUpFormInput = {
  firstname: '',
  lastname: '',
  email: '',
  mobile: '',
  dateOfBirth: { day: '', month: '', year: '' },
  password: '',
  state: '',
  taxNumber: '',
  acceptsTerms: false,
};

export function toRegisterBody(values: SignUpFormValues): RegisterBody {
  const { firstname, lastname, email, mobile, dateOfBirth, state, password, taxNumber } = values;
  return {
    customer: {
      traits: {
        firstname,
        lastname,
        email,
        mobile,
        dateOfBirth,
        state,
        ...(taxNumber === undefined ? {} : { taxNumber }),
      },
      brand: BRAND,
      // One checkbox accepts both, as the form says.
      acceptances: { tnc: true, privacyPolicy: true },
    },
    password,
  };
}

/** The form field a server issue path ('customer.traits.email') belongs to. */
export function formFieldOf(issuePath: string): keyof SignUpFormInput | undefined {
  const field = issuePath.split('.').at(-1);
  const fields: Record<string, keyof SignUpFormInput> = {
    firstname: 'firstname',
    lastname: 'lastname',
    email: 'email',
    mobile: 'mobile',
    dateOfBirth: 'dateOfBirth',
    state: 'state',
    taxNumber: 'taxNumber',
    password: 'password',
    tnc: 'acceptsTerms',
    privacyPolicy: 'acceptsTerms',
  };
  return field === undefined ? undefined : fields[field];
}
