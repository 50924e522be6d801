import type { GuestBillingInput, PersonType } from '@soglia/api-client';

export type BillingField =
  | 'first_name'
  | 'last_name'
  | 'tax_code'
  | 'company_name'
  | 'vat_number'
  | 'sdi_code'
  | 'pec'
  | 'address'
  | 'city'
  | 'postal_code'
  | 'country'
  | 'email';

export type BillingValues = { person_type: PersonType | '' } & Record<BillingField, string>;

const ALWAYS: BillingField[] = ['address', 'city', 'postal_code', 'country', 'email'];
const BY_TYPE: Record<PersonType, BillingField[]> = {
  individual: ['first_name', 'last_name', 'tax_code'],
  company: ['company_name', 'vat_number', 'sdi_code', 'pec'],
};

/** Electronic-invoice addresses: an Italian company gives one of the two (checked below). */
export const OPTIONAL_BILLING_FIELDS: ReadonlySet<BillingField> = new Set(['sdi_code', 'pec']);

/** The fields shown for a person type, in form order (docs/api.md § Guest endpoints). */
export const billingFieldsOf = (type: PersonType | ''): BillingField[] => [
  ...(type ? BY_TYPE[type] : []),
  ...ALWAYS,
];

/** Names of the required fields left empty (person_type included). */
export function missingBillingFields(values: BillingValues): string[] {
  if (!values.person_type) return ['person_type'];
  return billingFieldsOf(values.person_type).filter(
    (field) => !OPTIONAL_BILLING_FIELDS.has(field) && !values[field].trim(),
  );
}

/** The request body: only the fields of the chosen person type, trimmed. */
export function billingBody(values: BillingValues): GuestBillingInput {
  const type = values.person_type as PersonType;
  const body: Record<string, string> = { person_type: type };
  for (const field of billingFieldsOf(type)) {
    const value = values[field].trim();
    if (value || !OPTIONAL_BILLING_FIELDS.has(field)) body[field] = value;
  }
  return body as unknown as GuestBillingInput;
}
