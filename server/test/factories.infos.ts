import type { TranslationCode, TranslationLanguage } from '@soglia/api-client';
import { count, eq } from 'drizzle-orm';
import { apartmentInfo, languageInformations } from '../src/infos/infos.table';
import { TestClient } from './api-client';
import { createApartment, createOwner, createRoom } from './factories';
import type { TestContext } from './helper';

export const createInfo = async (
  ctx: TestContext,
  ownerId: number,
  apartmentId: number,
  overrides: Partial<typeof apartmentInfo.$inferInsert> = {},
) => {
  const [row] = await ctx.db
    .insert(apartmentInfo)
    .values({
      ownerId,
      apartmentId,
      title: 'Wi-Fi',
      type: 'general',
      info: 'La password è soglia2024',
      ...overrides,
    })
    .returning();
  return row;
};

const CODES: Record<TranslationLanguage, TranslationCode> = {
  Inglese: 'en',
  Spagnolo: 'es',
  Francese: 'fr',
  Tedesco: 'de',
};

export const createTranslation = async (
  ctx: TestContext,
  apartmentInfoId: number,
  language: TranslationLanguage,
  text: { title: string; info: string },
) => {
  const [row] = await ctx.db
    .insert(languageInformations)
    .values({ apartmentInfoId, language, code: CODES[language], ...text })
    .returning();
  return row;
};

/** An owner logged in, with one apartment holding two rooms. */
export const ownerWithApartment = async (ctx: TestContext) => {
  const owner = await createOwner(ctx);
  const apartment = await createApartment(ctx, owner.id);
  const room = await createRoom(ctx, owner.id, apartment.id, 'Camera Blu');
  const otherRoom = await createRoom(ctx, owner.id, apartment.id, 'Camera Rossa');
  const client = new TestClient(ctx.baseUrl);
  await client.login(owner.username, owner.password);
  return { owner, apartment, room, otherRoom, client };
};

export const countInfos = async (ctx: TestContext, ownerId: number) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(apartmentInfo)
      .where(eq(apartmentInfo.ownerId, ownerId))
  )[0].n;

/** Snapshot of all of an owner's infos and translations, to assert "unchanged". */
export const snapshotInfos = async (ctx: TestContext, ownerId: number) => {
  const infos = await ctx.db
    .select()
    .from(apartmentInfo)
    .where(eq(apartmentInfo.ownerId, ownerId))
    .orderBy(apartmentInfo.id);
  const translations = await ctx.db
    .select({ li: languageInformations })
    .from(languageInformations)
    .innerJoin(apartmentInfo, eq(apartmentInfo.id, languageInformations.apartmentInfoId))
    .where(eq(apartmentInfo.ownerId, ownerId))
    .orderBy(languageInformations.id);
  return { infos, translations: translations.map((t) => t.li) };
};
