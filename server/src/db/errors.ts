/** PostgreSQL error code of a failed query (drizzle wraps driver errors in `cause`). */
export const pgErrorCode = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** True for a PostgreSQL unique violation, whether or not drizzle wrapped it. */
export const isUniqueViolation = (error: unknown): boolean =>
  pgErrorCode(error) === UNIQUE_VIOLATION;
