import { inArray } from 'drizzle-orm';
import { type Db, guestRegistrations } from '../db';
import type { MediaStore } from '../media';

/**
 * Once a guest's record is accepted the police have what they need: its document photos go
 * (references under the row lock, then the files; a file that cannot be removed now is swept
 * by the retention job as an orphan). The guest's data stays.
 */
export const deleteAcceptedPhotos = async (
  db: Db,
  store: MediaStore,
  guestIds: number[],
): Promise<number> => {
  if (guestIds.length === 0) return 0;
  const names = await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        front: guestRegistrations.documentPhoto,
        back: guestRegistrations.documentPhotoBack,
      })
      .from(guestRegistrations)
      .where(inArray(guestRegistrations.id, guestIds))
      .for('update');
    const found = rows.flatMap((r) => [r.front, r.back]).filter((n): n is string => !!n);
    if (found.length > 0) {
      await tx
        .update(guestRegistrations)
        .set({ documentPhoto: null, documentPhotoBack: null })
        .where(inArray(guestRegistrations.id, guestIds));
    }
    return found;
  });
  await store.remove(names);
  return names.length;
};
