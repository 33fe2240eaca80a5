const sqlState = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/** SQLSTATE 23503: a row that other rows still refer to (an appointment keeps its service). */
export const isForeignKeyViolation = (error: unknown): boolean => sqlState(error) === '23503';

/** SQLSTATE 23505: a unique value taken meanwhile (two sign-ups of one e-mail). */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';
