import type { Room } from '@soglia/api-client';
import type { rooms } from '../db';

export type RoomRow = typeof rooms.$inferSelect;

export const toRoom = (row: RoomRow, doorIds: number[]): Room => ({
  id: row.id,
  name: row.name,
  apartment: row.apartmentId,
  doors: doorIds,
});
