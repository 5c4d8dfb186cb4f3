/** PostgreSQL's unique_violation: a unique index refused a write another transaction won. */
/** drizzle wraps the driver's error (DrizzleQueryError), so the code may sit on its cause. */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | null;
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause));
};

/** PostgreSQL's foreign_key_violation: a row the write refers to is gone (deleted by another transaction meanwhile). */
export const isForeignKeyViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | null;
  return e?.code === '23503' || (e?.cause !== undefined && isForeignKeyViolation(e.cause));
};
