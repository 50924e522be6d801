import type { TranslationCode, TranslationLanguage } from '@soglia/api-client';
import { count, eq } from 'drizzle-orm';
import { guidebookEntries, guidebookTranslations } from '../src/db/tables/guidebook.table';
import { TestClient } from './api-client';
import { createApartment, createOwner, createRoom } from './factories';
import type { TestContext } from './helper';

export const createInfo = async (
  ctx: TestContext,
  ownerId: number,
  apartmentId: number,
  overrides: Partial<typeof guidebookEntries.$inferInsert> = {},
) => {
  const [row] = await ctx.db
    .insert(guidebookEntries)
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
    .insert(guidebookTranslations)
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
      .from(guidebookEntries)
      .where(eq(guidebookEntries.ownerId, ownerId))
  )[0].n;

/** Snapshot of all of an owner's infos and translations, to assert "unchanged". */
export const snapshotInfos = async (ctx: TestContext, ownerId: number) => {
  const infos = await ctx.db
    .select()
    .from(guidebookEntries)
    .where(eq(guidebookEntries.ownerId, ownerId))
    .orderBy(guidebookEntries.id);
  const translations = await ctx.db
    .select({ li: guidebookTranslations })
    .from(guidebookTranslations)
    .innerJoin(guidebookEntries, eq(guidebookEntries.id, guidebookTranslations.apartmentInfoId))
    .where(eq(guidebookEntries.ownerId, ownerId))
    .orderBy(guidebookTranslations.id);
  return { infos, translations: translations.map((t) => t.li) };
};
