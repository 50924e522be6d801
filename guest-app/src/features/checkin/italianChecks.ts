// Loaded when the guest sends the billing form: the checksum library stays out of the stay card.
import { CHECK_MESSAGES_EN, italianBillingIssues, type CheckCode } from '@soglia/api-client/checks';
import type { BillingValues } from './billingRules';

/** Each check code standing for itself, so the issues come back as codes to translate. */
const CODES = Object.fromEntries(
  Object.keys(CHECK_MESSAGES_EN).map((code) => [code, code]),
) as Record<CheckCode, string>;

/**
 * The Italian checks the server also runs (codice fiscale, partita IVA, CAP, SDI or PEC), as
 * field -> message in the guest's language (`messageOf` translates a check code).
 */
export function italianBillingErrors(
  values: BillingValues,
  messageOf: (code: CheckCode) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of italianBillingIssues(values, CODES)) {
    errors[field] ??= messageOf(message as CheckCode);
  }
  return errors;
}
