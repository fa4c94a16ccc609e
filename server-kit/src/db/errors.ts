/** Is this (possibly wrapped) database error a unique-constraint violation? */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const record = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (record.code === '23505') return constraint === undefined || record.constraint === constraint;
    current = record.cause;
  }
  return false;
}
