import { buildStayRecords, recordsFile, RECORD_MESSAGES, type RecordGuest } from './records';

/** A field as the manual lays it out: left-aligned, space-padded to its width. */
const pad = (value: string, width: number) => value.padEnd(width, ' ');
const BLANK_DOCUMENT = ' '.repeat(5 + 20 + 9);

const TODAY = '2026-11-22';
const stay = (
  guest_type: 'ospite singolo' | 'famiglia' | 'gruppo' | null,
  guests: RecordGuest[],
) => ({
  id: 1,
  check_in_date: TODAY,
  check_out_date: '2026-11-25',
  guest_type,
  guests,
});

const mario: RecordGuest = {
  id: 1,
  first_name: 'Mario',
  last_name: 'Rossi',
  gender: 'M',
  date_of_birth: '1985-12-10',
  place_of_birth_code: '412058091', // ROMA (RM)
  citizenship_code: '100000100',
  document_type: 'identity card',
  document_number: 'ca 1234567',
  place_of_issue_code: '412058091',
};
const anna: RecordGuest = {
  ...mario,
  id: 2,
  first_name: 'Anna Maria',
  last_name: "D'Angelo",
  gender: 'F',
  date_of_birth: '1987-03-04',
  place_of_birth_code: '405028001', // ABANO TERME (PD)
  document_number: '',
  place_of_issue_code: '',
};
const luca: RecordGuest = {
  ...anna,
  id: 3,
  first_name: 'Luca',
  last_name: 'Rossi',
  gender: 'M',
  date_of_birth: '2015-07-20',
  place_of_birth_code: '412058091',
};

describe('buildStayRecords', () => {
  it('writes an ospite singolo as one 168-character line (byte for byte)', () => {
    const result = buildStayRecords(stay('ospite singolo', [mario]), TODAY);
    expect(result).toEqual({
      ok: true,
      lines: [
        '1622/11/202603ROSSI                                             MARIO                         110/12/1985412058091RM100000100100000100IDENTCA1234567           412058091',
      ],
    });
    if (result.ok) expect(result.lines[0]).toHaveLength(168);
  });

  it('writes a family of three: holder 17 with the document, members 19 without', () => {
    const result = buildStayRecords(stay('famiglia', [mario, anna, luca]), TODAY);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.lines).toEqual([
      '17' +
        '22/11/2026' +
        '03' +
        pad('ROSSI', 50) +
        pad('MARIO', 30) +
        '1' +
        '10/12/1985' +
        '412058091' +
        'RM' +
        '100000100' +
        '100000100' +
        'IDENT' +
        pad('CA1234567', 20) +
        '412058091',
      '19' +
        '22/11/2026' +
        '03' +
        pad("D'ANGELO", 50) +
        pad('ANNA MARIA', 30) +
        '2' +
        '04/03/1987' +
        '405028001' +
        'PD' +
        '100000100' +
        '100000100' +
        BLANK_DOCUMENT,
      '19' +
        '22/11/2026' +
        '03' +
        pad('ROSSI', 50) +
        pad('LUCA', 30) +
        '1' +
        '20/07/2015' +
        '412058091' +
        'RM' +
        '100000100' +
        '100000100' +
        BLANK_DOCUMENT,
    ]);
    expect(result.lines.every((line) => line.length === 168)).toBe(true);
    expect(recordsFile(result.lines)).toBe(result.lines.join('\r\n'));
    expect(recordsFile(result.lines).endsWith('\r\n')).toBe(false);
  });

  it('writes a group: holder 18, members 20 without documents', () => {
    const result = buildStayRecords(stay('gruppo', [mario, luca]), TODAY);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.lines.map((line) => line.slice(0, 2))).toEqual(['18', '20']);
    expect(result.lines[0].slice(134)).toBe('IDENT' + pad('CA1234567', 20) + '412058091');
    expect(result.lines[1].slice(134)).toBe(BLANK_DOCUMENT);
  });

  it('writes a guest born abroad: no comune or province, the state of birth, a passport', () => {
    const jonas: RecordGuest = {
      id: 9,
      first_name: 'Jonas',
      last_name: 'Müller-Groß',
      gender: 'm',
      date_of_birth: '1990-01-31',
      place_of_birth_code: '100000216', // GERMANIA
      citizenship_code: '100000216',
      document_type: 'passport',
      document_number: 'C01X00T47',
      place_of_issue_code: '100000216',
    };
    const result = buildStayRecords(stay(null, [jonas]), TODAY);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.lines[0]).toBe(
      '16' +
        '22/11/2026' +
        '03' +
        pad('MULLER-GROSS', 50) +
        pad('JONAS', 30) +
        '1' +
        '31/01/1990' +
        ' '.repeat(9) +
        '  ' +
        '100000216' +
        '100000216' +
        'PASOR' +
        pad('C01X00T47', 20) +
        '100000216',
    );
  });

  it('writes the code and province a comune had at the birth (ABBADIA CERRETO, MI then LO)', () => {
    const before: RecordGuest = {
      ...mario,
      date_of_birth: '1980-05-01',
      place_of_birth_code: '403015699',
    };
    const result = buildStayRecords(stay('ospite singolo', [before]), TODAY);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.lines[0].slice(105, 125)).toBe('403015699' + 'MI' + '100000100');
    // The Lodi entry did not exist in 1980.
    const wrong = buildStayRecords(
      stay('ospite singolo', [{ ...before, place_of_birth_code: '403098001' }]),
      TODAY,
    );
    expect(wrong).toMatchObject({
      ok: false,
      guests: [{ reasons: [RECORD_MESSAGES.placeOfBirthDate] }],
    });
  });

  it('accepts an arrival of yesterday, a one-day stay and a 30-day stay', () => {
    const yesterday = { ...stay('ospite singolo', [mario]), check_in_date: '2026-11-21' };
    expect(buildStayRecords(yesterday, TODAY).ok).toBe(true);
    const sameDay = { ...stay('ospite singolo', [mario]), check_out_date: TODAY };
    const line = buildStayRecords(sameDay, TODAY);
    expect(line.ok && line.lines[0].slice(12, 14)).toBe('01');
    const month = { ...stay('ospite singolo', [mario]), check_out_date: '2026-12-22' };
    const long = buildStayRecords(month, TODAY);
    expect(long.ok && long.lines[0].slice(12, 14)).toBe('30');
  });

  it('refuses with every reason: missing codes, a long stay, an arrival too old or to come', () => {
    const incomplete: RecordGuest = {
      ...mario,
      first_name: 'Иван',
      gender: '',
      date_of_birth: null,
      place_of_birth_code: '',
      citizenship_code: '412058091',
      document_number: '',
      place_of_issue_code: '',
    };
    const old = {
      ...stay('famiglia', [incomplete, anna]),
      check_in_date: '2026-11-20',
      check_out_date: '2026-12-21',
    };
    expect(buildStayRecords(old, TODAY)).toEqual({
      ok: false,
      reasons: [RECORD_MESSAGES.tooLong(31), RECORD_MESSAGES.tooOld('2026-11-20')],
      guests: [
        {
          guest: 1,
          name: 'Иван Rossi',
          reasons: [
            RECORD_MESSAGES.firstName,
            RECORD_MESSAGES.gender,
            RECORD_MESSAGES.dateOfBirth,
            RECORD_MESSAGES.placeOfBirth,
            RECORD_MESSAGES.citizenship,
            RECORD_MESSAGES.documentNumber,
            RECORD_MESSAGES.placeOfIssue,
          ],
        },
      ],
    });
    expect(RECORD_MESSAGES.tooOld('2026-11-20')).toBe(
      'Arrivo del 20/11/2026: il servizio accetta solo arrivi di oggi o di ieri.',
    );
    const future = {
      ...stay('ospite singolo', [mario]),
      check_in_date: '2026-11-23',
      check_out_date: '2026-11-24',
    };
    expect(buildStayRecords(future, TODAY)).toMatchObject({
      ok: false,
      reasons: [RECORD_MESSAGES.notYet('2026-11-23')],
    });
    expect(buildStayRecords(stay('gruppo', []), TODAY)).toMatchObject({
      ok: false,
      reasons: [RECORD_MESSAGES.noGuests],
    });
  });

  it('never cuts a value longer than its field: the guest is reported instead', () => {
    const long: RecordGuest = {
      ...mario,
      // 21 characters once the spaces are gone: the service's field has 20.
      document_number: 'ca 1234567 8901234567 89',
      // 50 typed characters, 60 in the record (ß is written SS).
      last_name: 'Straß'.repeat(10),
      first_name: 'Maria Antonietta Giuseppina Ada',
    };
    expect(buildStayRecords(stay('ospite singolo', [long, { ...mario, id: 2 }]), TODAY)).toEqual({
      ok: false,
      reasons: [],
      guests: [
        {
          guest: 1,
          name: `Maria Antonietta Giuseppina Ada ${'Straß'.repeat(10)}`,
          reasons: [
            RECORD_MESSAGES.lastNameTooLong,
            RECORD_MESSAGES.firstNameTooLong,
            RECORD_MESSAGES.documentNumberTooLong,
          ],
        },
      ],
    });
    expect(RECORD_MESSAGES.documentNumberTooLong).toBe(
      'Numero del documento più lungo di 20 caratteri: il servizio non ne accetta di più e ' +
        'Soglia non lo accorcia. Correggerlo nei dati dell’ospite.',
    );
  });
});
