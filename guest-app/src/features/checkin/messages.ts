import type { CheckCode } from '@soglia/api-client/checks/messages';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const checkinMessages = {
  fixFields: defineMessage<{ fields: string }>({
    id: 'guest.checkin.fixFields',
    defaultMessage: 'Please check the highlighted fields: {fields}.',
  }),
  guestHeading: defineMessage<{ number: number }>({
    id: 'guest.checkin.guestHeading',
    defaultMessage: 'Guest {number}',
  }),
  photoReady: defineMessage<{ size: number }>({
    id: 'guest.checkin.photoReady',
    defaultMessage: 'Ready to send: {size} KB.',
  }),
  ...defineMessages({
    title: { id: 'guest.checkin.title', defaultMessage: 'Online check-in' },
    required: { id: 'guest.checkin.required', defaultMessage: 'This field is required.' },
    invalidFormat: { id: 'guest.checkin.invalidFormat', defaultMessage: 'Invalid format.' },
    invalidDate: { id: 'guest.checkin.invalidDate', defaultMessage: 'Invalid date format.' },
    uploadsBusy: {
      id: 'guest.checkin.uploadsBusy',
      defaultMessage:
        'Too many uploads are being checked right now. Please try again in a few seconds.',
    },
    submit: { id: 'guest.checkin.submit', defaultMessage: 'Submit' },
    sending: { id: 'guest.checkin.sending', defaultMessage: 'Sending…' },
    formSubmitted: {
      id: 'guest.checkin.formSubmitted',
      defaultMessage: 'Form submitted successfully!',
    },
    needsConnection: {
      id: 'guest.checkin.needsConnection',
      defaultMessage: 'No connection: nothing was sent. Send it again when your phone is online.',
    },
    formSubmittedError: {
      id: 'guest.checkin.formSubmittedError',
      defaultMessage: 'Error submitting the form. Please try again.',
    },
    guestTypeTitle: { id: 'guest.checkin.guestTypeTitle', defaultMessage: 'Who is travelling?' },
    guestType: { id: 'guest.checkin.guestType', defaultMessage: 'Guest type' },
    guestTypeRequired: {
      id: 'guest.checkin.guestTypeRequired',
      defaultMessage: 'The Guest Type field is required.',
    },
    guestTypeSingle: { id: 'guest.checkin.guestTypeSingle', defaultMessage: 'Single guest' },
    guestTypeFamily: { id: 'guest.checkin.guestTypeFamily', defaultMessage: 'Family' },
    guestTypeGroup: { id: 'guest.checkin.guestTypeGroup', defaultMessage: 'Group' },
    choose: { id: 'guest.checkin.choose', defaultMessage: 'Choose…' },
    billingTitle: { id: 'guest.checkin.billingTitle', defaultMessage: 'Billing information' },
    personType: { id: 'guest.checkin.personType', defaultMessage: 'Invoice to' },
    individual: { id: 'guest.checkin.individual', defaultMessage: 'Individual' },
    company: { id: 'guest.checkin.company', defaultMessage: 'Company' },
    firstName: { id: 'guest.checkin.firstName', defaultMessage: 'First name' },
    lastName: { id: 'guest.checkin.lastName', defaultMessage: 'Last name' },
    taxCode: { id: 'guest.checkin.taxCode', defaultMessage: 'Tax code' },
    companyName: { id: 'guest.checkin.companyName', defaultMessage: 'Company name' },
    vatNumber: { id: 'guest.checkin.vatNumber', defaultMessage: 'VAT number' },
    address: { id: 'guest.checkin.address', defaultMessage: 'Address' },
    city: { id: 'guest.checkin.city', defaultMessage: 'City' },
    postalCode: { id: 'guest.checkin.postalCode', defaultMessage: 'Postal code' },
    country: { id: 'guest.checkin.country', defaultMessage: 'Country' },
    email: { id: 'guest.checkin.email', defaultMessage: 'Email' },
    billingError: {
      id: 'guest.checkin.billingError',
      defaultMessage: 'Error submitting billing information. Please try again.',
    },
    billingSuccess: {
      id: 'guest.checkin.billingSuccess',
      defaultMessage: 'Billing information submitted successfully!',
    },
    billingAlreadySent: {
      id: 'guest.checkin.billingAlreadySent',
      defaultMessage:
        'Your billing information had already been sent. To change it, please contact your host.',
    },
    guestsTitle: { id: 'guest.checkin.guestsTitle', defaultMessage: 'Guest registration' },
    progress: { id: 'guest.checkin.progress', defaultMessage: 'Registered guests' },
    stepComplete: { id: 'guest.checkin.stepComplete', defaultMessage: 'done' },
    stepCurrent: { id: 'guest.checkin.stepCurrent', defaultMessage: 'in progress' },
    stepPending: { id: 'guest.checkin.stepPending', defaultMessage: 'to do' },
    dateOfBirth: { id: 'guest.checkin.dateOfBirth', defaultMessage: 'Date of birth' },
    dateHint: { id: 'guest.checkin.dateHint', defaultMessage: 'Format: yyyy-mm-dd' },
    citizenship: { id: 'guest.checkin.citizenship', defaultMessage: 'Citizenship' },
    placeOfBirth: { id: 'guest.checkin.placeOfBirth', defaultMessage: 'Place of birth' },
    placeHint: {
      id: 'guest.checkin.placeHint',
      defaultMessage: 'An Italian municipality or, if abroad, the foreign state.',
    },
    gender: { id: 'guest.checkin.gender', defaultMessage: 'Gender' },
    female: { id: 'guest.checkin.female', defaultMessage: 'Female' },
    male: { id: 'guest.checkin.male', defaultMessage: 'Male' },
    documentType: { id: 'guest.checkin.documentType', defaultMessage: 'Document type' },
    passport: { id: 'guest.checkin.passport', defaultMessage: 'Passport' },
    identityCard: { id: 'guest.checkin.identityCard', defaultMessage: 'Identity card' },
    drivingLicense: {
      id: 'guest.checkin.drivingLicense',
      defaultMessage: 'European driving license',
    },
    documentNumber: { id: 'guest.checkin.documentNumber', defaultMessage: 'Document number' },
    placeOfIssue: { id: 'guest.checkin.placeOfIssue', defaultMessage: 'Place of issue' },
    photoFront: { id: 'guest.checkin.photoFront', defaultMessage: 'Document photo (front)' },
    photoBack: { id: 'guest.checkin.photoBack', defaultMessage: 'Document photo (back)' },
    photoHint: {
      id: 'guest.checkin.photoHint',
      defaultMessage: 'Take a photo or choose a file: JPEG, PNG, BMP, GIF or PDF.',
    },
    chooseFile: { id: 'guest.checkin.chooseFile', defaultMessage: 'Take a photo or choose a file' },
    noFile: { id: 'guest.checkin.noFile', defaultMessage: 'No file chosen' },
    removeFile: { id: 'guest.checkin.removeFile', defaultMessage: 'Remove' },
    preview: { id: 'guest.checkin.preview', defaultMessage: 'Preview of the chosen document' },
    uploading: { id: 'guest.checkin.uploading', defaultMessage: 'Upload progress' },
    preparing: { id: 'guest.checkin.preparing', defaultMessage: 'Preparing the photo…' },
  }),
};

/** The Italian tax and identity checks (the server's codes), in the guest's language. */
export const checkMessages: Record<CheckCode, MessageDescriptor> = {
  codice_fiscale_length: {
    id: 'guest.checkin.checkCodiceFiscaleLength',
    defaultMessage: 'The tax code (codice fiscale) must have 16 characters.',
  },
  codice_fiscale_format: {
    id: 'guest.checkin.checkCodiceFiscaleFormat',
    defaultMessage: 'The tax code (codice fiscale) is not in the right format.',
  },
  codice_fiscale_checksum: {
    id: 'guest.checkin.checkCodiceFiscaleChecksum',
    defaultMessage: 'The tax code (codice fiscale) is not valid: its check character is wrong.',
  },
  partita_iva_length: {
    id: 'guest.checkin.checkPartitaIvaLength',
    defaultMessage: 'The VAT number (partita IVA) must have 11 digits.',
  },
  partita_iva_format: {
    id: 'guest.checkin.checkPartitaIvaFormat',
    defaultMessage: 'The VAT number (partita IVA) may contain digits only.',
  },
  partita_iva_office: {
    id: 'guest.checkin.checkPartitaIvaOffice',
    defaultMessage: 'The VAT number (partita IVA) is not valid: its office code does not exist.',
  },
  partita_iva_checksum: {
    id: 'guest.checkin.checkPartitaIvaChecksum',
    defaultMessage: 'The VAT number (partita IVA) is not valid: its check digit is wrong.',
  },
  sdi_format: {
    id: 'guest.checkin.checkSdiFormat',
    defaultMessage: 'The SDI code must have 7 characters (letters or digits).',
  },
  sdi_or_pec_required: {
    id: 'guest.checkin.checkSdiOrPecRequired',
    defaultMessage: 'An Italian company needs an SDI code or a PEC address.',
  },
  pec_format: {
    id: 'guest.checkin.checkPecFormat',
    defaultMessage: 'The PEC is not a valid e-mail address.',
  },
  cap_format: {
    id: 'guest.checkin.checkCapFormat',
    defaultMessage: 'The postal code (CAP) must have 5 digits.',
  },
  cin_format: {
    id: 'guest.checkin.checkCinFormat',
    defaultMessage: 'The CIN is not in the right format (e.g. IT058091C2ABCDEF12).',
  },
  cin_comune: {
    id: 'guest.checkin.checkCinComune',
    defaultMessage: "The comune digits of the CIN do not match the apartment's comune.",
  },
  place_unknown: {
    id: 'guest.checkin.checkPlaceUnknown',
    defaultMessage: 'Unknown place: choose the place from the list.',
  },
  place_not_a_state: {
    id: 'guest.checkin.checkPlaceNotAState',
    defaultMessage: 'Choose a country.',
  },
  place_not_on_date: {
    id: 'guest.checkin.checkPlaceNotOnDate',
    defaultMessage: 'This place did not exist on the date of birth: choose the one of that time.',
  },
  last_name_too_long: {
    id: 'guest.checkin.checkLastNameTooLong',
    defaultMessage: 'The last name can have at most 50 characters.',
  },
  first_name_too_long: {
    id: 'guest.checkin.checkFirstNameTooLong',
    defaultMessage: 'The first name can have at most 30 characters.',
  },
  document_number_too_long: {
    id: 'guest.checkin.checkDocumentNumberTooLong',
    defaultMessage: 'The document number can have at most 20 characters.',
  },
};

/** The place pickers (place of birth, citizenship, place of issue). */
export const placeMessages = {
  results: defineMessage<{ count: number }>({
    id: 'guest.checkin.placeResults',
    defaultMessage: '{count, plural, one {# place found} other {# places found}}',
  }),
  comuneUntil: defineMessage<{ year: string }>({
    id: 'guest.checkin.placeComuneUntil',
    defaultMessage: 'Italian municipality, until {year}',
  }),
  stateUntil: defineMessage<{ year: string }>({
    id: 'guest.checkin.placeStateUntil',
    defaultMessage: 'Country, until {year}',
  }),
  ...defineMessages({
    notChosen: {
      id: 'guest.checkin.placeNotChosen',
      defaultMessage: 'Type a few letters, then choose the place from the list.',
    },
    comune: { id: 'guest.checkin.placeComune', defaultMessage: 'Italian municipality' },
    state: { id: 'guest.checkin.placeState', defaultMessage: 'Country' },
    noPlace: {
      id: 'guest.checkin.placeNoPlace',
      defaultMessage: 'No municipality or country with this name.',
    },
    noState: { id: 'guest.checkin.placeNoState', defaultMessage: 'No country with this name.' },
    searching: { id: 'guest.checkin.placeSearching', defaultMessage: 'Searching…' },
    searchFailed: {
      id: 'guest.checkin.placeSearchFailed',
      defaultMessage: 'The search did not work: check your connection and type again.',
    },
    clear: { id: 'guest.checkin.placeClear', defaultMessage: 'Clear' },
  }),
};

export const invoiceMessages = {
  sdiCode: { id: 'guest.checkin.sdiCode', defaultMessage: 'SDI code' },
  pec: { id: 'guest.checkin.pec', defaultMessage: 'PEC (certified e-mail)' },
  invoiceHint: {
    id: 'guest.checkin.invoiceHint',
    defaultMessage: 'For an Italian company: the SDI code or the PEC address.',
  },
};
