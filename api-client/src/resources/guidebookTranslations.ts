import type { TranslationCode, TranslationLanguage } from '../common';
import { deleteResource, getJson, postJson, putJson, type CallOptions } from '../request';

/** The title and text of a guidebook entry in one language (one per language per entry). */
export interface LanguageInformation {
  id: number;
  apartment_info: number;
  language: TranslationLanguage;
  code: TranslationCode;
  title: string;
  info: string;
}

export interface LanguageInformationInput {
  apartment_info: number;
  language: TranslationLanguage;
  /** Must match the language (Inglese en, Spagnolo es, Francese fr, Tedesco de). */
  code: TranslationCode;
  title: string;
  info: string;
}

/** PUT body: only title and info change; the others may be sent back unchanged. */
export interface LanguageInformationUpdate {
  apartment_info?: number;
  language?: TranslationLanguage;
  code?: TranslationCode;
  title: string;
  info: string;
}

export interface LanguageInformationsQuery {
  apartment_info?: number;
}

export function listLanguageInformations(
  query: LanguageInformationsQuery,
  options?: CallOptions,
): Promise<LanguageInformation[]> {
  return getJson('/api/language-informations/', query, options);
}

/** A second entry for the same language answers 400 `{language: [...]}`. */
export function createLanguageInformation(
  input: LanguageInformationInput,
  options?: CallOptions,
): Promise<LanguageInformation> {
  return postJson('/api/language-informations/', input, options);
}

export function updateLanguageInformation(
  id: number,
  input: LanguageInformationUpdate,
  options?: CallOptions,
): Promise<LanguageInformation> {
  return putJson(`/api/language-informations/${id}/`, input, options);
}

export function deleteLanguageInformation(id: number, options?: CallOptions): Promise<void> {
  return deleteResource(`/api/language-informations/${id}/`, options);
}
