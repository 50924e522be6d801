import { z } from 'zod';

export const DATE_FORMAT_MESSAGE =
  'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
export const TIME_FORMAT_MESSAGE =
  'Time has wrong format. Use one of these formats instead: hh:mm[:ss].';

/** A real calendar date written yyyy-mm-dd. */
export const isIsoDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
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
  z.string().refine(isIsoDate, { message: DATE_FORMAT_MESSAGE, abort: true });

export const timeField = () =>
  z
    .string()
    .refine((v) => normalizeTime(v) !== null, { message: TIME_FORMAT_MESSAGE, abort: true });

/** Positive integer id (a related object's primary key). */
export const pkField = () => z.number().int().positive().max(2_147_483_647);

export const invalidPk = (id: unknown) => `Invalid pk "${String(id)}" - object does not exist.`;

/** Escapes LIKE wildcards so user text matches literally. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
