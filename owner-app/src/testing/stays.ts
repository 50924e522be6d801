import type { Stay } from '@soglia/api-client';
import { makeBilling, makeGuest, makeStay } from '@soglia/api-client/testing/fixtures';

/** A week in March 2026: the range the Soggiorni tests and stories search. */
export const MARCH_WEEK = { from: '2026-03-02', to: '2026-03-15' };

/**
 * Three stays of a Roman host, in the order the results show them: a family with three guests
 * (an image ID front and back, a PDF passport, a child without documents whose place of birth
 * was typed freely, 'Monaco', and is still to review) and a billing row;
 * a single guest with a passport; a group that has registered nobody yet.
 */
export function makeWeekOfStays(): Stay[] {
  return [
    makeStay({
      id: 30,
      apartment_name: 'Casa Soglia',
      guest_number: 3,
      registered_guests: 3,
      guests: [
        makeGuest({
          id: 40,
          checkin_profile: 30,
          place_of_birth: 'Bologna (BO)',
          place_of_issue: 'Bologna (BO)',
        }),
        makeGuest({
          id: 41,
          checkin_profile: 30,
          first_name: 'Marco',
          last_name: 'Rossi',
          date_of_birth: '1987-11-02',
          gender: 'M',
          place_of_birth: 'Roma (RM)',
          place_of_birth_code: '412058091',
          document_type: 'passport',
          document_number: 'YA1234567',
          place_of_issue: 'Roma (RM)',
          place_of_issue_code: '412058091',
          document_photo: '/api/media/guests/41/front/',
          document_photo_back: null,
        }),
        makeGuest({
          id: 42,
          checkin_profile: 30,
          first_name: 'Sofia',
          last_name: 'Rossi',
          date_of_birth: '2016-06-21',
          // Typed freely before places were chosen from a list: no code, the host must choose.
          place_of_birth: 'Monaco',
          place_of_birth_code: '',
          places_to_review: ['place_of_birth'],
          document_number: 'CA98765ZZ',
          place_of_issue: 'Roma (RM)',
          place_of_issue_code: '412058091',
          document_photo: null,
          document_photo_back: null,
        }),
      ],
      billing_info: [makeBilling({ id: 50, checkin_profile: 30 })],
    }),
    makeStay({
      id: 31,
      apartment_name: 'Attico Trastevere',
      name: 'Luca',
      surname: 'Bianchi',
      check_in_date: '2026-03-07',
      check_out_date: '2026-03-10',
      guest_type: 'ospite singolo',
      guest_number: 1,
      registered_guests: 1,
      got_billing_info: false,
      guests: [
        makeGuest({
          id: 43,
          checkin_profile: 31,
          first_name: 'Luca',
          last_name: 'Bianchi',
          date_of_birth: '1979-01-30',
          gender: 'M',
          citizenship: 'Italia',
          place_of_birth: 'Napoli (NA)',
          place_of_birth_code: '415063049',
          document_type: 'passport',
          document_number: 'YB7654321',
          place_of_issue: 'Napoli (NA)',
          place_of_issue_code: '415063049',
          document_photo: '/api/media/guests/43/front/',
          document_photo_back: null,
        }),
      ],
      billing_info: [],
    }),
    makeStay({
      id: 32,
      apartment_name: 'Casa Soglia',
      name: 'Chiara',
      surname: 'Esposito',
      check_in_date: '2026-03-12',
      check_out_date: '2026-03-15',
      guest_type: 'gruppo',
      guest_number: 4,
      registered_guests: 0,
      got_billing_info: false,
      guests: [],
      billing_info: [],
    }),
  ];
}
