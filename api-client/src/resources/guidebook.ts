import type { LanguageCode } from '../common';
import { deleteResource, getJson, postJson, putJson, type CallOptions } from '../request';

export type InfoType =
  | 'general'
  | 'parking_info'
  | 'restaurants'
  | 'nearby'
  | 'places_to_visit'
  | 'apartment_info'
  | 'room_info';

/** A guidebook entry (apartment-info on the wire). */
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

export interface GuestInfosQuery {
  /** Titles and texts in this language where translated; it (or none) = the originals. */
  language?: LanguageCode;
}

/** The owner's guidebook entries (the guest's, translated, come from listGuestInfos). */
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

/** The guidebook entries of the guest's apartment, translated where possible. */
export function listGuestInfos(
  query: GuestInfosQuery = {},
  options?: CallOptions,
): Promise<InfoEntry[]> {
  return getJson('/api/apartment-info/', query, options);
}
