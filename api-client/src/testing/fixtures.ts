import type {
  Apartment,
  BillingInfo,
  CheckinProfile,
  Door,
  DoorOpenAuditEntry,
  DoorStatusItem,
  GuestDoor,
  GuestProfile,
  GuestRegistration,
  GuestRoom,
  InfoEntry,
  LanguageInformation,
  LanguageInstruction,
  Room,
  Stay,
} from '../index';

// Wire objects with realistic Italian data, one consistent stay: apartment 1 "Casa Soglia" in
// Rome, room 10 "Camera Blu", three doors (one per access type), Giulia Rossi's stay 30.
// Every maker takes overrides; ids of related objects are not adjusted automatically.

export const makeApartment = (overrides: Partial<Apartment> = {}): Apartment => ({
  id: 1,
  name: 'Casa Soglia',
  address: 'Via della Lungaretta 12, 00153 Roma',
  phone: '+39 06 1234 5678',
  email: 'ciao@casasoglia.example',
  CIN: 'IT058091C2ABCDEF12',
  comune_code: '412058091',
  comune_name: 'Roma (RM)',
  google_maps_link: 'https://maps.app.goo.gl/Xk3vQd9LbR2pT7sA8',
  shelly: false,
  server_uri: '',
  auth_key: '',
  has_auth_key: false,
  get_guest_info: true,
  get_document_photo: true,
  get_billing_info: false,
  identification_required: false,
  identification_ring_seconds: 120,
  default_check_in_time: '15:00:00',
  default_check_out_time: '10:00:00',
  language_informations: [],
  ...overrides,
});

export const makeRoom = (overrides: Partial<Room> = {}): Room => ({
  id: 10,
  name: 'Camera Blu',
  apartment: 1,
  doors: [20, 21],
  ...overrides,
});

export const makeLanguageInstruction = (
  overrides: Partial<LanguageInstruction> = {},
): LanguageInstruction => ({
  id: 80,
  door: 20,
  language: 'Inglese',
  code: 'en',
  door_name: 'Street door',
  text: 'Type the CPC and press Open: the street door unlocks for a few seconds.',
  ...overrides,
});

/** A shelly door; see makeCodeDoor for a keypad door. */
export const makeDoor = (overrides: Partial<Door> = {}): Door => ({
  id: 20,
  name: 'Portone',
  access_type: 'shelly',
  id_device: 'shellyplus1-a8032ab1c2d4',
  check_position_code: '2468',
  channel_device: 0,
  access_code: '',
  priority: 1,
  apartment: 1,
  description: 'Portone su strada',
  instructions: 'Inserisci il codice CPC e premi Apri: il portone si sblocca per qualche secondo.',
  rooms: [10],
  language_instructions: [],
  ...overrides,
});

export const makeCodeDoor = (overrides: Partial<Door> = {}): Door =>
  makeDoor({
    id: 21,
    name: 'Porta appartamento',
    access_type: 'codice',
    id_device: '',
    check_position_code: '',
    access_code: '1357#',
    priority: 2,
    description: 'Porta al secondo piano',
    instructions: 'Digita il codice sul tastierino della porta.',
    ...overrides,
  });

/** Owner side check-in profile. */
export const makeProfile = (overrides: Partial<CheckinProfile> = {}): CheckinProfile => ({
  id: 30,
  name: 'Giulia',
  surname: 'Rossi',
  source: 'Booking.com',
  guest_number: 2,
  check_in_date: '2026-03-05',
  check_out_date: '2026-03-09',
  check_in_time: '15:00:00',
  check_out_time: '10:30:00',
  username: 'giulia.rossi',
  psw: 'K7MPX2QA',
  apartment: 1,
  apartment_name: 'Casa Soglia',
  room: 10,
  room_name: 'Camera Blu',
  require_registration_form: true,
  require_document_photo: true,
  require_billing_info: false,
  status: 'active',
  cancelled_at: null,
  previous_check_in_date: null,
  previous_check_out_date: null,
  dates_changed_at: null,
  calendar: null,
  ...overrides,
});

/** The guest's view of the own profile. */
export const makeGuestProfile = (overrides: Partial<GuestProfile> = {}): GuestProfile => ({
  id: 7,
  apartment_name: 'Casa Soglia',
  name: 'Giulia',
  surname: 'Rossi',
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

export const makeGuest = (overrides: Partial<GuestRegistration> = {}): GuestRegistration => ({
  id: 40,
  checkin_profile: 30,
  first_name: 'Giulia',
  last_name: 'Rossi',
  date_of_birth: '1990-04-18',
  citizenship: 'Italia',
  place_of_birth: 'Bologna',
  gender: 'F',
  document_type: 'identity card',
  document_number: 'CA12345BX',
  place_of_issue: 'Bologna',
  place_of_birth_code: '408037006',
  citizenship_code: '100000100',
  place_of_issue_code: '408037006',
  places_to_review: [],
  document_photo: '/api/media/guests/40/front/',
  document_photo_back: '/api/media/guests/40/back/',
  identification_status: null,
  identified_at: null,
  ...overrides,
});

export const makeBilling = (overrides: Partial<BillingInfo> = {}): BillingInfo => ({
  id: 50,
  checkin_profile: 30,
  person_type: 'individual',
  first_name: 'Giulia',
  last_name: 'Rossi',
  company_name: '',
  vat_number: '',
  tax_code: 'RSSGLI90D58A944M',
  address: 'Via dell’Indipendenza 8',
  city: 'Bologna',
  postal_code: '40121',
  country: 'Italia',
  email: 'giulia.rossi@example.it',
  sdi_code: '',
  pec: '',
  ...overrides,
});

/** Owner view of a stay; guests and billing rows default to one each. */
export const makeStay = (overrides: Partial<Stay> = {}): Stay => ({
  id: 30,
  apartment_name: 'Casa Soglia',
  name: 'Giulia',
  surname: 'Rossi',
  check_in_date: '2026-03-05',
  check_out_date: '2026-03-09',
  guest_type: 'famiglia',
  guest_number: 2,
  registered_guests: 1,
  require_registration_form: true,
  require_document_photo: true,
  got_billing_info: true,
  identification_required: false,
  identified_at: null,
  identification_method: null,
  status: 'active',
  guests: [makeGuest()],
  billing_info: [makeBilling()],
  ...overrides,
});

export const makeInfo = (overrides: Partial<InfoEntry> = {}): InfoEntry => ({
  id: 60,
  title: 'Wi-Fi e raccolta differenziata',
  type: 'general',
  info: 'Rete "CasaSoglia", password sul frigorifero. Carta e plastica si ritirano il martedì.',
  google_link: '',
  apartment: 1,
  room: null,
  room_name: '',
  ...overrides,
});

export const makeLanguageInformation = (
  overrides: Partial<LanguageInformation> = {},
): LanguageInformation => ({
  id: 70,
  apartment_info: 60,
  language: 'Inglese',
  code: 'en',
  title: 'Wi-Fi and recycling',
  info: 'Network "CasaSoglia", password on the fridge. Paper and plastic are collected on Tuesdays.',
  ...overrides,
});

/**
 * A guest's guidebook as GET /api/apartment-info/ answers it: every type, a maps link on some
 * articles, a text long enough for 'Read more', and room articles of two rooms ('Camera Blu' is
 * the room of makeGuestProfile). `language` 'de' gives the host's German translations of two of
 * them (the others stay in the original Italian, as the server does).
 */
export const makeGuidebook = (language: 'it' | 'de' = 'it'): InfoEntry[] => {
  const de = language === 'de';
  return [
    makeInfo({
      id: 61,
      title: de ? 'WLAN und Mülltrennung' : 'Wi-Fi e raccolta differenziata',
      info: de
        ? 'Netzwerk "CasaSoglia", das Passwort hängt am Kühlschrank. Papier und Plastik werden dienstags abgeholt.'
        : 'Rete "CasaSoglia", password sul frigorifero. Carta e plastica si ritirano il martedì.',
    }),
    makeInfo({
      id: 62,
      title: 'Check-out',
      info:
        'Lasciate le chiavi sul tavolo della cucina e chiudete il portone. ' +
        'Prima di partire spegnete l’aria condizionata e le luci, chiudete le finestre e ' +
        'buttate la spazzatura negli appositi contenitori in cortile: umido, carta, plastica e ' +
        'vetro. Grazie e buon viaggio!',
    }),
    makeInfo({
      id: 63,
      type: 'nearby',
      title: 'Farmacia Trastevere',
      info: 'Aperta tutti i giorni dalle 8 alle 20, a due minuti a piedi.',
      google_link: 'https://maps.app.goo.gl/Farmacia',
    }),
    makeInfo({
      id: 64,
      type: 'places_to_visit',
      title: de ? 'Santa Maria in Trastevere' : 'Basilica di Santa Maria in Trastevere',
      info: de
        ? 'Eine der ältesten Kirchen Roms, mit Mosaiken aus dem 12. Jahrhundert.'
        : 'Una delle chiese più antiche di Roma, con mosaici del XII secolo.',
      google_link: 'https://maps.app.goo.gl/SantaMaria',
    }),
    makeInfo({
      id: 65,
      type: 'parking_info',
      title: 'Parcheggio Gianicolo',
      info: 'Parcheggio custodito aperto 24 ore su 24, 20 euro al giorno.',
      google_link: 'https://maps.app.goo.gl/Gianicolo',
    }),
    makeInfo({
      id: 66,
      type: 'restaurants',
      title: 'Trattoria Da Enzo',
      info: 'Cucina romana tradizionale: carbonara, cacio e pepe, carciofi. Meglio prenotare.',
      google_link: 'https://maps.app.goo.gl/DaEnzo',
    }),
    makeInfo({
      id: 67,
      type: 'restaurants',
      title: 'Forno Trastevere',
      info: 'Pizza al taglio e supplì da portare via.',
    }),
    makeInfo({
      id: 68,
      type: 'apartment_info',
      title: 'Riscaldamento',
      info: 'Il termostato è nel corridoio: 20 °C di giorno, 17 °C di notte.',
    }),
    makeInfo({
      id: 69,
      type: 'room_info',
      title: 'Cassaforte',
      info: 'Nell’armadio; il codice è 1234, cambiatelo al primo uso.',
      room: 10,
      room_name: 'Camera Blu',
    }),
    makeInfo({
      id: 70,
      type: 'room_info',
      title: 'Aria condizionata',
      info: 'Il telecomando è nel cassetto del comodino.',
      room: 11,
      room_name: 'Camera Verde',
    }),
  ];
};

export const makeDoorStatus = (overrides: Partial<DoorStatusItem> = {}): DoorStatusItem => ({
  door_id: 20,
  door_name: 'Portone',
  apartment_name: 'Casa Soglia',
  status: { isok: true, connected: true },
  ...overrides,
});

export const makeGuestDoor = (overrides: Partial<GuestDoor> = {}): GuestDoor => ({
  id: 20,
  name: 'Portone',
  access_type: 'shelly',
  access_code: '',
  priority: 1,
  instructions: 'Inserisci il codice CPC e premi Apri: il portone si sblocca per qualche secondo.',
  ...overrides,
});

export const makeGuestRoom = (overrides: Partial<GuestRoom> = {}): GuestRoom => ({
  name: 'Camera Blu',
  doors: [
    makeGuestDoor(),
    makeGuestDoor({
      id: 21,
      name: 'Porta appartamento',
      access_type: 'codice',
      access_code: '1357#',
      priority: 2,
      instructions: 'Digita il codice sul tastierino della porta.',
    }),
  ],
  ...overrides,
});

export const makeAuditEntry = (
  overrides: Partial<DoorOpenAuditEntry> = {},
): DoorOpenAuditEntry => ({
  id: 90,
  door_id: 20,
  door_name: 'Portone',
  checkin_profile_id: 30,
  guest_username: 'giulia.rossi',
  guest_name: 'Giulia Rossi',
  outcome: 'opened',
  detail: 'Porta aperta.',
  ip: '93.41.12.7',
  created_at: '2026-03-05T14:12:09.000Z',
  ...overrides,
});
