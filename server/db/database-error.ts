/** The fields of a PostgreSQL error the code decides on (SQLSTATE, constraint name). */
export type TDatabaseErrorFields = { code?: string; constraint?: string };

/**
 * The driver's error behind `error`: drizzle wraps what node-postgres or PGlite threw, so the SQLSTATE
 * and the constraint sit on the error or on one of its causes.
 */
export function databaseErrorOf(error: unknown): TDatabaseErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
