import { z } from 'zod';
import { pk, queryId, text } from '../apartments/fields';
import {
  DOOR_NAME_TOO_LONG,
  languageInstructionSchema,
  translationCodeSchema,
  translationLanguageSchema,
} from './doors.schema';

export const INSTRUCTION_EXISTS = "Esiste già un'istruzione per questa lingua.";
export const LANGUAGE_CODE_MISMATCH = 'Il codice non corrisponde alla lingua.';

/** The fixed language/code pairs of SPEC §9. */
export const CODE_OF_LANGUAGE = {
  Inglese: 'en',
  Spagnolo: 'es',
  Francese: 'fr',
  Tedesco: 'de',
} as const;

export const languageInstructionInput = z.object({
  door: pk,
  language: translationLanguageSchema,
  code: translationCodeSchema,
  door_name: text(40, DOOR_NAME_TOO_LONG).optional(),
  text: text(5000).optional(),
});
export type LanguageInstructionBody = z.infer<typeof languageInstructionInput>;

export const languageInstructionListResponse = z.array(languageInstructionSchema);
export const instructionsQuery = z.object({ door_id: queryId });
