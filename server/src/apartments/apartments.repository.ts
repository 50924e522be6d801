import { and, asc, eq, inArray } from 'drizzle-orm';
import { type Db, guidebookEntries, guidebookTranslations, apartments } from '../db';
import type { ApartmentValues } from './apartments.values';
import { toApartment, type ApartmentOut, type ApartmentRow } from './apartments.serializer';
import { isPk } from '../http';

export const createApartmentsRepository = (db: Db) => ({
  /** The owner's apartments with the translations of their info entries. */
  async listForOwner(ownerId: number): Promise<ApartmentOut[]> {
    const rows = await db
      .select()
      .from(apartments)
      .where(eq(apartments.ownerId, ownerId))
      .orderBy(asc(apartments.id));
    if (rows.length === 0) return [];
    const translations = await db
      .select({
        id: guidebookTranslations.id,
        apartment_info: guidebookTranslations.apartmentInfoId,
        language: guidebookTranslations.language,
        code: guidebookTranslations.code,
        title: guidebookTranslations.title,
        info: guidebookTranslations.info,
        apartmentId: guidebookEntries.apartmentId,
      })
      .from(guidebookTranslations)
      .innerJoin(guidebookEntries, eq(guidebookEntries.id, guidebookTranslations.apartmentInfoId))
      .where(
        inArray(
          guidebookEntries.apartmentId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(guidebookTranslations.id));
    return rows.map((row) =>
      toApartment(
        row,
        translations.filter((t) => t.apartmentId === row.id).map(({ apartmentId: _, ...t }) => t),
      ),
    );
  },

  /** One of the owner's apartments, or null (unknown id or another owner's). */
  async findOwned(ownerId: number, id: number): Promise<ApartmentRow | null> {
    if (!isPk(id)) return null;
    const [row] = await db
      .select()
      .from(apartments)
      .where(and(eq(apartments.id, id), eq(apartments.ownerId, ownerId)));
    return row ?? null;
  },

  /** The answer for one apartment, with its info translations. */
  async view(row: ApartmentRow): Promise<ApartmentOut> {
    const infos = await db
      .select({
        id: guidebookTranslations.id,
        apartment_info: guidebookTranslations.apartmentInfoId,
        language: guidebookTranslations.language,
        code: guidebookTranslations.code,
        title: guidebookTranslations.title,
        info: guidebookTranslations.info,
      })
      .from(guidebookTranslations)
      .innerJoin(guidebookEntries, eq(guidebookEntries.id, guidebookTranslations.apartmentInfoId))
      .where(eq(guidebookEntries.apartmentId, row.id))
      .orderBy(asc(guidebookTranslations.id));
    return toApartment(row, infos);
  },

  async create(ownerId: number, values: ApartmentValues): Promise<ApartmentRow> {
    const [row] = await db
      .insert(apartments)
      .values({ ...values, ownerId })
      .returning();
    return row;
  },

  async update(ownerId: number, id: number, values: ApartmentValues): Promise<ApartmentRow | null> {
    const [row] = await db
      .update(apartments)
      .set(values)
      .where(and(eq(apartments.id, id), eq(apartments.ownerId, ownerId)))
      .returning();
    return row ?? null;
  },

  /** Rooms, doors, infos and check-in profiles (and what hangs off them) go by FK cascade. */
  async delete(ownerId: number, id: number): Promise<boolean> {
    if (!isPk(id)) return false;
    const rows = await db
      .delete(apartments)
      .where(and(eq(apartments.id, id), eq(apartments.ownerId, ownerId)))
      .returning({ id: apartments.id });
    return rows.length > 0;
  },
});

export type ApartmentsRepository = ReturnType<typeof createApartmentsRepository>;
