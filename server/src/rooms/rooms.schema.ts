import { z } from 'zod';
import { pk, pkList, queryId, requiredText } from '../http';

export const roomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  apartment: z.number().int(),
  doors: z.array(z.number().int()),
});
export const roomListResponse = z.array(roomSchema);

export const roomInput = z.object({
  name: requiredText(100),
  apartment: pk,
  doors: pkList.optional().describe('Door ids of the same apartment; omitted on PUT = unchanged'),
});
export type RoomInputBody = z.infer<typeof roomInput>;

export const roomsQuery = z.object({ apartment: queryId });

export const DOOR_OTHER_APARTMENT = "La porta deve appartenere all'appartamento della camera.";
export const ROOM_MOVE = 'Non è possibile spostare la camera in un altro appartamento.';
