import type { Door, LanguageInstruction } from '@soglia/api-client';
import type { doors, doorTranslations } from '../db';

export type DoorRow = typeof doors.$inferSelect;
type InstructionRow = typeof doorTranslations.$inferSelect;

export const toInstruction = (row: InstructionRow): LanguageInstruction => ({
  id: row.id,
  door: row.doorId,
  language: row.language,
  code: row.code,
  door_name: row.doorName,
  text: row.text,
});

export const toDoor = (
  row: DoorRow,
  roomIds: number[],
  instructions: LanguageInstruction[],
): Door => ({
  id: row.id,
  name: row.name,
  access_type: row.accessType,
  id_device: row.idDevice,
  check_position_code: row.checkPositionCode,
  channel_device: row.channelDevice,
  access_code: row.accessCode,
  priority: row.priority,
  apartment: row.apartmentId,
  description: row.description,
  instructions: row.instructions,
  rooms: roomIds,
  language_instructions: instructions,
});
