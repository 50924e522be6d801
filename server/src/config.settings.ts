import { z } from 'zod';

/** Where a setting is documented in server/README.md. */
export type SettingSection = 'general' | 'media' | 's3';

export interface SettingDoc {
  /** The default as the README shows it (markdown); derived from the schema where it is a value. */
  default: string;
  meaning: string;
  section: SettingSection;
}

/** The README's view of each setting: its default and meaning, kept beside its schema. */
export const settingDocs = z.registry<SettingDoc, z.ZodType>();

// Where the default is a value, the README shows that value: it cannot drift from the schema.
type Doc = Omit<SettingDoc, 'default'>;

// An unset or blank variable is "not set"; every value is trimmed.
const blankAsUnset = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const documented = <T extends z.ZodType>(schema: T, doc: SettingDoc): T => {
  settingDocs.add(schema, doc);
  return schema;
};

const shown = (value: unknown): string => (value === undefined ? '–' : `\`${String(value)}\``);

const fail = (ctx: z.RefinementCtx, raw: string, expected: string): never => {
  ctx.addIssue({ code: 'custom', message: `must be ${expected}, got '${raw}'`, input: raw });
  return z.NEVER;
};

/** Text; `fallback` when unset. */
export const text = (fallback: string, doc: Doc) =>
  documented(z.preprocess(blankAsUnset, z.string().default(fallback)), {
    ...doc,
    default: shown(fallback),
  });

/** Text with no default (null when unset); `doc.default` says what happens then, if anything. */
export const optionalText = (doc: Doc & { default?: string }) =>
  documented(z.preprocess(blankAsUnset, z.string().nullable().default(null)), {
    default: shown(undefined),
    ...doc,
  });

interface IntRange {
  min?: number;
  max?: number;
}

const rangeText = ({ min = 0, max }: IntRange): string => {
  if (max !== undefined) return `an integer from ${min} to ${max}`;
  return min === 0 ? 'a non-negative integer' : `an integer of at least ${min}`;
};

const intSchema = (range: IntRange) =>
  z.string().transform((raw, ctx) => {
    const { min = 0, max = Number.MAX_SAFE_INTEGER } = range;
    const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
    return value >= min && value <= max ? value : fail(ctx, raw, rangeText(range));
  });

/** A whole number within `range` (default: 0 and up); `fallback` when unset. */
export const integer = (fallback: number, doc: Doc, range: IntRange = {}) =>
  documented(z.preprocess(blankAsUnset, intSchema(range).default(fallback)), {
    ...doc,
    default: shown(fallback),
  });

/** A whole number within `range` with no fixed default (null when unset). */
export const optionalInteger = (doc: Doc & { default: string }, range: IntRange = {}) =>
  documented(z.preprocess(blankAsUnset, intSchema(range).nullable().default(null)), doc);

/** A number of 0 or more, fractions allowed; `fallback` when unset. */
export const amount = (fallback: number, doc: Doc) =>
  documented(
    z.preprocess(
      blankAsUnset,
      z
        .string()
        .transform((raw, ctx) =>
          /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : fail(ctx, raw, 'a non-negative number'),
        )
        .default(fallback),
    ),
    { ...doc, default: shown(fallback) },
  );

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];

const booleanSchema = z.string().transform((raw, ctx) => {
  const value = raw.toLowerCase();
  if (TRUE.includes(value)) return true;
  if (FALSE.includes(value)) return false;
  return fail(ctx, raw, 'true or false');
});

/** true/false (also 1/0, yes/no, on/off); `fallback` when unset. */
export const flag = (fallback: boolean, doc: Doc) =>
  documented(z.preprocess(blankAsUnset, booleanSchema.default(fallback)), {
    ...doc,
    default: shown(fallback),
  });

/** true/false with no fixed default (null when unset); `doc.default` says what happens then. */
export const optionalFlag = (doc: Doc & { default: string }) =>
  documented(z.preprocess(blankAsUnset, booleanSchema.nullable().default(null)), doc);

/** An absolute http(s) URL; `fallback` when unset. */
export const httpUrl = (fallback: string, doc: Doc) =>
  documented(
    z.preprocess(
      blankAsUnset,
      z
        .string()
        .transform((raw, ctx) =>
          /^https?:\/\//i.test(raw) && URL.canParse(raw)
            ? raw
            : fail(ctx, raw, 'an http:// or https:// URL'),
        )
        .default(fallback),
    ),
    { ...doc, default: shown(fallback) },
  );

/** One of `values` (compared in lower case); `fallback` when unset. */
export const oneOf = (values: readonly string[], fallback: string, doc: Doc) =>
  documented(
    z.preprocess(
      blankAsUnset,
      z
        .string()
        .transform((raw, ctx) => {
          const value = raw.toLowerCase();
          return values.includes(value) ? value : fail(ctx, raw, `one of ${values.join(', ')}`);
        })
        .default(fallback),
    ),
    { ...doc, default: shown(fallback) },
  );

/**
 * A setting parsed by `parse`, which answers the value or an error message naming the variable;
 * `parse` also receives undefined when the variable is unset.
 */
export const custom = <T>(
  parse: (raw: string | undefined) => { value: T } | { error: string },
  doc: SettingDoc,
) =>
  documented(
    z.preprocess(
      blankAsUnset,
      z
        .string()
        .optional()
        .transform((raw, ctx) => {
          const result = parse(raw);
          if ('value' in result) return result.value;
          ctx.addIssue({ code: 'custom', message: result.error, input: raw });
          return z.NEVER;
        }),
    ),
    doc,
  );
