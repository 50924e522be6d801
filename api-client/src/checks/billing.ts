import {
  checkCap,
  checkCodiceFiscale,
  checkPartitaIva,
  checkPec,
  checkSdi,
  checkSdiOrPec,
  isItaly,
  type CheckCode,
} from './italian';

interface ItalianBillingFields {
  person_type?: unknown;
  tax_code?: unknown;
  vat_number?: unknown;
  postal_code?: unknown;
  country?: unknown;
  sdi_code?: unknown;
  pec?: unknown;
}

/** The shape of a person's codice fiscale: checked whatever the country says. */
const LOOKS_LIKE_CODICE_FISCALE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPRST][0-9LMNPQRSTUV]{2}[A-Z]/;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The Italian checks of a billing record, as field issues with `messages` (Italian for owners,
 * English for guests). Italian addresses (country Italia / Italy / IT …): codice fiscale, partita
 * IVA, CAP, and SDI code or PEC for a company. Elsewhere only what is plainly Italian is checked
 * (a code shaped like a codice fiscale, a VAT number starting with IT). Blank fields are left to
 * the required-field rules.
 */
export const italianBillingIssues = (
  value: ItalianBillingFields,
  messages: Record<CheckCode, string>,
): { field: string; code: CheckCode; message: string }[] => {
  const issues: { field: string; code: CheckCode; message: string }[] = [];
  const add = (field: string, code: CheckCode | null) => {
    if (code) issues.push({ field, code, message: messages[code] });
  };
  const italy = isItaly(text(value.country));
  const taxCode = text(value.tax_code);
  const vat = text(value.vat_number);
  if (taxCode && (italy || LOOKS_LIKE_CODICE_FISCALE.test(taxCode.toUpperCase()))) {
    add('tax_code', checkCodiceFiscale(taxCode));
  }
  if (vat && (italy || /^IT/i.test(vat))) add('vat_number', checkPartitaIva(vat));
  const postalCode = text(value.postal_code);
  if (italy && postalCode) add('postal_code', checkCap(postalCode));
  const sdi = text(value.sdi_code);
  const pec = text(value.pec);
  if (sdi) add('sdi_code', checkSdi(sdi));
  if (pec) add('pec', checkPec(pec));
  if (italy && value.person_type === 'company') add('sdi_code', checkSdiOrPec(sdi, pec));
  return issues;
};
