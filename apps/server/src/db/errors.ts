/** PostgreSQL's unique_violation: a unique index refused a write another transaction won. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';
