import { and, asc, eq, ne } from 'drizzle-orm';
import type { LanguageInstruction, TranslationCode } from '@soglia/api-client';
import { isPk } from '../http';
import { type Db, doors, doorTranslations } from '../db';
import { toInstruction } from './doors.serializer';

export interface InstructionValues {
  doorId: number;
  language: LanguageInstruction['language'];
  code: TranslationCode;
  doorName: string;
  text: string;
}

export const createDoorTranslationsRepository = (db: Db) => ({
  async listForDoor(doorId: number): Promise<LanguageInstruction[]> {
    const rows = await db
      .select()
      .from(doorTranslations)
      .where(eq(doorTranslations.doorId, doorId))
      .orderBy(asc(doorTranslations.id));
    return rows.map(toInstruction);
  },

  /** One translation of one of the owner's doors, or null. */
  async findOwned(ownerId: number, id: number) {
    if (!isPk(id)) return null;
    const [row] = await db
      .select({ instruction: doorTranslations })
      .from(doorTranslations)
      .innerJoin(doors, eq(doors.id, doorTranslations.doorId))
      .where(and(eq(doorTranslations.id, id), eq(doors.ownerId, ownerId)));
    return row?.instruction ?? null;
  },

  /** Whether the door already has a translation for `code` (other than `exceptId`). */
  async codeTaken(doorId: number, code: TranslationCode, exceptId: number | null) {
    const rows = await db
      .select({ id: doorTranslations.id })
      .from(doorTranslations)
      .where(
        and(
          eq(doorTranslations.doorId, doorId),
          eq(doorTranslations.code, code),
          exceptId === null ? undefined : ne(doorTranslations.id, exceptId),
        ),
      );
    return rows.length > 0;
  },

  async create(values: InstructionValues): Promise<LanguageInstruction> {
    const [row] = await db.insert(doorTranslations).values(values).returning();
    return toInstruction(row);
  },

  async update(id: number, values: InstructionValues): Promise<LanguageInstruction> {
    const [row] = await db
      .update(doorTranslations)
      .set(values)
      .where(eq(doorTranslations.id, id))
      .returning();
    return toInstruction(row);
  },

  async delete(id: number): Promise<void> {
    await db.delete(doorTranslations).where(eq(doorTranslations.id, id));
  },
});
