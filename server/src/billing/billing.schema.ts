import { z } from 'zod';
import {
  CHECK_MESSAGES_EN,
  CHECK_MESSAGES_IT,
  italianBillingIssues,
} from '@soglia/api-client/checks';

export const BILLING_MAX = {
  first_name: 100,
  last_name: 100,
  company_name: 200,
  vat_number: 30,
  tax_code: 30,
  address: 255,
  city: 100,
  postal_code: 20,
  country: 100,
  email: 254,
  sdi_code: 10,
  pec: 254,
} as const;

export const personTypeSchema = z.enum(['individual', 'company']);

export const billingInfoSchema = z.object({
  id: z.number().int(),
  checkin_profile: z.number().int(),
  person_type: personTypeSchema,
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
  vat_number: z.string(),
  tax_code: z.string(),
  address: z.string(),
  city: z.string(),
  postal_code: z.string(),
  country: z.string(),
  email: z.string(),
  sdi_code: z.string(),
  pec: z.string(),
});

/**
 * Missing-field messages of the owner's billing forms
 * (docs/api.md § Stays with their guests and billing data).
 */
export const OWNER_REQUIRED = {
  person_type: 'Il tipo di persona è obbligatorio.',
  first_name: 'Il nome è obbligatorio.',
  last_name: 'Il cognome è obbligatorio.',
  address: "L'indirizzo è obbligatorio.",
  city: 'La città è obbligatoria.',
  postal_code: 'Il CAP è obbligatorio.',
  country: 'Il paese è obbligatorio.',
  email: "L'email è obbligatoria.",
} as const;

export const GUEST_REQUIRED = 'This field is required.';

const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** A required text whose missing / null / blank value answers `message`. */
const requiredText = (max: number, message: string) =>
  z
    .string({ error: (issue) => (isBlank(issue.input) ? message : undefined) })
    .trim()
    .min(1, message)
    .max(max);

const optionalText = (max: number) => z.string().trim().max(max).optional();

const requiredPersonType = (message: string) =>
  z.enum(['individual', 'company'], {
    error: (issue) => (isBlank(issue.input) ? message : undefined),
  });

const email = (message: string) => requiredText(BILLING_MAX.email, message).pipe(z.email());

/** The billing fields, each missing required field answering `required(field)`. */
const billingFields = (required: (field: keyof typeof OWNER_REQUIRED) => string) => ({
  person_type: requiredPersonType(required('person_type')),
  first_name: requiredText(BILLING_MAX.first_name, required('first_name')),
  last_name: requiredText(BILLING_MAX.last_name, required('last_name')),
  company_name: optionalText(BILLING_MAX.company_name),
  vat_number: optionalText(BILLING_MAX.vat_number),
  tax_code: optionalText(BILLING_MAX.tax_code),
  address: requiredText(BILLING_MAX.address, required('address')),
  city: requiredText(BILLING_MAX.city, required('city')),
  postal_code: requiredText(BILLING_MAX.postal_code, required('postal_code')),
  country: requiredText(BILLING_MAX.country, required('country')),
  email: email(required('email')),
  sdi_code: optionalText(BILLING_MAX.sdi_code),
  pec: optionalText(BILLING_MAX.pec),
});

export const ownerBillingFields = billingFields((field) => OWNER_REQUIRED[field]);

/** The Italian checks' issues, for the fields that passed their own rules. */
const addItalianIssues = (
  ctx: z.RefinementCtx,
  value: ItalianFields,
  messages: typeof CHECK_MESSAGES_IT,
) => {
  const failed = new Set(ctx.issues.map((issue) => issue.path?.[0]));
  for (const issue of italianBillingIssues(value, messages)) {
    if (!failed.has(issue.field)) {
      ctx.addIssue({
        code: 'custom',
        path: [issue.field],
        message: issue.message,
        params: { code: issue.code },
      });
    }
  }
};

/**
 * Adds the Italian checks with `messages`, even when other fields failed (italianBillingIssues:
 * the forms run the same function).
 */
const withItalianChecks = <S extends z.ZodType<ItalianFields>>(
  schema: S,
  messages: typeof CHECK_MESSAGES_IT,
) =>
  schema.superRefine(
    (value, ctx) => {
      if (typeof value !== 'object' || value === null) return;
      addItalianIssues(ctx, value, messages);
    },
    { when: () => true },
  );

type ItalianFields = Parameters<typeof italianBillingIssues>[0];

export const ownerBillingCreateBody = withItalianChecks(
  z.object({
    ...ownerBillingFields,
    checkin_profile: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
  }),
  CHECK_MESSAGES_IT,
);
export const ownerBillingUpdateBody = withItalianChecks(
  z.object({
    ...ownerBillingFields,
    checkin_profile: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1)
      .optional(),
  }),
  CHECK_MESSAGES_IT,
);
export type OwnerBillingUpdateBody = z.infer<typeof ownerBillingUpdateBody>;

/** The guest billing form (docs/api.md § Guest endpoints): person_type decides what is required. */
export const guestBillingBody = z
  .object({
    ...billingFields(() => GUEST_REQUIRED),
    // Required by person_type below.
    first_name: optionalText(BILLING_MAX.first_name),
    last_name: optionalText(BILLING_MAX.last_name),
  })
  .superRefine(
    (value, ctx) => {
      // Runs even when other fields failed, so every missing field is reported at once.
      if (typeof value !== 'object' || value === null) return;
      const needed =
        value.person_type === 'company'
          ? (['company_name', 'vat_number'] as const)
          : value.person_type === 'individual'
            ? (['first_name', 'last_name', 'tax_code'] as const)
            : [];
      for (const field of needed) {
        if (isBlank(value[field]))
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: GUEST_REQUIRED,
            params: { code: 'required' },
          });
      }
      addItalianIssues(ctx, value, CHECK_MESSAGES_EN);
    },
    { when: () => true },
  );
export type GuestBillingBody = z.infer<typeof guestBillingBody>;

export const guestBillingResponse = billingInfoSchema.extend({
  got_billing_info: z.literal(true),
});

export const billingIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
