import { makeApartment, makeProfile } from '@soglia/api-client/testing';
import { addDays, formatDate, formatTime, isIsoDate, todayIso } from './format';
import { flagsOf, newCheckinProfileValues, profileValues, toInput, toPatch } from './formValues';
import { generatePassword, PASSWORD_ALPHABET } from './password';
import { apiQueryOf, isEmptySearch, queryStringOf, searchFromQueryString } from './searchParams';
import { credentialsMessage } from './shareMessage';

describe('dates and times', () => {
  it('shows dd/mm/yyyy and HH:MM, without time-zone shifts', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatTime('15:00:00')).toBe('15:00');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('counts today in Rome: late evening in New York is already tomorrow there', () => {
    const lateInNewYork = new Date('2026-03-05T23:30:00-05:00');
    expect(todayIso(lateInNewYork)).toBe('2026-03-06');
    expect(todayIso(lateInNewYork, 'America/New_York')).toBe('2026-03-05');
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('05/03/2026')).toBe(false);
  });
});

describe('generatePassword', () => {
  it('makes 8 characters of letters without O and digits 1-9', () => {
    for (let i = 0; i < 200; i += 1) expect(generatePassword()).toMatch(/^[A-NP-Z1-9]{8}$/);
    expect(PASSWORD_ALPHABET).not.toMatch(/[O0]/);
  });

  it('draws again the bytes that would make some characters likelier', () => {
    // 238 and above would wrap around the 34-character alphabet unevenly.
    const bytes = [255, 240, 238, 0, 33, 34, 67, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const password = generatePassword((buffer) => {
      buffer.set(bytes.slice(0, buffer.length));
      return buffer;
    });
    expect(password).toBe('A9A9BCDE');
  });

  it('differs from one call to the next', () => {
    expect(new Set(Array.from({ length: 50 }, () => generatePassword())).size).toBe(50);
  });
});

describe('the search in the URL', () => {
  it('reads and writes name, surname and a real date', () => {
    const search = searchFromQueryString('name=+Giulia&surname=Rossi&date=2026-03-05');
    expect(search).toEqual({ name: 'Giulia', surname: 'Rossi', date: '2026-03-05' });
    expect(queryStringOf(search)).toBe('name=Giulia&surname=Rossi&date=2026-03-05');
    expect(apiQueryOf(search)).toEqual({
      name: 'Giulia',
      surname: 'Rossi',
      check_in_date: '2026-03-05',
    });
  });

  it('leaves out empty criteria and dates that are not dates', () => {
    const search = searchFromQueryString('name=&date=2026-13-01');
    expect(isEmptySearch(search)).toBe(true);
    expect(queryStringOf({ name: '  ', surname: 'De Luca', date: '' })).toBe('surname=De+Luca');
    expect(apiQueryOf(search)).toEqual({
      name: undefined,
      surname: undefined,
      check_in_date: undefined,
    });
  });
});

describe('the form values', () => {
  it('starts a new access today for one night, with the only apartment and its flags', () => {
    const apartment = makeApartment({ id: 4, get_guest_info: false, get_billing_info: true });
    const values = newCheckinProfileValues([apartment], '2026-03-05');
    expect(values).toMatchObject({
      apartment: '4',
      check_in_date: '2026-03-05',
      check_out_date: '2026-03-06',
      check_in_time: '15:00',
      check_out_time: '10:00',
      require_registration_form: false,
      require_document_photo: true,
      require_billing_info: true,
    });
    expect(values.password).toMatch(/^[A-NP-Z1-9]{8}$/);
    expect(newCheckinProfileValues([apartment, makeApartment({ id: 5 })]).apartment).toBe('');
    expect(flagsOf(undefined)).toEqual({
      require_registration_form: false,
      require_document_photo: false,
      require_billing_info: false,
    });
  });

  it('sends numbers as numbers and text trimmed', () => {
    const values = { ...profileValues(makeProfile()), name: ' Giulia ', guest_number: '3' };
    expect(toInput(values)).toMatchObject({
      name: 'Giulia',
      guest_number: 3,
      apartment: 1,
      room: 10,
      check_in_time: '15:00',
      password: 'K7MPX2QA',
    });
  });

  it('patches only the changed fields', () => {
    const values = { ...profileValues(makeProfile()), guest_number: '4', password: 'NEWPASS9' };
    expect(toPatch(values, { guest_number: true, password: true })).toEqual({
      guest_number: 4,
      password: 'NEWPASS9',
    });
    expect(toPatch(values, {})).toEqual({});
  });
});

describe('credentialsMessage', () => {
  it('gives the login address and the credentials in Italian and English', () => {
    const { text, title } = credentialsMessage(makeProfile(), 'https://soglia.example/login');
    expect(title).toBe('Casa Soglia: check-in online');
    expect(text).toBe(
      [
        "Ciao Giulia! Ecco le credenziali per il check-in online e l'accesso a Casa Soglia (05/03/2026 – 09/03/2026).",
        'Accedi qui: https://soglia.example/login',
        'Utente: giulia.rossi',
        'Password: K7MPX2QA',
        '',
        'Hi Giulia! Here are your credentials for online check-in and access to Casa Soglia (05/03/2026 – 09/03/2026).',
        'Log in here: https://soglia.example/login',
        'Username: giulia.rossi',
        'Password: K7MPX2QA',
      ].join('\n'),
    );
  });

  it("uses this console's own origin by default", () => {
    expect(credentialsMessage(makeProfile()).text).toContain(
      `Accedi qui: ${window.location.origin}/login`,
    );
  });
});
