import { z } from 'zod';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db';
import { fieldError, issue, type FieldIssue } from './errors';

/** Building blocks of the request schemas and handlers shared by every resource. */

export const INT_MAX = 2_147_483_647;

export const MAPS_PREFIX = 'https://maps.app.goo.gl/';
export const MAPS_MESSAGE = `Il link deve iniziare con '${MAPS_PREFIX}'.`;
export const INVALID_URL = 'URL non valido';
export const REQUIRED = 'This field is required.';
export const BLANK = 'This field may not be blank.';

const NO_NUL = {
  error: 'Null characters are not allowed.',
  params: { code: 'null_characters' },
} as const;

/** A string of at most `max` characters (PostgreSQL rejects NUL, so it is refused here). */
export const text = (max: number, tooLong?: string) =>
  z
    .string()
    .max(max, tooLong ? { error: tooLong } : undefined)
    .refine((s) => !s.includes('\0'), NO_NUL);

/** A required, non-blank string (surrounding whitespace trimmed first, like DRF). */
export const requiredText = (max: number, tooLong?: string) =>
  z
    .string()
    .trim()
    .min(1, { error: BLANK })
    .max(max, tooLong ? { error: tooLong } : undefined)
    .refine((s) => !s.includes('\0'), NO_NUL);

/** A primary key in a body; existence and ownership are checked by the handler. */
export const pk = z.number().int();

export const pkList = z.array(pk).max(500);

/** `{id}` in a URL: anything else (or out of range) is simply not found. */
export const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/) });

/** A required numeric query parameter, e.g. `?apartment=12`. */
export const queryId = z.string().refine((s) => /^\d+$/.test(s), {
  error: 'A valid integer is required.',
  params: { code: 'invalid_integer' },
});

export const invalidPk = (id: unknown) => `Invalid pk "${String(id)}" - object does not exist.`;
/** DRF's "does not exist" of a primary key, as a field issue. */
export const invalidPkIssue = (id: unknown): FieldIssue => issue('does_not_exist', invalidPk(id));
export const requiredIssue = (): FieldIssue => issue('required', REQUIRED);

export const isPk = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= INT_MAX;

/** Parses a validated numeric id; ids beyond int4 cannot exist, so they map to 0 (never found). */
export const toId = (raw: string): number => {
  const n = Number(raw);
  return isPk(n) ? n : 0;
};

/**
 * Errors for a list of linked ids (a room's doors, a door's rooms): each must exist for the
 * owner (`found`) and belong to `apartmentId`. Unknown and other owners' ids read the same.
 */
export const linkErrors = (
  ids: number[],
  found: { id: number; apartmentId: number }[],
  apartmentId: number,
  otherApartmentMessage: string,
): FieldIssue[] => {
  const byId = new Map(found.map((row) => [row.id, row]));
  const errors = new Map<string, FieldIssue>();
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) errors.set(invalidPk(id), invalidPkIssue(id));
    else if (row.apartmentId !== apartmentId) {
      errors.set(otherApartmentMessage, issue('other_apartment', otherApartmentMessage));
    }
  }
  return [...errors.values()];
};

export const unique = (ids: number[]): number[] => [...new Set(ids)];

/**
 * Runs a write whose linked ids were checked just before; if one of them was deleted in
 * between, the foreign key refuses it and the caller gets a field error instead of a 500.
 */
export const guardLinks = async <T>(field: string, write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) {
      throw fieldError(field, 'link_gone', 'One of the linked objects no longer exists.');
    }
    throw error;
  }
};

export const DATE_FORMAT_MESSAGE =
  'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
export const TIME_FORMAT_MESSAGE =
  'Time has wrong format. Use one of these formats instead: hh:mm[:ss].';

/** A real calendar date written yyyy-mm-dd (PostgreSQL has no year 0, so neither has this). */
export const isIsoDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** 'HH:MM' or 'HH:MM:SS' → 'HH:MM:SS'; null when malformed. */
export const normalizeTime = (value: string): string | null => {
  const m = TIME_RE.exec(value);
  if (!m) return null;
  return `${m[1]}:${m[2]}:${m[3] ?? '00'}`;
};

export const dateField = () =>
  z.string().refine(isIsoDate, {
    message: DATE_FORMAT_MESSAGE,
    abort: true,
    params: { code: 'invalid_date' },
  });

export const timeField = () =>
  z.string().refine((v) => normalizeTime(v) !== null, {
    message: TIME_FORMAT_MESSAGE,
    abort: true,
    params: { code: 'invalid_time' },
  });

/** Positive integer id (a related object's primary key). */
export const pkField = () => z.number().int().positive().max(INT_MAX);

/** Escapes LIKE wildcards so user text matches literally. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
