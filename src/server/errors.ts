import type { ErrorCode } from '../contracts/errors.ts';

/** An error a client can act on: a stable code, an HTTP status, and values for the message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: Record<string, string | number>;
  readonly fields: Record<string, string> | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    status: number,
    options: {
      params?: Record<string, string | number>;
      fields?: Record<string, string>;
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(code);
    this.code = code;
    this.status = status;
    this.params = options.params ?? {};
    this.fields = options.fields;
    this.details = options.details;
  }
}

export const notFound = () => new AppError('NOT_FOUND', 404);
export const forbidden = () => new AppError('FORBIDDEN', 403);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 401);
