import { deleteResource, getJson, postJson, putJson, type CallOptions } from '../request';

export interface Room {
  id: number;
  name: string;
  apartment: number;
  /** Door ids. */
  doors: number[];
}

export interface RoomInput {
  name: string;
  /** Fixed once created: a room cannot move to another apartment. */
  apartment: number;
  /** Door ids of the same apartment; omitted on PUT = unchanged. */
  doors?: number[];
}

export interface RoomsQuery {
  apartment: number;
}

export function listRooms(query: RoomsQuery, options?: CallOptions): Promise<Room[]> {
  return getJson('/api/rooms/', query, options);
}

export function createRoom(input: RoomInput, options?: CallOptions): Promise<Room> {
  return postJson('/api/rooms/', input, options);
}

export function updateRoom(id: number, input: RoomInput, options?: CallOptions): Promise<Room> {
  return putJson(`/api/rooms/${id}/`, input, options);
}

export function deleteRoom(id: number, options?: CallOptions): Promise<void> {
  return deleteResource(`/api/rooms/${id}/`, options);
}
