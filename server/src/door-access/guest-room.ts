import type { GuestRoomResponse, LanguageCode, MissingRequirement } from '@soglia/api-client';
import { stayEndsAt, stayStartsAt } from '../checkin-profiles/stay-window';
import { notFound } from '../http/errors';
import type { DoorAccessRepository } from './door-access.repository';
import { roomTexts } from './messages';

type Stay = NonNullable<Awaited<ReturnType<DoorAccessRepository['guestStay']>>>;

/**
 * What the guest still has to provide, only what the profile requires, always in this order:
 * document photos, registration forms, billing info (the order guest-room reports them in).
 */
export const missingRequirements = (stay: Stay): MissingRequirement[] => {
  const missing: MissingRequirement[] = [];
  if (stay.requireDocumentPhoto) {
    const count = Math.max(0, stay.guestNumber - stay.withPhoto);
    if (count > 0) missing.push({ code: 'document_photo', count });
  }
  if (stay.requireRegistrationForm) {
    const count = Math.max(0, stay.guestNumber - stay.registered);
    if (count > 0) missing.push({ code: 'registration_form', count });
  }
  if (stay.requireBillingInfo && !stay.hasBilling) missing.push({ code: 'billing_info', count: 1 });
  return missing;
};

export type WindowState = 'before' | 'open' | 'after';

export const stayWindowState = (stay: Stay, now: Date): WindowState => {
  if (now.getTime() < stayStartsAt(stay, stay.timeZone).getTime()) return 'before';
  if (now.getTime() >= stayEndsAt(stay, stay.timeZone).getTime()) return 'after';
  return 'open';
};

/** Ascending priority; doors of equal priority in random order. */
export const orderDoors = <T extends { priority: number }>(list: T[]): T[] =>
  list
    .map((door) => ({ door, key: Math.random() }))
    .sort((a, b) => a.door.priority - b.door.priority || a.key - b.key)
    .map((x) => x.door);

export const guestRoom = async (
  repo: DoorAccessRepository,
  profileId: number,
  language: LanguageCode,
  now: Date,
): Promise<GuestRoomResponse> => {
  // With its doors in one round trip: a guest at the door is the common case.
  const stay = await repo.guestStayWithDoors(profileId, language);
  if (!stay) throw notFound();
  const missing = missingRequirements(stay);
  if (missing.length > 0) return { missing_requirements: missing };

  const texts = roomTexts(language);
  const state = stayWindowState(stay, now);
  if (state === 'before') return { detail: texts.opensAt(stay.checkInDate, stay.checkInTime) };
  if (state === 'after') return { detail: texts.ended };
  if (stay.roomId === null) return { detail: texts.noRoom };

  return [{ name: stay.roomName ?? '', doors: orderDoors(stay.doors) }];
};
