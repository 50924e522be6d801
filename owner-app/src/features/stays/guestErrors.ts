import type { IntlShape } from 'react-intl';
import { withFieldTexts, type FieldTexts } from '../../shared/form';
import type { RequestFailure } from '../../shared/requests';
import { formMessages as m } from './messages';

/**
 * The failure of a guest write with the API's field messages in Italian where the console has
 * its own words for the code (required names and date of birth, a date of birth in the future or
 * malformed); other messages stay as the server gave them (the guests API answers the guest
 * app's English texts).
 */
export function italianGuestFailure(failure: RequestFailure, intl: IntlShape): RequestFailure {
  const t = intl.formatMessage;
  const texts: FieldTexts = {
    first_name: { required: t(m.firstNameRequired) },
    last_name: { required: t(m.lastNameRequired) },
    date_of_birth: {
      required: t(m.dateOfBirthRequired),
      invalid_date: t(m.dateOfBirthFormat),
      date_in_future: t(m.dateOfBirthFuture),
    },
  };
  return withFieldTexts(failure, (field, code) => texts[field]?.[code]);
}
