// Wire types of the Soglia API (SPEC §3 and §7). The server imports these with
// `import type`, so client and server cannot drift apart.

export type ProfileType = 'owner' | 'guest';
export type LanguageCode = 'it' | 'en' | 'es' | 'fr' | 'de';
export type TranslationCode = Exclude<LanguageCode, 'it'>;
export type TranslationLanguage = 'Inglese' | 'Spagnolo' | 'Francese' | 'Tedesco';
export type AccessType = 'shelly' | 'codice' | 'solo istruzioni';
export type GuestType = 'ospite singolo' | 'famiglia' | 'gruppo';
export type PersonType = 'individual' | 'company';
export type DocumentType = 'passport' | 'identity card' | 'european driving license';
export type InfoType =
  | 'general'
  | 'parking_info'
  | 'restaurants'
  | 'nearby'
  | 'places_to_visit'
  | 'apartment_info'
  | 'room_info';

/** DRF-style field errors: `{"field": ["message"]}`. */
export type FieldErrors = Record<string, string[]>;
/** Non-field error: `{"detail": "message"}`. */
export interface DetailError {
  detail: string;
}

export interface LoginRequest {
  username: string;
  password: string;
}
export interface LoginResponse {
  key: string;
}
export interface UserInformation {
  profile_type: ProfileType;
}

export interface Apartment {
  id: number;
  name: string;
  address: string;
  phone: string;
  email: string;
  CIN: string;
  google_maps_link: string;
  shelly: boolean;
  server_uri: string;
  /** Write-only: the server never sends the stored key back (always ''). */
  auth_key: string;
  /** True when a key is stored, so the console can say "set" without seeing it. */
  has_auth_key?: boolean;
  get_guest_info: boolean;
  get_document_photo: boolean;
  get_billing_info: boolean;
  language_informations: LanguageInformation[];
}
export type ApartmentInput = Omit<Apartment, 'id' | 'language_informations' | 'has_auth_key'>;

export interface Room {
  id: number;
  name: string;
  apartment: number;
  doors: number[];
}
export type RoomInput = Omit<Room, 'id'>;

export interface LanguageInstruction {
  id: number;
  door: number;
  language: TranslationLanguage;
  code: TranslationCode;
  door_name: string;
  text: string;
}
export type LanguageInstructionInput = Omit<LanguageInstruction, 'id'>;

export interface Door {
  id: number;
  name: string;
  access_type: AccessType;
  id_device: string;
  check_position_code: string;
  channel_device: number;
  access_code: string;
  priority: number;
  apartment: number;
  description: string;
  instructions: string;
  rooms: number[];
  language_instructions: LanguageInstruction[];
}
export type DoorInput = Omit<Door, 'id' | 'language_instructions'>;

/** Owner side check-in profile. */
export interface CheckinProfile {
  id: number;
  name: string;
  surname: string;
  source: string;
  guest_number: number;
  check_in_date: string; // yyyy-mm-dd
  check_out_date: string;
  check_in_time: string; // HH:MM:SS
  check_out_time: string;
  username: string;
  psw: string;
  apartment: number;
  apartment_name: string;
  room: number | null;
  room_name: string;
  require_registration_form: boolean;
  require_document_photo: boolean;
  require_billing_info: boolean;
}
export interface CheckinProfileInput {
  name: string;
  surname: string;
  source: string;
  guest_number: number;
  check_in_date: string;
  check_out_date: string;
  check_in_time: string;
  check_out_time: string;
  password: string;
  apartment: number;
  room: number | null;
  require_registration_form: boolean;
  require_document_photo: boolean;
  require_billing_info: boolean;
}
export interface CheckinProfilesResponse {
  currents?: CheckinProfile[];
  search_results?: CheckinProfile[];
}

/** Guest view of the own check-in profile. */
export interface GuestProfile {
  id: number;
  apartment_name: string;
  name: string;
  CIN: string;
  phone: string;
  email: string;
  address: string;
  check_in_date: string;
  check_in_time: string;
  check_out_date: string;
  check_out_time: string;
  guest_type: GuestType | null;
  guest_number: number;
  registered_guests: number;
  require_billing_info: boolean;
  got_billing_info: boolean;
  require_registration_form: boolean;
  require_document_photo: boolean;
  room_name: string;
}

export interface GuestRegistration {
  id: number;
  checkin_profile: number;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  citizenship: string;
  place_of_birth: string;
  gender: string;
  document_type: DocumentType;
  document_number: string;
  place_of_issue: string;
  /** Authenticated media path, or null when there is no photo. */
  document_photo: string | null;
  document_photo_back: string | null;
}

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
}
export type BillingInfoInput = Omit<BillingInfo, 'id'>;

/** Owner view of a stay (owner-checkin-details). */
export interface Stay {
  id: number;
  apartment_name: string;
  name: string;
  surname: string;
  check_in_date: string;
  check_out_date: string;
  guest_type: GuestType | null;
  guest_number: number;
  registered_guests: number;
  require_registration_form: boolean;
  require_document_photo: boolean;
  got_billing_info: boolean;
  guests: GuestRegistration[];
  billing_info: BillingInfo[];
}

export interface InfoEntry {
  id: number;
  title: string;
  type: InfoType;
  info: string;
  google_link: string;
  apartment: number;
  room: number | null;
  room_name?: string;
}
export type InfoEntryInput = Omit<InfoEntry, 'id' | 'room_name'>;

export interface LanguageInformation {
  id: number;
  apartment_info: number;
  language: TranslationLanguage;
  code: TranslationCode;
  title: string;
  info: string;
}
export type LanguageInformationInput = Omit<LanguageInformation, 'id'>;

export interface DoorStatusItem {
  door_id: number;
  door_name: string;
  apartment_name: string;
  status: { isok: boolean; connected: boolean };
}

export interface GuestDoor {
  id: number;
  name: string;
  access_type: AccessType;
  access_code: string;
  priority: number;
  instructions: string;
}
export interface GuestRoom {
  name: string;
  doors: GuestDoor[];
}
export type MissingRequirementCode = 'document_photo' | 'registration_form' | 'billing_info';
export interface MissingRequirement {
  code: MissingRequirementCode;
  count: number;
}
export type GuestRoomResponse =
  GuestRoom[] | { missing_requirements: MissingRequirement[] } | { detail: string };

export interface CheckCpcRequest {
  door_id: number;
  cpc: string;
}
