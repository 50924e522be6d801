import { z } from 'zod';
import { pk, queryId } from '../http';

export const calendarExportSchema = z.object({
  id: z.number().int(),
  apartment: z.number().int(),
  room: z.number().int().nullable(),
  path: z
    .string()
    .describe('/api/calendar/<secret>.ics: the channels get the app origin followed by it'),
  created_at: z.string(),
  rotated_at: z.string().nullable(),
});
export const calendarExportListResponse = z.array(calendarExportSchema);

export const calendarExportInput = z.object({
  apartment: pk,
  room: pk
    .nullable()
    .optional()
    .describe("A room of the apartment; null or omitted: the apartment's"),
});
export type CalendarExportInputBody = z.infer<typeof calendarExportInput>;

export const calendarExportsQuery = z.object({ apartment: queryId });

/** `<secret>.ics`: 43 characters of base64url (32 random bytes). */
export const calendarFileParams = z.object({ file: z.string().max(200) });
