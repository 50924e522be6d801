import type { GuestBillingInput, PersonType } from '@soglia/api-client';

export type BillingField =
  | 'first_name'
  | 'last_name'
  | 'tax_code'
  | 'company_name'
  | 'vat_number'
  | 'address'
  | 'city'
  | 'postal_code'
  | 'country'
  | 'email';

export type BillingValues = { person_type: PersonType | '' } & Record<BillingField, string>;

const ALWAYS: BillingField[] = ['address', 'city', 'postal_code', 'country', 'email'];
const BY_TYPE: Record<PersonType, BillingField[]> = {
  individual: ['first_name', 'last_name', 'tax_code'],
  company: ['company_name', 'vat_number'],
};

/** SPEC §2/§5: the fields shown for a person type, in form order. */
export const billingFieldsOf = (type: PersonType | ''): BillingField[] => [
  ...(type ? BY_TYPE[type] : []),
  ...ALWAYS,
];

/** Names of the required fields left empty (person_type included). */
export function missingBillingFields(values: BillingValues): string[] {
  if (!values.person_type) return ['person_type'];
  return billingFieldsOf(values.person_type).filter((field) => !values[field].trim());
}

/** The request body: only the fields of the chosen person type, trimmed. */
export function billingBody(values: BillingValues): GuestBillingInput {
  const type = values.person_type as PersonType;
  const body: Record<string, string> = { person_type: type };
  for (const field of billingFieldsOf(type)) body[field] = values[field].trim();
  return body as unknown as GuestBillingInput;
}
