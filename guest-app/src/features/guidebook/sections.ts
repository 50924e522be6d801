import type { MessageDescriptor } from 'react-intl';
import type { InfoEntry, InfoType } from '@soglia/api-client';
import type { IconName } from '@soglia/ui-kit';
import { guidebookMessages as m } from './messages';

export type GuidebookSectionId = 'general' | 'parking' | 'restaurants' | 'apartment';

export interface GuidebookGroup {
  type: InfoType;
  title: MessageDescriptor;
}

/**
 * Which article types each guest section shows, in this order (docs/product.md § The guest flow,
 * step 6).
 */
export const GUIDEBOOK_SECTIONS: Record<
  GuidebookSectionId,
  { groups: readonly GuidebookGroup[]; empty: MessageDescriptor; icon: IconName }
> = {
  general: {
    groups: [
      { type: 'general', title: m.general },
      { type: 'nearby', title: m.nearby },
      { type: 'places_to_visit', title: m.placesToVisit },
    ],
    empty: m.emptyGeneral,
    icon: 'info',
  },
  parking: {
    groups: [{ type: 'parking_info', title: m.parking }],
    empty: m.emptyParking,
    icon: 'parking',
  },
  restaurants: {
    groups: [{ type: 'restaurants', title: m.restaurants }],
    empty: m.emptyRestaurants,
    icon: 'restaurant',
  },
  apartment: {
    groups: [
      { type: 'apartment_info', title: m.apartmentInfo },
      { type: 'room_info', title: m.roomInfo },
    ],
    empty: m.emptyApartment,
    icon: 'home',
  },
};

/**
 * When the stay has a room, room_info articles are limited to that room's
 * (docs/product.md § The guest flow); without a room, or when no article is about it, every
 * room_info article shows. Never the same id twice.
 */
export function selectRoomEntries(entries: readonly InfoEntry[], roomName?: string | null) {
  const seen = new Set<number>();
  const rooms = entries.filter((info) => {
    if (info.type !== 'room_info' || seen.has(info.id)) return false;
    seen.add(info.id);
    return true;
  });
  const wanted = roomName?.trim();
  const mine = wanted ? rooms.filter((info) => info.room_name?.trim() === wanted) : [];
  return mine.length > 0 ? mine : rooms;
}

/** The articles of one group, in the order the server gives them (room_info filtered). */
export function articlesOf(
  entries: readonly InfoEntry[],
  type: InfoType,
  roomName?: string | null,
): InfoEntry[] {
  if (type === 'room_info') return selectRoomEntries(entries, roomName);
  const seen = new Set<number>();
  return entries.filter((info) => {
    if (info.type !== type || seen.has(info.id)) return false;
    seen.add(info.id);
    return true;
  });
}

/** Only https links become 'Open in Maps' (the server accepts maps share links only). */
export function mapsLinkOf(info: Pick<InfoEntry, 'google_link'>): string | null {
  const link = info.google_link?.trim();
  return link && /^https:\/\//i.test(link) ? link : null;
}
