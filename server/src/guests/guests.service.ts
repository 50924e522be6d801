import { eq } from 'drizzle-orm';
import type { GuestRegistration } from '@soglia/api-client';
import { type Db, guestRegistrations } from '../db';
import {
  addIssue,
  detailError,
  fieldError,
  fieldErrors,
  hasIssues,
  notFound,
  type FieldIssues,
} from '../http';
import { localDate } from '../lib';
import {
  type Decoder,
  type MediaStore,
  sanitizeUpload,
  UploadRejected,
  UPLOAD_MESSAGES,
  type SanitizedFile,
} from '../media';
import type { UploadedFiles } from './guests.body';
import { createGuestsRepository, toRowValues } from './guests.repository';
import { checkGuestValues, GUEST_MESSAGES } from './guests.rules';
import { PHOTO_FIELDS, type GuestBody, type PhotoField } from './guests.schema';
import { guestPhotoPath, toGuestRegistration, toValues } from './guests.serializer';

export type GuestActor =
  { kind: 'owner'; ownerId: number } | { kind: 'guest'; ownerId: number; profileId: number };

export interface GuestsServiceDeps {
  db: Db;
  store: MediaStore;
  decoder: Decoder;
  /** Time the files of one request may take to be checked. */
  decodeTimeoutMs: number;
  now?: () => Date;
}

const COLUMN = {
  document_photo: 'documentPhoto',
  document_photo_back: 'documentPhotoBack',
} as const;
const SIDE = { document_photo: 'front', document_photo_back: 'back' } as const;

type Names = Partial<Record<PhotoField, string>>;

/** The answer nobody reads: the client went away, so nothing of its request is kept. */
const clientGone = () =>
  detailError('client_gone', 'The client closed the request before its answer.');

const NEVER = new AbortController().signal;

const checkStillWanted = (abandoned: AbortSignal) => {
  if (abandoned.aborted) throw clientGone();
};

/**
 * Guest registrations with their document photos. Nothing is left half-written: files are
 * checked before anything is stored, rows change in one transaction, and the files a failed
 * request wrote are removed again.
 */
export const createGuestsService = ({
  db,
  store,
  decoder,
  decodeTimeoutMs,
  now = () => new Date(),
}: GuestsServiceDeps) => {
  const repo = createGuestsRepository(db);

  /** Re-encodes every upload; a rejected one becomes that field's error. */
  const sanitizeAll = async (files: UploadedFiles, errors: FieldIssues, abandoned: AbortSignal) => {
    const out: Partial<Record<PhotoField, SanitizedFile>> = {};
    const signal = AbortSignal.any([abandoned, AbortSignal.timeout(decodeTimeoutMs)]);
    for (const field of PHOTO_FIELDS) {
      const buffer = files[field];
      if (!buffer) continue;
      try {
        out[field] = await sanitizeUpload(buffer, { decoder, signal });
      } catch (err) {
        if (!(err instanceof UploadRejected)) throw err;
        addIssue(errors, field, err.code, err.message);
      }
    }
    checkStillWanted(abandoned);
    return out;
  };

  const writeAll = async (prepared: Partial<Record<PhotoField, SanitizedFile>>) => {
    const names: Names = {};
    try {
      for (const field of PHOTO_FIELDS) {
        const file = prepared[field];
        if (file) names[field] = await store.save(file);
      }
    } catch (err) {
      await store.remove(Object.values(names));
      throw err;
    }
    return names;
  };

  /** Runs `work` after writing the files; removes them when it fails. */
  const withFiles = async <T>(names: Names, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      await store.remove(Object.values(names));
      throw err;
    }
  };

  /**
   * What can be refused before a multipart body is read (so a refused upload is never buffered
   * or decoded): a guest whose stay has every guest registered, an owner's unknown guest.
   */
  const checkBeforeBody = async (actor: GuestActor, guestId: number | null): Promise<void> => {
    if (guestId !== null) {
      if (actor.kind !== 'owner' || !(await repo.findOwned(guestId, actor.ownerId))) {
        throw notFound();
      }
      return;
    }
    if (actor.kind !== 'guest') return;
    const profile = await repo.findProfile(actor.profileId, actor.ownerId);
    if (!profile) throw notFound();
    if ((await repo.countGuests(profile.id)) >= profile.guestNumber) {
      throw detailError('guests_complete', GUEST_MESSAGES.tooManyGuests(profile.guestNumber));
    }
  };

  const create = async (
    actor: GuestActor,
    body: GuestBody,
    files: UploadedFiles,
    abandoned: AbortSignal = NEVER,
  ): Promise<GuestRegistration> => {
    let profileId: number;
    if (actor.kind === 'guest') {
      if (body.checkin_profile !== undefined && body.checkin_profile !== actor.profileId) {
        throw fieldError(
          'checkin_profile',
          'does_not_exist',
          GUEST_MESSAGES.unknownProfile(body.checkin_profile),
        );
      }
      profileId = actor.profileId;
    } else {
      if (body.checkin_profile === undefined) {
        throw fieldError('checkin_profile', 'required', GUEST_MESSAGES.required);
      }
      profileId = body.checkin_profile;
    }
    const profile = await repo.findProfile(profileId, actor.ownerId);
    if (!profile) {
      if (actor.kind === 'guest') throw notFound();
      throw fieldError(
        'checkin_profile',
        'does_not_exist',
        GUEST_MESSAGES.unknownProfile(profileId),
      );
    }

    const { values, errors } = checkGuestValues({
      mode: actor.kind === 'guest' ? 'guest' : 'owner-create',
      body,
      requireForm: profile.requireRegistrationForm,
      today: localDate(now(), profile.timeZone),
    });
    for (const field of PHOTO_FIELDS) {
      if (!files[field] && body[field]) {
        addIssue(errors, field, 'not_a_file', UPLOAD_MESSAGES.notAFile);
      }
    }
    if (actor.kind === 'guest' && profile.requireDocumentPhoto) {
      if (!files.document_photo) {
        addIssue(errors, 'document_photo', 'required', GUEST_MESSAGES.required);
      }
      if (values.document_type !== 'passport' && !files.document_photo_back) {
        addIssue(errors, 'document_photo_back', 'required', GUEST_MESSAGES.required);
      }
    }
    const prepared = await sanitizeAll(files, errors, abandoned);
    if (hasIssues(errors)) throw fieldErrors(errors);

    const names = await writeAll(prepared);
    const row = await withFiles(names, () =>
      db.transaction(async (tx) => {
        const registered = await repo.lockProfileAndCount(tx, profile.id);
        if (registered === null) throw notFound();
        if (actor.kind === 'guest' && registered >= profile.guestNumber) {
          throw detailError('guests_complete', GUEST_MESSAGES.tooManyGuests(profile.guestNumber));
        }
        const [inserted] = await tx
          .insert(guestRegistrations)
          .values({
            checkinProfileId: profile.id,
            ...toRowValues(values),
            documentPhoto: names.document_photo ?? null,
            documentPhotoBack: names.document_photo_back ?? null,
            documentsProvidedAt: names.document_photo ? now() : null,
          })
          .returning();
        // Last moment to give up: after the commit the row stays, answered or not.
        checkStillWanted(abandoned);
        return inserted;
      }),
    );
    return toGuestRegistration(row);
  };

  const update = async (
    ownerId: number,
    guestId: number,
    body: GuestBody,
    files: UploadedFiles,
    abandoned: AbortSignal = NEVER,
  ): Promise<GuestRegistration> => {
    const found = await repo.findOwned(guestId, ownerId);
    if (!found) throw notFound();
    const { guest, timeZone } = found;
    let profileId = guest.checkinProfileId;
    const errors: FieldIssues = {};
    if (body.checkin_profile !== undefined && body.checkin_profile !== profileId) {
      const target = await repo.findProfile(body.checkin_profile, ownerId);
      if (target) profileId = target.id;
      else {
        const message = GUEST_MESSAGES.unknownProfile(body.checkin_profile);
        addIssue(errors, 'checkin_profile', 'does_not_exist', message);
      }
    }
    const checked = checkGuestValues({
      mode: 'owner-update',
      body,
      base: toValues(guest),
      requireForm: false,
      today: localDate(now(), timeZone),
    });
    Object.assign(errors, checked.errors);

    const cleared: PhotoField[] = [];
    for (const field of PHOTO_FIELDS) {
      if (files[field]) continue;
      const given = body[field];
      const current = guest[COLUMN[field]] ? guestPhotoPath(guest.id, SIDE[field]) : null;
      if (given === undefined || given === '' || given === current) continue;
      if (given === null) cleared.push(field);
      else addIssue(errors, field, 'not_a_file', UPLOAD_MESSAGES.notAFile);
    }
    const prepared = await sanitizeAll(files, errors, abandoned);
    if (hasIssues(errors)) throw fieldErrors(errors);

    const names = await writeAll(prepared);
    const photoChanges: Partial<Record<'documentPhoto' | 'documentPhotoBack', string | null>> = {};
    for (const field of PHOTO_FIELDS) {
      const next = names[field] ?? (cleared.includes(field) ? null : undefined);
      if (next !== undefined) photoChanges[COLUMN[field]] = next;
    }
    // A new front photo provides the documents; the host clearing it takes that back.
    const provided =
      photoChanges.documentPhoto === undefined
        ? {}
        : { documentsProvidedAt: photoChanges.documentPhoto === null ? null : now() };
    // The photos being replaced are read under the row lock, so two concurrent updates cannot
    // both think they replace the same file and leave the other's new file unreferenced.
    const { row, replaced } = await withFiles(names, () =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            documentPhoto: guestRegistrations.documentPhoto,
            documentPhotoBack: guestRegistrations.documentPhotoBack,
          })
          .from(guestRegistrations)
          .where(eq(guestRegistrations.id, guest.id))
          .for('update');
        if (!current) throw notFound();
        const [updated] = await tx
          .update(guestRegistrations)
          .set({
            checkinProfileId: profileId,
            ...toRowValues(checked.values),
            ...photoChanges,
            ...provided,
          })
          .where(eq(guestRegistrations.id, guest.id))
          .returning();
        checkStillWanted(abandoned);
        const columns = Object.keys(photoChanges) as (keyof typeof photoChanges)[];
        return { row: updated, replaced: columns.map((column) => current[column]) };
      }),
    );
    await store.remove(replaced);
    return toGuestRegistration(row);
  };

  const remove = async (ownerId: number, guestId: number): Promise<void> => {
    const found = await repo.findOwned(guestId, ownerId);
    if (!found) throw notFound();
    const [deleted] = await db
      .delete(guestRegistrations)
      .where(eq(guestRegistrations.id, guestId))
      .returning();
    if (!deleted) throw notFound();
    await store.remove([deleted.documentPhoto, deleted.documentPhotoBack]);
  };

  return { checkBeforeBody, create, update, remove };
};
