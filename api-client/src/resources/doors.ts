import { deleteResource, getJson, postJson, putJson, type CallOptions } from '../request';
import type { LanguageInstruction } from './doorTranslations';

export type AccessType = 'shelly' | 'codice' | 'solo istruzioni';

export interface Door {
  id: number;
  name: string;
  access_type: AccessType;
  id_device: string;
  /** The CPC a guest types to open a shelly door (owner side only). */
  check_position_code: string;
  channel_device: number;
  access_code: string;
  priority: number;
  apartment: number;
  description: string;
  instructions: string;
  /** Room ids. */
  rooms: number[];
  language_instructions: LanguageInstruction[];
}

/**
 * POST / PUT body. Optional fields take their defaults on POST (access_type 'solo istruzioni',
 * channel 0, texts '') and keep their stored value on PUT; null means empty.
 */
export interface DoorInput {
  name: string;
  access_type?: AccessType;
  id_device?: string | null;
  check_position_code?: string | null;
  channel_device?: number | null;
  access_code?: string | null;
  priority: number;
  /** Fixed once created: a door cannot move to another apartment. */
  apartment: number;
  description?: string | null;
  instructions?: string | null;
  /** Room ids of the same apartment; omitted on PUT = unchanged. */
  rooms?: number[];
}

export interface DoorsQuery {
  apartment: number;
}

/** One remote-lock door of GET /api/check-doors-status/. */
export interface DoorStatusItem {
  door_id: number;
  door_name: string;
  apartment_name: string;
  status: { isok: boolean; connected: boolean };
}

/** The doors of an apartment, by ascending priority. */
export function listDoors(query: DoorsQuery, options?: CallOptions): Promise<Door[]> {
  return getJson('/api/doors/', query, options);
}

export function createDoor(input: DoorInput, options?: CallOptions): Promise<Door> {
  return postJson('/api/doors/', input, options);
}

export function updateDoor(id: number, input: DoorInput, options?: CallOptions): Promise<Door> {
  return putJson(`/api/doors/${id}/`, input, options);
}

/** Deletes the door with its translations. */
export function deleteDoor(id: number, options?: CallOptions): Promise<void> {
  return deleteResource(`/api/doors/${id}/`, options);
}

/** Online state of the caller's shelly doors (read from Shelly Cloud). */
export function checkDoorsStatus(options?: CallOptions): Promise<DoorStatusItem[]> {
  return getJson('/api/check-doors-status/', undefined, options);
}
