import { inArray } from 'drizzle-orm';
import { type Db, guestRegistrations } from '../db';
import type { ConfigWithMedia } from './media.config';
import { mediaStoreOf } from './media.store';

/** The stored photo names of the guests of these profiles. */
export const profileMediaNames = async (db: Db, profileIds: number[]): Promise<string[]> => {
  if (profileIds.length === 0) return [];
  const rows = await db
    .select({ front: guestRegistrations.documentPhoto, back: guestRegistrations.documentPhotoBack })
    .from(guestRegistrations)
    .where(inArray(guestRegistrations.checkinProfileId, profileIds));
  return rows.flatMap((r) => [r.front, r.back]).filter((n): n is string => !!n);
};

/** Removes stored photo files by name (missing files are fine). */
export const removeMediaFiles = async (config: ConfigWithMedia, names: string[]) => {
  await mediaStoreOf(config).remove(names);
};

/**
 * For deleting check-in profiles: clears the guests' photo references, then removes the files.
 * Call it before deleting the profiles (the guest rows cascade away with them). Anything missed
 * (e.g. a deleted apartment) is removed by the retention job's orphan sweep.
 */
export const deleteProfileMedia = async (
  db: Db,
  config: ConfigWithMedia,
  profileIds: number[],
): Promise<number> => {
  const names = await profileMediaNames(db, profileIds);
  if (names.length === 0) return 0;
  await db
    .update(guestRegistrations)
    .set({ documentPhoto: null, documentPhotoBack: null })
    .where(inArray(guestRegistrations.checkinProfileId, profileIds));
  await removeMediaFiles(config, names);
  return names.length;
};
