import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { LanguageInformation, TranslationCode } from '@soglia/api-client';
import {
  apartments,
  checkinProfiles,
  type Db,
  rooms,
  guidebookEntries,
  guidebookTranslations,
} from '../db';
import type { InfoBody } from './guidebook.schema';
import { infoColumns, translationColumns, type InfoOut } from './guidebook.serializer';

export const createGuidebookRepository = (db: Db) => {
  const selectInfos = (where: SQL | undefined) =>
    db
      .select(infoColumns)
      .from(guidebookEntries)
      .leftJoin(rooms, eq(rooms.id, guidebookEntries.roomId))
      .where(where)
      .orderBy(asc(guidebookEntries.id));

  const findOwnedInfo = async (ownerId: number, id: number): Promise<InfoOut | null> => {
    const [row] = await selectInfos(
      and(eq(guidebookEntries.ownerId, ownerId), eq(guidebookEntries.id, id)),
    );
    return row ?? null;
  };

  return {
    async ownsApartment(ownerId: number, apartmentId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: apartments.id })
        .from(apartments)
        .where(and(eq(apartments.ownerId, ownerId), eq(apartments.id, apartmentId)));
      return Boolean(row);
    },

    async findOwnedRoom(ownerId: number, roomId: number) {
      const [row] = await db
        .select({ id: rooms.id, apartmentId: rooms.apartmentId })
        .from(rooms)
        .where(and(eq(rooms.ownerId, ownerId), eq(rooms.id, roomId)));
      return row ?? null;
    },

    /** The apartment and room (null: none assigned yet) of the guest's stay. */
    async guestPlace(
      profileId: number,
    ): Promise<{ apartmentId: number; roomId: number | null } | null> {
      const [row] = await db
        .select({ apartmentId: checkinProfiles.apartmentId, roomId: checkinProfiles.roomId })
        .from(checkinProfiles)
        .where(eq(checkinProfiles.id, profileId));
      return row ?? null;
    },

    listForOwner(ownerId: number, apartmentId?: number): Promise<InfoOut[]> {
      return selectInfos(
        and(
          eq(guidebookEntries.ownerId, ownerId),
          apartmentId === undefined ? undefined : eq(guidebookEntries.apartmentId, apartmentId),
        ),
      );
    },

    /**
     * What a guest of `place` reads: the apartment's entries without a room, and those of the
     * guest's own room (another room's entries may hold its safe code), with title and info in
     * `code` where a translation exists.
     */
    listForGuest(
      place: { apartmentId: number; roomId: number | null },
      code: TranslationCode | null,
    ): Promise<InfoOut[]> {
      const where = and(
        eq(guidebookEntries.apartmentId, place.apartmentId),
        place.roomId === null
          ? isNull(guidebookEntries.roomId)
          : or(isNull(guidebookEntries.roomId), eq(guidebookEntries.roomId, place.roomId)),
      );
      if (code === null) return selectInfos(where);
      return db
        .select({
          ...infoColumns,
          title: sql<string>`coalesce(${guidebookTranslations.title}, ${guidebookEntries.title})`,
          info: sql<string>`coalesce(${guidebookTranslations.info}, ${guidebookEntries.info})`,
        })
        .from(guidebookEntries)
        .leftJoin(rooms, eq(rooms.id, guidebookEntries.roomId))
        .leftJoin(
          guidebookTranslations,
          and(
            eq(guidebookTranslations.apartmentInfoId, guidebookEntries.id),
            eq(guidebookTranslations.code, code),
          ),
        )
        .where(where)
        .orderBy(asc(guidebookEntries.id));
    },

    findOwnedInfo,

    async createInfo(ownerId: number, body: InfoBody): Promise<InfoOut> {
      const [row] = await db
        .insert(guidebookEntries)
        .values({ ownerId, ...toColumns(body) })
        .returning({ id: guidebookEntries.id });
      return (await findOwnedInfo(ownerId, row.id))!;
    },

    async updateInfo(ownerId: number, id: number, body: InfoBody): Promise<InfoOut | null> {
      const rows = await db
        .update(guidebookEntries)
        .set(toColumns(body))
        .where(and(eq(guidebookEntries.ownerId, ownerId), eq(guidebookEntries.id, id)))
        .returning({ id: guidebookEntries.id });
      return rows.length ? findOwnedInfo(ownerId, id) : null;
    },

    async deleteInfo(ownerId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(guidebookEntries)
        .where(and(eq(guidebookEntries.ownerId, ownerId), eq(guidebookEntries.id, id)))
        .returning({ id: guidebookEntries.id });
      return rows.length > 0;
    },

    listTranslations(ownerId: number, apartmentInfoId?: number): Promise<LanguageInformation[]> {
      return db
        .select(translationColumns)
        .from(guidebookTranslations)
        .innerJoin(guidebookEntries, eq(guidebookEntries.id, guidebookTranslations.apartmentInfoId))
        .where(
          and(
            eq(guidebookEntries.ownerId, ownerId),
            apartmentInfoId === undefined
              ? undefined
              : eq(guidebookTranslations.apartmentInfoId, apartmentInfoId),
          ),
        )
        .orderBy(asc(guidebookTranslations.id));
    },

    async findOwnedTranslation(ownerId: number, id: number): Promise<LanguageInformation | null> {
      const [row] = await db
        .select(translationColumns)
        .from(guidebookTranslations)
        .innerJoin(guidebookEntries, eq(guidebookEntries.id, guidebookTranslations.apartmentInfoId))
        .where(and(eq(guidebookEntries.ownerId, ownerId), eq(guidebookTranslations.id, id)));
      return row ?? null;
    },

    async hasTranslation(apartmentInfoId: number, code: TranslationCode): Promise<boolean> {
      const [row] = await db
        .select({ id: guidebookTranslations.id })
        .from(guidebookTranslations)
        .where(
          and(
            eq(guidebookTranslations.apartmentInfoId, apartmentInfoId),
            eq(guidebookTranslations.code, code),
          ),
        );
      return Boolean(row);
    },

    async createTranslation(input: Omit<LanguageInformation, 'id'>): Promise<LanguageInformation> {
      const [row] = await db
        .insert(guidebookTranslations)
        .values({
          apartmentInfoId: input.apartment_info,
          language: input.language,
          code: input.code,
          title: input.title,
          info: input.info,
        })
        .returning(translationColumns);
      return row;
    },

    /** Callers check ownership first (findOwnedTranslation). */
    async updateTranslation(
      id: number,
      input: { title: string; info: string },
    ): Promise<LanguageInformation> {
      const [row] = await db
        .update(guidebookTranslations)
        .set(input)
        .where(eq(guidebookTranslations.id, id))
        .returning(translationColumns);
      return row;
    },

    async deleteTranslation(id: number): Promise<void> {
      await db.delete(guidebookTranslations).where(eq(guidebookTranslations.id, id));
    },
  };
};

const toColumns = (body: InfoBody) => ({
  apartmentId: body.apartment,
  roomId: body.room,
  title: body.title,
  type: body.type,
  info: body.info,
  googleLink: body.google_link,
});

export type GuidebookRepository = ReturnType<typeof createGuidebookRepository>;
