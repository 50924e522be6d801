import type { BillingInfo } from '@soglia/api-client';
import { billingInfo } from '../db';

/** Columns selected as the wire shape (docs/api.md § Stays with their guests and billing data). */
export const billingColumns = {
  id: billingInfo.id,
  checkin_profile: billingInfo.checkinProfileId,
  person_type: billingInfo.personType,
  first_name: billingInfo.firstName,
  last_name: billingInfo.lastName,
  company_name: billingInfo.companyName,
  vat_number: billingInfo.vatNumber,
  tax_code: billingInfo.taxCode,
  address: billingInfo.address,
  city: billingInfo.city,
  postal_code: billingInfo.postalCode,
  country: billingInfo.country,
  email: billingInfo.email,
  sdi_code: billingInfo.sdiCode,
  pec: billingInfo.pec,
};

export type BillingRow = BillingInfo;
