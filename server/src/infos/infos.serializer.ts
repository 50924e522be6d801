import { sql } from 'drizzle-orm';
import type { InfoEntry } from '@soglia/api-client';
import { rooms } from '../rooms/rooms.table';
import { apartmentInfo, languageInformations } from './infos.table';

export type InfoOut = InfoEntry & { room_name: string };

export const infoColumns = {
  id: apartmentInfo.id,
  title: apartmentInfo.title,
  type: apartmentInfo.type,
  info: apartmentInfo.info,
  google_link: apartmentInfo.googleLink,
  apartment: apartmentInfo.apartmentId,
  room: apartmentInfo.roomId,
  room_name: sql<string>`coalesce(${rooms.name}, '')`,
};

export const translationColumns = {
  id: languageInformations.id,
  apartment_info: languageInformations.apartmentInfoId,
  language: languageInformations.language,
  code: languageInformations.code,
  title: languageInformations.title,
  info: languageInformations.info,
};
