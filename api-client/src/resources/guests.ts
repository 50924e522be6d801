import type { GuestIdentificationStatus } from './identification';
import {
  deleteResource,
  getBlob,
  postJson,
  putJson,
  sendForm,
  type CallOptions,
  type UploadOptions,
} from '../request';

export type DocumentType = 'passport' | 'identity card' | 'european driving license';
export type PhotoSide = 'front' | 'back';
export type GuestPlaceField = 'place_of_birth' | 'citizenship' | 'place_of_issue';

/** A registered guest of a stay (guests-registration). */
export interface GuestRegistration {
  id: number;
  checkin_profile: number;
  first_name: string;
  last_name: string;
  /** yyyy-mm-dd */
  date_of_birth: string | null;
  citizenship: string;
  place_of_birth: string;
  /** F or M from the guest form; free text from the owner's edit form. */
  gender: string;
  document_type: DocumentType;
  document_number: string;
  place_of_issue: string;
  /**
   * Alloggiati Web codes beside the readable names (`''` while unknown): place of birth and of
   * issue are a comune or a state, citizenship a state (see searchPlaces).
   */
  place_of_birth_code: string;
  citizenship_code: string;
  place_of_issue_code: string;
  /** Places with a name but no code (typed freely, no single match): the owner must choose. */
  places_to_review: GuestPlaceField[];
  /** `/api/media/guests/{id}/front/` (read it with downloadGuestPhoto), or null. */
  document_photo: string | null;
  document_photo_back: string | null;
  /** The host's outcome on seeing this guest (identification at the door); null while not seen. */
  identification_status: GuestIdentificationStatus | null;
  identified_at: string | null;
}

/**
 * The text fields of POST / PUT. Owners send checkin_profile on POST; a guest's profile comes
 * from the token. On a JSON PUT, document_photo null removes the photo and its current path
 * keeps it. Which fields are required depends on the stay's require_* flags.
 */
export interface GuestRegistrationInput {
  checkin_profile?: number;
  first_name?: string | null;
  last_name?: string | null;
  date_of_birth?: string | null;
  citizenship?: string | null;
  place_of_birth?: string | null;
  gender?: string | null;
  document_type?: DocumentType;
  document_number?: string | null;
  place_of_issue?: string | null;
  /**
   * A code from searchPlaces: the server checks it (kind; the birth place valid on the date of
   * birth) and stores the table's name beside it. A name sent without its code is matched to the
   * tables when exactly one place fits, else kept uncoded (places_to_review).
   */
  place_of_birth_code?: string | null;
  citizenship_code?: string | null;
  place_of_issue_code?: string | null;
  document_photo?: string | null;
  document_photo_back?: string | null;
}

/** Document photos: jpeg, png, bmp, gif or pdf (checked by content), size-limited. */
export interface GuestPhotoFiles {
  document_photo?: Blob;
  document_photo_back?: Blob;
}

const PHOTO_FIELDS = ['document_photo', 'document_photo_back'] as const;

/** Multipart body: null / undefined fields are left out, photos only when a file is given. */
function guestForm(input: GuestRegistrationInput, files: GuestPhotoFiles): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    if ((PHOTO_FIELDS as readonly string[]).includes(name) && name in files) continue;
    form.append(name, String(value));
  }
  for (const name of PHOTO_FIELDS) {
    const file = files[name];
    if (file) form.append(name, file, file instanceof File ? file.name : name);
  }
  return form;
}

const hasFiles = (files: GuestPhotoFiles) => PHOTO_FIELDS.some((name) => files[name]);

/** Owner side: JSON with checkin_profile. */
export function createGuest(
  input: GuestRegistrationInput & { checkin_profile: number },
  options?: CallOptions,
): Promise<GuestRegistration> {
  return postJson('/api/guests-registration/', input, options);
}

/** Guest side: multipart with the document photos, reporting the upload's progress. */
export function createGuestWithPhotos(
  input: GuestRegistrationInput,
  files: GuestPhotoFiles,
  options?: UploadOptions,
): Promise<GuestRegistration> {
  return sendForm('post', '/api/guests-registration/', guestForm(input, files), options);
}

/**
 * PUT (owner): multipart when a new photo is chosen (the others keep theirs), JSON otherwise.
 */
export function updateGuest(
  id: number,
  input: GuestRegistrationInput,
  files: GuestPhotoFiles = {},
  options?: UploadOptions,
): Promise<GuestRegistration> {
  const url = `/api/guests-registration/${id}/`;
  return hasFiles(files)
    ? sendForm('put', url, guestForm(input, files), options)
    : putJson(url, input, options);
}

/** Deletes the guest and its document photos. */
export function deleteGuest(id: number, options?: CallOptions): Promise<void> {
  return deleteResource(`/api/guests-registration/${id}/`, options);
}

/**
 * A document photo as a Blob (image or PDF), for an object URL. Only the stay's owner and
 * guest may read it; anyone else, or a guest without that photo, gets 404.
 */
export function downloadGuestPhoto(
  guestId: number,
  side: PhotoSide,
  options?: CallOptions,
): Promise<Blob> {
  return getBlob(`/api/media/guests/${guestId}/${side}/`, options);
}
