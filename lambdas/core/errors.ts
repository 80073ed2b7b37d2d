import { ERROR_MESSAGES, type ErrorCode } from '../../shared/errors';
import { messageOf, type FieldErrors } from '../../shared/validation/validate';

/**
 * Typed errors: domain code throws them, the HTTP wrapper maps them to a status, a stable code and a
 * message. `expose` is false only for unexpected failures, whose details stay in the log.
 */
export class HttpError extends Error {
  readonly expose: boolean;
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
    this.expose = statusCode < 500 || statusCode === 503;
  }
}

/** 400. With field errors, the message is the English text of the first failing field's rule. */
export class ValidationError extends HttpError {
  constructor(fields?: FieldErrors, code: ErrorCode = 'VALIDATION_FAILED', message?: string) {
    super(400, code, message ?? firstMessage(fields) ?? ERROR_MESSAGES[code], fields);
  }
}

/** 400 for a request that is wrong as a whole rather than in one of its fields. */
export class BadRequestError extends HttpError {
  constructor(code: ErrorCode = 'BAD_REQUEST', message?: string) {
    super(400, code, message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor() {
    super(401, 'UNAUTHORIZED');
  }
}

export class ForbiddenError extends HttpError {
  constructor(code: ErrorCode = 'FORBIDDEN') {
    super(403, code);
  }
}

export class NotFoundError extends HttpError {
  constructor(code: ErrorCode = 'NOT_FOUND') {
    super(404, code);
  }
}

export class ConflictError extends HttpError {
  constructor(code: ErrorCode = 'CONFLICT', message?: string) {
    super(409, code, message);
  }
}

/** 429: the caller has used up an allowance (e.g. contact messages per address and hour). */
export class TooManyRequestsError extends HttpError {
  constructor(code: ErrorCode = 'TOO_MANY_REQUESTS') {
    super(429, code);
  }
}

function firstMessage(fields?: FieldErrors): string | undefined {
  const first = fields ? Object.values(fields)[0] : undefined;
  return first ? messageOf(first) : undefined;
}
