import type { CheckCode } from './italian';

export type { CheckCode };

/**
 * The messages of the checks. The owner console shows the Italian ones (the server answers them on
 * owner endpoints); guest endpoints answer the English ones, each with its check code as the field
 * error's code, which the guest app shows in the guest's language.
 */
export const CHECK_MESSAGES_IT: Record<CheckCode, string> = {
  codice_fiscale_length: 'Il codice fiscale deve avere 16 caratteri.',
  codice_fiscale_format: 'Il codice fiscale non è nel formato corretto.',
  codice_fiscale_checksum:
    'Il codice fiscale non è valido: il carattere di controllo non corrisponde.',
  partita_iva_length: 'La partita IVA deve avere 11 cifre.',
  partita_iva_format: 'La partita IVA può contenere solo cifre.',
  partita_iva_office: "La partita IVA non è valida: il codice dell'ufficio non esiste.",
  partita_iva_checksum: 'La partita IVA non è valida: la cifra di controllo non corrisponde.',
  sdi_format: 'Il codice SDI deve avere 7 caratteri (lettere o cifre).',
  sdi_or_pec_required: 'Per una azienda italiana indicare il codice SDI o la PEC.',
  pec_format: 'La PEC non è un indirizzo email valido.',
  cap_format: 'Il CAP deve avere 5 cifre.',
  cin_format: 'Il CIN non è nel formato corretto (es. IT058091C2ABCDEF12).',
  cin_comune: "Le cifre del comune nel CIN non corrispondono al comune dell'appartamento.",
  place_unknown: 'Codice del luogo sconosciuto: scegliere il luogo dall’elenco.',
  place_not_a_state: 'Scegliere uno stato.',
  place_not_on_date: 'Il luogo non esisteva alla data di nascita: scegliere quello di allora.',
  last_name_too_long: 'Il cognome può avere al massimo 50 caratteri (limite di Alloggiati Web).',
  first_name_too_long: 'Il nome può avere al massimo 30 caratteri (limite di Alloggiati Web).',
  document_number_too_long:
    'Il numero del documento può avere al massimo 20 caratteri (limite di Alloggiati Web).',
};

export const CHECK_MESSAGES_EN: Record<CheckCode, string> = {
  codice_fiscale_length: 'The tax code (codice fiscale) must have 16 characters.',
  codice_fiscale_format: 'The tax code (codice fiscale) is not in the right format.',
  codice_fiscale_checksum:
    'The tax code (codice fiscale) is not valid: its check character is wrong.',
  partita_iva_length: 'The VAT number (partita IVA) must have 11 digits.',
  partita_iva_format: 'The VAT number (partita IVA) may contain digits only.',
  partita_iva_office: 'The VAT number (partita IVA) is not valid: its office code does not exist.',
  partita_iva_checksum: 'The VAT number (partita IVA) is not valid: its check digit is wrong.',
  sdi_format: 'The SDI code must have 7 characters (letters or digits).',
  sdi_or_pec_required: 'An Italian company needs an SDI code or a PEC address.',
  pec_format: 'The PEC is not a valid e-mail address.',
  cap_format: 'The postal code (CAP) must have 5 digits.',
  cin_format: 'The CIN is not in the right format (e.g. IT058091C2ABCDEF12).',
  cin_comune: "The comune digits of the CIN do not match the apartment's comune.",
  place_unknown: 'Unknown place code: choose the place from the list.',
  place_not_a_state: 'Choose a state.',
  place_not_on_date: 'This place did not exist on the date of birth: choose the one of that time.',
  last_name_too_long: 'The last name can have at most 50 characters.',
  first_name_too_long: 'The first name can have at most 30 characters.',
  document_number_too_long: 'The document number can have at most 20 characters.',
};
