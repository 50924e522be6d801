import type { GuestProfile } from '@soglia/api-client';

export const makeProfile = (overrides: Partial<GuestProfile> = {}): GuestProfile => ({
  id: 7,
  apartment_name: 'Casa Soglia',
  name: 'Giulia Rossi',
  CIN: 'IT058091C2ABCDEF12',
  phone: '+39 333 123 4567',
  email: 'host@example.com',
  address: 'Via della Lungaretta 12, 00153 Roma',
  check_in_date: '2026-03-05',
  check_in_time: '15:00:00',
  check_out_date: '2026-03-09',
  check_out_time: '10:30:00',
  guest_type: null,
  guest_number: 2,
  registered_guests: 0,
  require_billing_info: false,
  got_billing_info: false,
  require_registration_form: true,
  require_document_photo: true,
  room_name: 'Camera Blu',
  ...overrides,
});
