import { sql } from 'drizzle-orm';
import type { InfoEntry } from '@soglia/api-client';
import { rooms, guidebookEntries, guidebookTranslations } from '../db';

export type InfoOut = InfoEntry & { room_name: string };

export const infoColumns = {
  id: guidebookEntries.id,
  title: guidebookEntries.title,
  type: guidebookEntries.type,
  info: guidebookEntries.info,
  google_link: guidebookEntries.googleLink,
  apartment: guidebookEntries.apartmentId,
  room: guidebookEntries.roomId,
  room_name: sql<string>`coalesce(${rooms.name}, '')`,
};

export const translationColumns = {
  id: guidebookTranslations.id,
  apartment_info: guidebookTranslations.apartmentInfoId,
  language: guidebookTranslations.language,
  code: guidebookTranslations.code,
  title: guidebookTranslations.title,
  info: guidebookTranslations.info,
};
