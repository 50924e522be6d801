export {
  CODE_OF_LANGUAGE,
  LANGUAGE_CODE_MISMATCH,
  guestLanguageSchema,
  translationCodeSchema,
  translationLanguageSchema,
} from './languages';
export { guestAccessEndsAt, stayEndsAt, stayStartsAt } from './stay-window';
export { addDays, isValidTimeZone, localDate, localTime, zonedInstant } from './time';
