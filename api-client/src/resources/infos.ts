import type { TranslationCode, TranslationLanguage } from '../common';
import { deleteResource, getJson, postJson, putJson, type CallOptions } from '../request';

export type InfoType =
  | 'general'
  | 'parking_info'
  | 'restaurants'
  | 'nearby'
  | 'places_to_visit'
  | 'apartment_info'
  | 'room_info';

/** An info article (apartment-info). */
export interface InfoEntry {
  id: number;
  title: string;
  type: InfoType;
  info: string;
  /** A maps share link ('' when none). */
  google_link: string;
  apartment: number;
  /** Only for room_info. */
  room: number | null;
  /** The room's name, '' when the entry has no room. */
  room_name: string;
}

/** POST / PUT body (PUT replaces the whole entry). */
export interface InfoEntryInput {
  title: string;
  type: InfoType;
  info: string;
  google_link: string;
  apartment: number;
  /** Required for room_info, null otherwise. */
  room: number | null;
}

export interface InfosQuery {
  /** One of the owner's apartments; without it every entry of the owner. */
  apartment?: number;
}

/** The title and text of an info entry in one language (one per language per entry). */
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

/** The owner's info entries (the guest's, translated, come from listGuestInfos). */
export function listInfos(query: InfosQuery = {}, options?: CallOptions): Promise<InfoEntry[]> {
  return getJson('/api/apartment-info/', query, options);
}

export function createInfo(input: InfoEntryInput, options?: CallOptions): Promise<InfoEntry> {
  return postJson('/api/apartment-info/', input, options);
}

export function updateInfo(
  id: number,
  input: InfoEntryInput,
  options?: CallOptions,
): Promise<InfoEntry> {
  return putJson(`/api/apartment-info/${id}/`, input, options);
}

/** Deletes the entry and its translations. */
export function deleteInfo(id: number, options?: CallOptions): Promise<void> {
  return deleteResource(`/api/apartment-info/${id}/`, options);
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
