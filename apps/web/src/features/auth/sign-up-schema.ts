import { BRAND, MESSAGES, registerBodySchema, type RegisterBody } from '@furlong/contract';
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
  acceptsTerms: z.boolean().refine((accepted) => accepted, MESSAGES.terms),
});
export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpFormValues = z.output<typeof signUpFormSchema>;

export const emptySignUpForm: SignUpFormInput = {
  firstname: '',
  lastname: '',
  email: '',
  mobile: '',
  dateOfBirth: { day: '', month: '', year: '' },
  password: '',
  state: '',
  acceptsTerms: false,
};

export function toRegisterBody(values: SignUpFormValues): RegisterBody {
  const { firstname, lastname, email, mobile, dateOfBirth, state, password } = values;
  return {
    customer: {
      traits: { firstname, lastname, email, mobile, dateOfBirth, state },
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
    password: 'password',
    tnc: 'acceptsTerms',
    privacyPolicy: 'acceptsTerms',
  };
  return field === undefined ? undefined : fields[field];
}
