import { and, asc, eq, ne } from 'drizzle-orm';
import type { LanguageInstruction, TranslationCode } from '@soglia/api-client';
import { isPk } from '../http/fields';
import type { Db } from '../db/client';
import { toInstruction } from './doors.serializer';
import { doors, languageInstructions } from './doors.table';

export interface InstructionValues {
  doorId: number;
  language: LanguageInstruction['language'];
  code: TranslationCode;
  doorName: string;
  text: string;
}

export const createLanguageInstructionsRepository = (db: Db) => ({
  async listForDoor(doorId: number): Promise<LanguageInstruction[]> {
    const rows = await db
      .select()
      .from(languageInstructions)
      .where(eq(languageInstructions.doorId, doorId))
      .orderBy(asc(languageInstructions.id));
    return rows.map(toInstruction);
  },

  /** One translation of one of the owner's doors, or null. */
  async findOwned(ownerId: number, id: number) {
    if (!isPk(id)) return null;
    const [row] = await db
      .select({ instruction: languageInstructions })
      .from(languageInstructions)
      .innerJoin(doors, eq(doors.id, languageInstructions.doorId))
      .where(and(eq(languageInstructions.id, id), eq(doors.ownerId, ownerId)));
    return row?.instruction ?? null;
  },

  /** Whether the door already has a translation for `code` (other than `exceptId`). */
  async codeTaken(doorId: number, code: TranslationCode, exceptId: number | null) {
    const rows = await db
      .select({ id: languageInstructions.id })
      .from(languageInstructions)
      .where(
        and(
          eq(languageInstructions.doorId, doorId),
          eq(languageInstructions.code, code),
          exceptId === null ? undefined : ne(languageInstructions.id, exceptId),
        ),
      );
    return rows.length > 0;
  },

  async create(values: InstructionValues): Promise<LanguageInstruction> {
    const [row] = await db.insert(languageInstructions).values(values).returning();
    return toInstruction(row);
  },

  async update(id: number, values: InstructionValues): Promise<LanguageInstruction> {
    const [row] = await db
      .update(languageInstructions)
      .set(values)
      .where(eq(languageInstructions.id, id))
      .returning();
    return toInstruction(row);
  },

  async delete(id: number): Promise<void> {
    await db.delete(languageInstructions).where(eq(languageInstructions.id, id));
  },
});
