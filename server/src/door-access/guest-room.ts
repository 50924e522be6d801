import type { GuestRoomResponse, LanguageCode, MissingRequirement } from '@soglia/api-client';
import { stayEndsAt, stayStartsAt } from '../lib';
import { notFound } from '../http';
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

/**
 * The host's identification still missing: the apartment requires it and the stay is not
 * identified yet (docs/product.md § Identification at the door). Not part of the online
 * check-in: the identification call itself needs only the check-in done.
 */
export const identificationMissing = (stay: Stay): MissingRequirement[] =>
  stay.identificationRequired && stay.identifiedAt === null
    ? [{ code: 'identification', count: 1 }]
    : [];

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
  const checkin = missingRequirements(stay);
  const identification = identificationMissing(stay);
  if (checkin.length > 0) return { missing_requirements: [...checkin, ...identification] };

  const texts = roomTexts(language);
  const state = stayWindowState(stay, now);
  if (identification.length > 0) {
    if (state !== 'open' || stay.roomId === null) return { missing_requirements: identification };
    // The guest at the door picks the door whose CPC they type to call the host; only the
    // instruction-only doors keep their text, and no code is shown before the identification.
    const doors = orderDoors(stay.doors).map((door) => ({
      ...door,
      access_code: '',
      instructions: door.access_type === 'solo istruzioni' ? door.instructions : '',
    }));
    return {
      missing_requirements: identification,
      room: { name: stay.roomName ?? '', doors },
    };
  }
  if (state === 'before') return { detail: texts.opensAt(stay.checkInDate, stay.checkInTime) };
  if (state === 'after') return { detail: texts.ended };
  if (stay.roomId === null) return { detail: texts.noRoom };

  return [{ name: stay.roomName ?? '', doors: orderDoors(stay.doors) }];
};
