import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { LanguageInformation, TranslationCode } from '@soglia/api-client';
import { apartments } from '../apartments/apartments.table';
import { checkinProfiles } from '../checkin-profiles/checkin-profiles.table';
import type { Db } from '../db/client';
import { rooms } from '../rooms/rooms.table';
import type { InfoBody } from './infos.schema';
import { apartmentInfo, languageInformations } from './infos.table';
import { infoColumns, translationColumns, type InfoOut } from './infos.serializer';

export const createInfosRepository = (db: Db) => {
  const selectInfos = (where: SQL | undefined) =>
    db
      .select(infoColumns)
      .from(apartmentInfo)
      .leftJoin(rooms, eq(rooms.id, apartmentInfo.roomId))
      .where(where)
      .orderBy(asc(apartmentInfo.id));

  const findOwnedInfo = async (ownerId: number, id: number): Promise<InfoOut | null> => {
    const [row] = await selectInfos(
      and(eq(apartmentInfo.ownerId, ownerId), eq(apartmentInfo.id, id)),
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
          eq(apartmentInfo.ownerId, ownerId),
          apartmentId === undefined ? undefined : eq(apartmentInfo.apartmentId, apartmentId),
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
        eq(apartmentInfo.apartmentId, place.apartmentId),
        place.roomId === null
          ? isNull(apartmentInfo.roomId)
          : or(isNull(apartmentInfo.roomId), eq(apartmentInfo.roomId, place.roomId)),
      );
      if (code === null) return selectInfos(where);
      return db
        .select({
          ...infoColumns,
          title: sql<string>`coalesce(${languageInformations.title}, ${apartmentInfo.title})`,
          info: sql<string>`coalesce(${languageInformations.info}, ${apartmentInfo.info})`,
        })
        .from(apartmentInfo)
        .leftJoin(rooms, eq(rooms.id, apartmentInfo.roomId))
        .leftJoin(
          languageInformations,
          and(
            eq(languageInformations.apartmentInfoId, apartmentInfo.id),
            eq(languageInformations.code, code),
          ),
        )
        .where(where)
        .orderBy(asc(apartmentInfo.id));
    },

    findOwnedInfo,

    async createInfo(ownerId: number, body: InfoBody): Promise<InfoOut> {
      const [row] = await db
        .insert(apartmentInfo)
        .values({ ownerId, ...toColumns(body) })
        .returning({ id: apartmentInfo.id });
      return (await findOwnedInfo(ownerId, row.id))!;
    },

    async updateInfo(ownerId: number, id: number, body: InfoBody): Promise<InfoOut | null> {
      const rows = await db
        .update(apartmentInfo)
        .set(toColumns(body))
        .where(and(eq(apartmentInfo.ownerId, ownerId), eq(apartmentInfo.id, id)))
        .returning({ id: apartmentInfo.id });
      return rows.length ? findOwnedInfo(ownerId, id) : null;
    },

    async deleteInfo(ownerId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(apartmentInfo)
        .where(and(eq(apartmentInfo.ownerId, ownerId), eq(apartmentInfo.id, id)))
        .returning({ id: apartmentInfo.id });
      return rows.length > 0;
    },

    listTranslations(ownerId: number, apartmentInfoId?: number): Promise<LanguageInformation[]> {
      return db
        .select(translationColumns)
        .from(languageInformations)
        .innerJoin(apartmentInfo, eq(apartmentInfo.id, languageInformations.apartmentInfoId))
        .where(
          and(
            eq(apartmentInfo.ownerId, ownerId),
            apartmentInfoId === undefined
              ? undefined
              : eq(languageInformations.apartmentInfoId, apartmentInfoId),
          ),
        )
        .orderBy(asc(languageInformations.id));
    },

    async findOwnedTranslation(ownerId: number, id: number): Promise<LanguageInformation | null> {
      const [row] = await db
        .select(translationColumns)
        .from(languageInformations)
        .innerJoin(apartmentInfo, eq(apartmentInfo.id, languageInformations.apartmentInfoId))
        .where(and(eq(apartmentInfo.ownerId, ownerId), eq(languageInformations.id, id)));
      return row ?? null;
    },

    async hasTranslation(apartmentInfoId: number, code: TranslationCode): Promise<boolean> {
      const [row] = await db
        .select({ id: languageInformations.id })
        .from(languageInformations)
        .where(
          and(
            eq(languageInformations.apartmentInfoId, apartmentInfoId),
            eq(languageInformations.code, code),
          ),
        );
      return Boolean(row);
    },

    async createTranslation(input: Omit<LanguageInformation, 'id'>): Promise<LanguageInformation> {
      const [row] = await db
        .insert(languageInformations)
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
        .update(languageInformations)
        .set(input)
        .where(eq(languageInformations.id, id))
        .returning(translationColumns);
      return row;
    },

    async deleteTranslation(id: number): Promise<void> {
      await db.delete(languageInformations).where(eq(languageInformations.id, id));
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

export type InfosRepository = ReturnType<typeof createInfosRepository>;
