import { z } from 'zod';
import { translationCodeSchema, translationLanguageSchema } from '../lib';
import { pk, pkList, queryId, requiredText, text } from '../http';

export const DOOR_NAME_TOO_LONG = 'Il nome della porta deve essere al massimo di 40 caratteri.';
export const ROOM_OTHER_APARTMENT = "La camera deve appartenere all'appartamento della porta.";
export const DOOR_MOVE = 'Non è possibile spostare la porta in un altro appartamento.';

export const accessTypeSchema = z.enum(['shelly', 'codice', 'solo istruzioni']);

export const languageInstructionSchema = z.object({
  id: z.number().int(),
  door: z.number().int(),
  language: translationLanguageSchema,
  code: translationCodeSchema,
  door_name: z.string(),
  text: z.string(),
});

export const doorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  access_type: accessTypeSchema,
  id_device: z.string(),
  check_position_code: z.string(),
  channel_device: z.number().int(),
  access_code: z.string(),
  priority: z.number().int(),
  apartment: z.number().int(),
  description: z.string(),
  instructions: z.string(),
  rooms: z.array(z.number().int()),
  language_instructions: z.array(languageInstructionSchema),
});
export const doorListResponse = z.array(doorSchema);

/**
 * POST/PUT body. Optional fields take their defaults on POST and keep their stored value on PUT
 * (null = empty). The per-access-type requirements are checked by the handler on the result.
 */
export const doorInput = z.object({
  name: requiredText(40, DOOR_NAME_TOO_LONG),
  access_type: accessTypeSchema.optional(),
  id_device: text(100).nullish(),
  check_position_code: text(64).nullish(),
  channel_device: z.number().int().min(0).max(255).nullish(),
  access_code: text(20).nullish(),
  priority: z.number().int().min(-1_000_000).max(1_000_000),
  apartment: pk,
  description: text(200).nullish(),
  instructions: text(5000).nullish(),
  rooms: pkList.optional().describe('Room ids of the same apartment; omitted on PUT = unchanged'),
});
export type DoorInputBody = z.infer<typeof doorInput>;

export const doorsQuery = z.object({ apartment: queryId });
