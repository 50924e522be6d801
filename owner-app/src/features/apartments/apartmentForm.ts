import type { Apartment, ApartmentInput } from '@soglia/api-client';

/** The apartment form's fields, as the inputs hold them. */
export interface ApartmentFormValues {
  name: string;
  address: string;
  phone: string;
  email: string;
  CIN: string;
  /** The comune chosen from the Alloggiati list: its code, and its name as shown ('Roma (RM)'). */
  comune_code: string;
  comune_name: string;
  google_maps_link: string;
  shelly: boolean;
  server_uri: string;
  auth_key: string;
  get_guest_info: boolean;
  get_document_photo: boolean;
  get_billing_info: boolean;
  identification_required: boolean;
  /** Seconds, as the select holds them. */
  identification_ring_seconds: string;
  /** HH:MM: the times of the stays the channels' calendars bring. */
  default_check_in_time: string;
  default_check_out_time: string;
}

/** The ring times the form offers (seconds); an apartment's other value is offered too. */
export const RING_CHOICES = [60, 120, 180, 300, 600] as const;

export const toValues = (apartment?: Apartment): ApartmentFormValues => ({
  name: apartment?.name ?? '',
  address: apartment?.address ?? '',
  phone: apartment?.phone ?? '',
  email: apartment?.email ?? '',
  CIN: apartment?.CIN ?? '',
  comune_code: apartment?.comune_code ?? '',
  comune_name: apartment?.comune_name ?? '',
  google_maps_link: apartment?.google_maps_link ?? '',
  shelly: apartment?.shelly ?? false,
  server_uri: apartment?.server_uri ?? '',
  auth_key: '',
  get_guest_info: apartment?.get_guest_info ?? false,
  get_document_photo: apartment?.get_document_photo ?? false,
  get_billing_info: apartment?.get_billing_info ?? false,
  // On for a new apartment, as the API's default (docs/product.md § Identification at the door).
  identification_required: apartment?.identification_required ?? true,
  identification_ring_seconds: String(apartment?.identification_ring_seconds ?? 120),
  // The API's defaults for a new apartment.
  default_check_in_time: apartment?.default_check_in_time.slice(0, 5) ?? '15:00',
  default_check_out_time: apartment?.default_check_out_time.slice(0, 5) ?? '10:00',
});

export const toInput = (values: ApartmentFormValues): ApartmentInput => ({
  name: values.name.trim(),
  address: values.address.trim(),
  CIN: values.CIN.trim(),
  comune_code: values.comune_code,
  phone: values.phone.trim(),
  email: values.email.trim(),
  google_maps_link: values.google_maps_link.trim(),
  shelly: values.shelly,
  // Remote lock off: no server and no key (docs/api.md § Apartments).
  server_uri: values.shelly ? values.server_uri.trim() : '',
  auth_key: values.shelly ? values.auth_key.trim() : '',
  get_guest_info: values.get_guest_info,
  get_document_photo: values.get_document_photo,
  get_billing_info: values.get_billing_info,
  identification_required: values.identification_required,
  identification_ring_seconds: Number(values.identification_ring_seconds),
  default_check_in_time: values.default_check_in_time,
  default_check_out_time: values.default_check_out_time,
});

/** True when saving `values` would store exactly what `apartment` already has. */
export function isUnchanged(apartment: Apartment, values: ApartmentFormValues): boolean {
  const before = toInput(toValues(apartment));
  const after = toInput(values);
  return (Object.keys(after) as (keyof ApartmentInput)[]).every(
    (key) => before[key] === after[key],
  );
}
