import { z } from 'zod';
import { pk, queryId, text } from '../http';
import { translationCodeSchema, translationLanguageSchema } from '../lib';
import { DOOR_NAME_TOO_LONG, languageInstructionSchema } from './doors.schema';

export const INSTRUCTION_EXISTS = "Esiste già un'istruzione per questa lingua.";

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
