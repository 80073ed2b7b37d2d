import { ERROR_MESSAGES, type ErrorCode } from '../../shared/errors';

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
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
    this.expose = statusCode < 500 || statusCode === 503;
  }
}

export class ValidationError extends HttpError {
  constructor(fields?: Record<string, string>, code: ErrorCode = 'VALIDATION_FAILED', message?: string) {
    super(400, code, message ?? firstMessage(fields) ?? ERROR_MESSAGES[code], fields);
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

function firstMessage(fields?: Record<string, string>): string | undefined {
  return fields ? Object.values(fields)[0] : undefined;
}
