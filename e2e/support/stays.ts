import { ApiSession } from './api.ts';

// Arranging stays through the API for the Soggiorni flows: the host creates check-in profiles,
// their guests register as the guest app does (multipart, with document photos).

export interface Guest {
  id: number;
  first_name: string;
  last_name: string;
  place_of_issue: string;
}
export interface Billing {
  id: number;
  city: string;
}
export interface Stay {
  id: number;
  surname: string;
  guests: Guest[];
  billing_info: Billing[];
}

/**
 * yyyy-mm-dd in the apartments' time zone (Europe/Rome), `days` calendar days from today (as the
 * API and the console count them; exact on the days the clocks change too).
 */
export const romeDate = (days = 0) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * Switches the demo apartment's "Identificazione de visu" off, for flows that open doors and are
 * not about the identification at the door.
 */
export async function withoutIdentification(owner: ApiSession) {
  const [apartment] =
    await owner.get<{ id: number; name: string; address: string; CIN: string }[]>(
      '/api/apartments/',
    );
  const { name, address, CIN } = apartment;
  await owner.put(`/api/apartments/${apartment.id}/`, {
    name,
    address,
    CIN,
    identification_required: false,
  });
}

/** A stay created by the host; its guest's credentials come back in the answer. */
export async function createStay(
  owner: ApiSession,
  name: string,
  surname: string,
  days: number,
  guests: number,
  checkInTime = '15:00',
) {
  const [apartment] = await owner.get<{ id: number }[]>('/api/apartments/');
  const [room] = await owner.get<{ id: number }[]>(`/api/rooms/?apartment=${apartment.id}`);
  return owner.post<{ id: number; username: string; psw: string }>('/api/register/checkin/', {
    name,
    surname,
    source: 'Booking.com',
    guest_number: guests,
    check_in_date: romeDate(days),
    check_out_date: romeDate(days + 3),
    check_in_time: checkInTime,
    check_out_time: '10:00',
    password: 'K7M2P9QX',
    apartment: apartment.id,
    room: room.id,
    require_registration_form: true,
    require_document_photo: true,
    require_billing_info: false,
  });
}

/** Registers a guest the way the guest app does: multipart, logged in as the stay's guest. */
export async function registerAsGuest(
  apiUrl: string,
  credentials: { username: string; psw: string },
  fields: Record<string, string>,
  photos: { document_photo: Blob; document_photo_back?: Blob },
) {
  const guest = await ApiSession.login(apiUrl, credentials.username, credentials.psw);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('document_photo', photos.document_photo, 'fronte');
  if (photos.document_photo_back)
    form.append('document_photo_back', photos.document_photo_back, 'retro');
  await guest.post('/api/guests-registration/', form);
}
