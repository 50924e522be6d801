import {
  checkCap,
  checkCin,
  checkCodiceFiscale,
  checkPartitaIva,
  checkPec,
  checkSdi,
  checkSdiOrPec,
  CHECK_MESSAGES_EN,
  CHECK_MESSAGES_IT,
  isItaly,
} from '.';

describe('codice fiscale', () => {
  it('accepts a valid code, in any case and with spaces', () => {
    expect(checkCodiceFiscale('RSSMRA85T10A562S')).toBeNull();
    expect(checkCodiceFiscale(' rssmra 85t10 a562s ')).toBeNull();
  });

  it('accepts omocodia (digits replaced by L-V) with its own check character', () => {
    expect(checkCodiceFiscale('RSSMRA85T10A56NH')).toBeNull();
    expect(checkCodiceFiscale('RSSMRA85T1LA56NK')).toBeNull();
  });

  it('refuses a wrong check character, length or shape', () => {
    expect(checkCodiceFiscale('RSSMRA85T10A562T')).toBe('codice_fiscale_checksum');
    expect(checkCodiceFiscale('RSSMRA85T10A56NS')).toBe('codice_fiscale_checksum');
    expect(checkCodiceFiscale('RSSMRA85T10A562')).toBe('codice_fiscale_length');
    expect(checkCodiceFiscale('RSSMRA85Z10A562S')).toBe('codice_fiscale_format');
  });

  it("checks an 11-digit code as a company's partita IVA", () => {
    expect(checkCodiceFiscale('00743110157')).toBeNull();
    expect(checkCodiceFiscale('00743110158')).toBe('codice_fiscale_checksum');
  });
});

describe('partita IVA', () => {
  it('accepts a valid number, with or without IT', () => {
    expect(checkPartitaIva('01234560017')).toBeNull();
    expect(checkPartitaIva('IT 00743110157')).toBeNull();
  });
  it('refuses a wrong check digit, office, length or letters', () => {
    expect(checkPartitaIva('01234560018')).toBe('partita_iva_checksum');
    expect(checkPartitaIva('01234567897')).toBe('partita_iva_office');
    expect(checkPartitaIva('0123456001')).toBe('partita_iva_length');
    expect(checkPartitaIva('0123456001A')).toBe('partita_iva_format');
  });
});

describe('SDI, PEC, CAP', () => {
  it('wants 7 characters for SDI, an address for PEC, one of the two for a company', () => {
    expect(checkSdi('M5UXCR1')).toBeNull();
    expect(checkSdi('0000000')).toBeNull();
    expect(checkSdi('M5UXCR')).toBe('sdi_format');
    expect(checkPec('fatture@pec.example.it')).toBeNull();
    expect(checkPec('fatture')).toBe('pec_format');
    expect(checkSdiOrPec('', '')).toBe('sdi_or_pec_required');
    expect(checkSdiOrPec('M5UXCR1', '')).toBeNull();
    expect(checkSdiOrPec('', 'a@pec.it')).toBeNull();
  });
  it('wants 5 digits for a CAP', () => {
    expect(checkCap('00184')).toBeNull();
    expect(checkCap('0184')).toBe('cap_format');
    expect(checkCap('00184A')).toBe('cap_format');
  });
  it('recognises Italy in a free-text country', () => {
    expect(['Italia', 'italy', 'IT', 'Italie', 'Italien'].every(isItaly)).toBe(true);
    expect(isItaly('Germania')).toBe(false);
  });
});

describe('CIN', () => {
  it('checks the format and, when known, the comune digits', () => {
    expect(checkCin('IT058091C2ABCDEF12')).toBeNull();
    expect(checkCin('it058091c2abcdef12')).toBeNull();
    expect(checkCin('IT058091C2ABCDEF12', '412058091')).toBeNull();
    expect(checkCin('IT058091C2ABCDEF12', '405028001')).toBe('cin_comune');
    expect(checkCin('058091C2ABCDEF12')).toBe('cin_format');
    expect(checkCin('IT05809C2ABCDEF12')).toBe('cin_format');
    expect(checkCin('Z')).toBe('cin_format');
  });
});

describe('messages', () => {
  it('has an Italian and an English message for every code', () => {
    expect(Object.keys(CHECK_MESSAGES_EN).sort()).toEqual(Object.keys(CHECK_MESSAGES_IT).sort());
  });
});
