import { deleteResource, postJson, putJson, type CallOptions } from '../request';

export type PersonType = 'individual' | 'company';

export interface BillingInfo {
  id: number;
  checkin_profile: number;
  person_type: PersonType;
  first_name: string;
  last_name: string;
  company_name: string;
  vat_number: string;
  tax_code: string;
  address: string;
  city: string;
  postal_code: string;
  country: string;
  email: string;
  /** Codice destinatario SDI (7 characters) of an Italian company, or ''. */
  sdi_code: string;
  /** PEC address of an Italian company, or ''. */
  pec: string;
}

/**
 * The billing fields of the owner's forms (required ones answer the Italian messages). With an
 * Italian country (Italia, Italy, IT) the codice fiscale, partita IVA and CAP are checked, and a
 * company needs sdi_code or pec (messages: CHECK_MESSAGES_IT of `checks`).
 */
export interface OwnerBillingFields {
  person_type: PersonType;
  first_name: string;
  last_name: string;
  company_name?: string;
  vat_number?: string;
  tax_code?: string;
  address: string;
  city: string;
  postal_code: string;
  country: string;
  email: string;
}

/** Electronic-invoice addresses of an Italian company (one of the two is required for it). */
export interface InvoiceAddressFields {
  /** Codice destinatario SDI: 7 letters or digits. */
  sdi_code?: string;
  /** PEC e-mail address. */
  pec?: string;
}

/** POST /api/billing-info/: one of the owner's stays. */
export interface BillingInfoInput extends OwnerBillingFields, InvoiceAddressFields {
  checkin_profile: number;
}

/** PUT /api/billing-info/{id}/: the billing object (id and other extra fields are ignored). */
export interface BillingInfoUpdate extends OwnerBillingFields, InvoiceAddressFields {
  /** Omitted = the current stay. */
  checkin_profile?: number;
}

/**
 * The guest's billing form: individual needs first_name, last_name and tax_code; company needs
 * company_name and vat_number ('This field is required.'). The Italian checks answer
 * CHECK_MESSAGES_EN, with their check codes as the field errors' codes.
 */
export interface GuestBillingInput {
  person_type: PersonType;
  first_name?: string;
  last_name?: string;
  company_name?: string;
  vat_number?: string;
  tax_code?: string;
  address: string;
  city: string;
  postal_code: string;
  country: string;
  email: string;
  sdi_code?: string;
  pec?: string;
}

/** The stored row; the stay's got_billing_info is true from now on. */
export interface GuestBillingResponse extends BillingInfo {
  got_billing_info: true;
}

export function createBillingInfo(
  input: BillingInfoInput,
  options?: CallOptions,
): Promise<BillingInfo> {
  return postJson('/api/billing-info/', input, options);
}

export function updateBillingInfo(
  id: number,
  input: BillingInfoUpdate,
  options?: CallOptions,
): Promise<BillingInfo> {
  return putJson(`/api/billing-info/${id}/`, input, options);
}

export function deleteBillingInfo(id: number, options?: CallOptions): Promise<void> {
  return deleteResource(`/api/billing-info/${id}/`, options);
}

/** Guest side: stored on the guest's own stay (taken from the token, never from the body). */
export function createGuestBillingInfo(
  input: GuestBillingInput,
  options?: CallOptions,
): Promise<GuestBillingResponse> {
  return postJson('/api/guest-billing-info/', input, options);
}
