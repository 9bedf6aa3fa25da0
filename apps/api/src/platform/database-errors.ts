// PostgreSQL's error codes that a route turns into an answer, found however deep drizzle wrapped them.
function hasCode(error: unknown, code: string): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** unique_violation: two writes of one unique value raced past the first check. */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, '23505');

/** foreign_key_violation: a reference to a row that does not exist (or was deleted meanwhile). */
export const isForeignKeyViolation = (error: unknown): boolean => hasCode(error, '23503');
