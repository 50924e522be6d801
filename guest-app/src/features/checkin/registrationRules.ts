import type { DocumentType, GuestRegistrationInput } from '@soglia/api-client';
import {
  checkRecordWidth,
  RECORD_WIDTH_FIELDS,
  type RecordWidthCode,
} from '@soglia/api-client/checks';

export const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'date_of_birth',
  'citizenship',
  'place_of_birth',
  'gender',
  'document_type',
  'document_number',
  'place_of_issue',
] as const;
export type GuestField = (typeof TEXT_FIELDS)[number];
export type GuestValues = Record<GuestField, string>;

/** The places chosen from the Alloggiati tables: the name is in GuestValues, the code here. */
export const PLACE_FIELDS = ['place_of_birth', 'citizenship', 'place_of_issue'] as const;
export type PlaceField = (typeof PLACE_FIELDS)[number];
export type PlaceCodes = Record<PlaceField, string>;
export const noCodes = (): PlaceCodes => ({
  place_of_birth: '',
  citizenship: '',
  place_of_issue: '',
});
export const isPlaceField = (name: string): name is PlaceField =>
  (PLACE_FIELDS as readonly string[]).includes(name);
export type PhotoSide = 'document_photo' | 'document_photo_back';
export type GuestPhotos = Partial<Record<PhotoSide, File>>;

export const emptyGuest = (): GuestValues => ({
  first_name: '',
  last_name: '',
  date_of_birth: '',
  citizenship: '',
  place_of_birth: '',
  gender: '',
  document_type: 'identity card',
  document_number: '',
  place_of_issue: '',
});

export interface Requirements {
  registrationForm: boolean;
  documentPhoto: boolean;
}

/** A RecordWidthCode: longer than the Alloggiati record's field (the server refuses it too). */
export type GuestProblem = 'required' | 'invalidDate' | 'placeNotChosen' | RecordWidthCode;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written yyyy-mm-dd. */
export function isIsoDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Which fields a stay asks for: the whole form, or names only when just photos are required. */
export const requiredFields = (needs: Requirements): GuestField[] =>
  needs.registrationForm ? [...TEXT_FIELDS] : ['first_name', 'last_name'];

/**
 * Photos required: the front always, the back unless the document is a passport
 * (docs/api.md § Guest endpoints).
 */
export const requiredPhotos = (needs: Requirements, documentType: string): PhotoSide[] => {
  if (!needs.documentPhoto) return [];
  return documentType === 'passport'
    ? ['document_photo']
    : ['document_photo', 'document_photo_back'];
};

/**
 * The rules of the guest check-in form (docs/api.md § Guest endpoints); a place must be chosen
 * from the list.
 */
export function checkGuest(
  values: GuestValues,
  photos: GuestPhotos,
  needs: Requirements,
  codes: PlaceCodes = noCodes(),
): Partial<Record<GuestField | PhotoSide, GuestProblem>> {
  const problems: Partial<Record<GuestField | PhotoSide, GuestProblem>> = {};
  for (const field of requiredFields(needs))
    if (!values[field].trim()) problems[field] = 'required';
  for (const field of PLACE_FIELDS) {
    if (values[field].trim() && !codes[field]) problems[field] = 'placeNotChosen';
  }
  for (const field of RECORD_WIDTH_FIELDS) {
    const tooLong = checkRecordWidth(field, values[field]);
    if (tooLong && !problems[field]) problems[field] = tooLong;
  }
  if (values.date_of_birth.trim() && !isIsoDate(values.date_of_birth.trim())) {
    problems.date_of_birth = 'invalidDate';
  }
  for (const side of requiredPhotos(needs, values.document_type)) {
    if (!photos[side]) problems[side] = 'required';
  }
  return problems;
}

/** The multipart text fields, each chosen place with its code: empty ones left out. */
export function guestBody(
  values: GuestValues,
  codes: PlaceCodes = noCodes(),
): GuestRegistrationInput {
  const body: Record<string, string> = {};
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (value) body[field] = value;
  }
  for (const field of PLACE_FIELDS) {
    if (codes[field]) body[`${field}_code`] = codes[field];
  }
  body.document_type = (values.document_type || 'identity card') as DocumentType;
  return body as GuestRegistrationInput;
}
