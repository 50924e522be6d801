import type { IntlShape } from 'react-intl';
import type { RequestFailure } from '../../shared/requests';
import { formMessages as m } from './messages';

// The guests API answers the guest app's English texts; the console shows them in Italian.
const REQUIRED = 'This field is required.';

/**
 * The failure of a guest write with the API's field messages in Italian where the console
 * knows them (required names and date of birth, a date in the future or malformed); other
 * messages stay as the server gave them.
 */
export function italianGuestFailure(failure: RequestFailure, intl: IntlShape): RequestFailure {
  if (!failure.fieldErrors) return failure;
  const required: Record<string, string> = {
    first_name: intl.formatMessage(m.firstNameRequired),
    last_name: intl.formatMessage(m.lastNameRequired),
    date_of_birth: intl.formatMessage(m.dateOfBirthRequired),
  };
  const translate = (field: string, message: string) => {
    if (message === REQUIRED && required[field]) return required[field];
    if (field === 'date_of_birth' && message.startsWith('Invalid date format'))
      return intl.formatMessage(m.dateOfBirthFormat);
    if (field === 'date_of_birth' && message.includes('future'))
      return intl.formatMessage(m.dateOfBirthFuture);
    return message;
  };
  const fieldErrors = Object.fromEntries(
    Object.entries(failure.fieldErrors).map(([field, messages]) => [
      field,
      messages.map((message) => translate(field, message)),
    ]),
  );
  return { ...failure, fieldErrors };
}
