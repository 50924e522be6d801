import { checkRecordWidth, CHECK_MESSAGES_EN, CHECK_MESSAGES_IT } from '.';

describe("the Alloggiati record's widths", () => {
  it('takes a value as long as its field, refuses one character more', () => {
    expect(checkRecordWidth('document_number', 'A'.repeat(20))).toBeNull();
    expect(checkRecordWidth('document_number', 'A'.repeat(21))).toBe('document_number_too_long');
    expect(checkRecordWidth('last_name', 'B'.repeat(50))).toBeNull();
    expect(checkRecordWidth('last_name', 'B'.repeat(51))).toBe('last_name_too_long');
    expect(checkRecordWidth('first_name', 'C'.repeat(30))).toBeNull();
    expect(checkRecordWidth('first_name', 'C'.repeat(31))).toBe('first_name_too_long');
  });

  it('counts as the record does: a document number without spaces, a name with single spaces', () => {
    expect(checkRecordWidth('document_number', ' AB 1234567 AB 1234567 ')).toBeNull();
    expect(checkRecordWidth('last_name', `  ${'B'.repeat(24)}    ${'B'.repeat(25)}  `)).toBeNull();
  });

  it('has a message in Italian and in English', () => {
    expect(CHECK_MESSAGES_EN.document_number_too_long).toMatch(/20 characters/);
    expect(CHECK_MESSAGES_IT.last_name_too_long).toMatch(/50 caratteri/);
  });
});
