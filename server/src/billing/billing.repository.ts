import { and, count, eq } from 'drizzle-orm';
import type { BillingInfo, PersonType } from '@soglia/api-client';
import { checkinProfiles, type Db, billingInfo } from '../db';
import { detailError } from '../http';
import { billingColumns } from './billing.serializer';

export interface BillingValues {
  person_type: PersonType;
  first_name?: string;
  last_name?: string;
  company_name?: string;
  vat_number?: string;
  tax_code?: string;
  address: string;
  city: string;
  postal_code: string;
  country: string;
  email: string;
  sdi_code?: string;
  pec?: string;
}

const toColumns = (v: BillingValues) => ({
  personType: v.person_type,
  firstName: v.first_name ?? '',
  lastName: v.last_name ?? '',
  companyName: v.company_name ?? '',
  vatNumber: v.vat_number ?? '',
  taxCode: v.tax_code ?? '',
  address: v.address,
  city: v.city,
  postalCode: v.postal_code,
  country: v.country,
  email: v.email,
  sdiCode: (v.sdi_code ?? '').toUpperCase(),
  pec: v.pec ?? '',
});

/** Billing records one stay may hold: a guest cannot grow the table without bound. */
export const MAX_BILLING_ROWS = 10;
export const TOO_MANY_BILLING_ROWS = `This stay already has ${MAX_BILLING_ROWS} billing records: no more can be added.`;

/** The guest's form is sent once; later changes go through the host. */
export const GUEST_BILLING_ALREADY_SENT =
  'The billing information for this stay has already been sent. To change it, contact your host.';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The stay's billing rows, counted under a lock on the stay so parallel submits queue up. */
const lockedRowCount = async (tx: Tx, profileId: number): Promise<number> => {
  await tx
    .select({ id: checkinProfiles.id })
    .from(checkinProfiles)
    .where(eq(checkinProfiles.id, profileId))
    .for('update');
  const [{ n }] = await tx
    .select({ n: count() })
    .from(billingInfo)
    .where(eq(billingInfo.checkinProfileId, profileId));
  return Number(n);
};

const assertRoom = async (tx: Tx, profileId: number): Promise<void> => {
  if ((await lockedRowCount(tx, profileId)) >= MAX_BILLING_ROWS) {
    throw detailError('billing_rows_full', TOO_MANY_BILLING_ROWS);
  }
};

export const createBillingRepository = (db: Db) => ({
  async ownsProfile(ownerId: number, profileId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: checkinProfiles.id })
      .from(checkinProfiles)
      .where(and(eq(checkinProfiles.ownerId, ownerId), eq(checkinProfiles.id, profileId)));
    return Boolean(row);
  },

  /** A billing row of one of the owner's profiles, or null. */
  async findOwned(ownerId: number, id: number): Promise<BillingInfo | null> {
    const [row] = await db
      .select(billingColumns)
      .from(billingInfo)
      .innerJoin(checkinProfiles, eq(checkinProfiles.id, billingInfo.checkinProfileId))
      .where(and(eq(billingInfo.id, id), eq(checkinProfiles.ownerId, ownerId)));
    return row ?? null;
  },

  /** Adds a row, unless the stay already has MAX_BILLING_ROWS (checked under the profile lock). */
  async create(profileId: number, values: BillingValues): Promise<BillingInfo> {
    return db.transaction(async (tx) => {
      await assertRoom(tx, profileId);
      const [row] = await tx
        .insert(billingInfo)
        .values({ checkinProfileId: profileId, ...toColumns(values) })
        .returning(billingColumns);
      return row;
    });
  },

  /** The guest's one submission: a 409 when the stay already has billing data. */
  async createForGuest(profileId: number, values: BillingValues): Promise<BillingInfo> {
    return db.transaction(async (tx) => {
      if ((await lockedRowCount(tx, profileId)) > 0) {
        throw detailError('billing_already_sent', GUEST_BILLING_ALREADY_SENT);
      }
      const [row] = await tx
        .insert(billingInfo)
        .values({ checkinProfileId: profileId, ...toColumns(values) })
        .returning(billingColumns);
      return row;
    });
  },

  async update(id: number, profileId: number, values: BillingValues): Promise<BillingInfo> {
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select({ profileId: billingInfo.checkinProfileId })
        .from(billingInfo)
        .where(eq(billingInfo.id, id));
      if (current && current.profileId !== profileId) await assertRoom(tx, profileId);
      const [row] = await tx
        .update(billingInfo)
        .set({ checkinProfileId: profileId, ...toColumns(values) })
        .where(eq(billingInfo.id, id))
        .returning(billingColumns);
      return row;
    });
  },

  async remove(id: number): Promise<void> {
    await db.delete(billingInfo).where(eq(billingInfo.id, id));
  },
});
