import type { IdentificationGuest, IdentificationStay } from '@soglia/api-client';
import type { IdentificationServerMessage } from '@soglia/api-client/realtime';

// The stay of the identification tests and stories: the Rossi family of the Soggiorni week
// (testing/stays.ts) at the door of Casa Soglia, with the same guests and document photos.

export const guestOf = (overrides: Partial<IdentificationGuest> = {}): IdentificationGuest => ({
  id: 40,
  first_name: 'Giulia',
  last_name: 'Rossi',
  date_of_birth: '1990-04-18',
  document_type: 'identity card',
  document_number: 'CA12345BX',
  document_photo: '/api/media/guests/40/front/',
  document_photo_back: '/api/media/guests/40/back/',
  identification_status: null,
  identified_at: null,
  ...overrides,
});

/**
 * Giulia (an ID card, front and back), Marco (a passport, one PDF page) and Sofia (a child's
 * ID card without photos), none identified yet.
 */
export const rossiStay = (overrides: Partial<IdentificationStay> = {}): IdentificationStay => ({
  profile_id: 30,
  name: 'Giulia',
  surname: 'Rossi',
  apartment_name: 'Casa Soglia',
  room_name: 'Camera Blu',
  check_in_date: '2026-03-05',
  check_out_date: '2026-03-09',
  guest_number: 3,
  identified_at: null,
  identified_by: null,
  method: null,
  guests: [
    guestOf(),
    guestOf({
      id: 41,
      first_name: 'Marco',
      last_name: 'Rossi',
      date_of_birth: '1987-11-02',
      document_type: 'passport',
      document_number: 'YA1234567',
      document_photo: '/api/media/guests/41/front/',
      document_photo_back: null,
    }),
    guestOf({
      id: 42,
      first_name: 'Sofia',
      last_name: 'Rossi',
      date_of_birth: '2016-06-21',
      document_number: 'CA98765ZZ',
      document_photo: null,
      document_photo_back: null,
    }),
  ],
  ...overrides,
});

/** The ring of the Rossi family's call from the Portone. */
export const ringOf = (
  callId = 7,
  stay: IdentificationStay = rossiStay(),
): Extract<IdentificationServerMessage, { type: 'call.ringing' }> => ({
  type: 'call.ringing',
  call_id: callId,
  door_name: 'Portone',
  created_at: '2026-03-05T17:42:00.000Z',
  stay,
});

/** The stay after the host's outcome for one guest (the stay identified once all are). */
export function withOutcome(
  stay: IdentificationStay,
  registrationId: number,
  outcome: 'identified' | 'mismatch',
  at = '2026-03-05T17:45:00.000Z',
): IdentificationStay {
  const guests = stay.guests.map((guest) =>
    guest.id === registrationId
      ? { ...guest, identification_status: outcome, identified_at: at }
      : guest,
  );
  const all = guests.length > 0 && guests.every((g) => g.identification_status === 'identified');
  return {
    ...stay,
    guests,
    identified_at: all ? at : null,
    identified_by: all ? 1 : null,
    method: all ? 'video_call' : null,
  };
}
