import type { TranslationCode, TranslationLanguage } from '../common';
import { deleteResource, getJson, postJson, putJson, type CallOptions } from '../request';

/** A door's name and instructions in one language (one per language per door). */
export interface LanguageInstruction {
  id: number;
  door: number;
  language: TranslationLanguage;
  code: TranslationCode;
  door_name: string;
  text: string;
}

/** POST / PUT body; omitted texts are '' on POST and unchanged on PUT. */
export interface LanguageInstructionInput {
  door: number;
  language: TranslationLanguage;
  /** Must match the language (Inglese en, Spagnolo es, Francese fr, Tedesco de). */
  code: TranslationCode;
  door_name?: string;
  text?: string;
}

export interface LanguageInstructionsQuery {
  door_id: number;
}

export function listLanguageInstructions(
  query: LanguageInstructionsQuery,
  options?: CallOptions,
): Promise<LanguageInstruction[]> {
  return getJson('/api/language-instructions/', query, options);
}

/** A second instruction for the same language answers 400 `{non_field_errors}`. */
export function createLanguageInstruction(
  input: LanguageInstructionInput,
  options?: CallOptions,
): Promise<LanguageInstruction> {
  return postJson('/api/language-instructions/', input, options);
}

export function updateLanguageInstruction(
  id: number,
  input: LanguageInstructionInput,
  options?: CallOptions,
): Promise<LanguageInstruction> {
  return putJson(`/api/language-instructions/${id}/`, input, options);
}

export function deleteLanguageInstruction(id: number, options?: CallOptions): Promise<void> {
  return deleteResource(`/api/language-instructions/${id}/`, options);
}
