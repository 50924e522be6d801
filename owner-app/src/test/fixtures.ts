import type { Apartment } from '@soglia/api-client';

export const makeApartment = (overrides: Partial<Apartment> = {}): Apartment => ({
  id: 1,
  name: 'Casa Soglia',
  address: 'Via della Lungaretta 12, 00153 Roma',
  phone: '',
  email: '',
  CIN: '',
  google_maps_link: '',
  shelly: false,
  server_uri: '',
  auth_key: '',
  get_guest_info: true,
  get_document_photo: true,
  get_billing_info: false,
  language_informations: [],
  ...overrides,
});
