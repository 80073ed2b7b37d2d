/**
 * Stable error codes of the HTTP API and the English message each one carries by default.
 * Clients key their translations on the code; the message is the specification's text where it has one.
 */
export const ERROR_MESSAGES = {
  BAD_REQUEST: 'The request is not valid.',
  INVALID_JSON: 'The request body is not valid JSON.',
  VALIDATION_FAILED: 'Some fields are not valid.',
  UNAUTHORIZED: 'Please sign in to continue.',
  FORBIDDEN: 'You are not allowed to do this.',
  ACCOUNT_INACTIVE: 'Your account has been deactivated. Please contact support.',
  NOT_FOUND: 'Not found.',
  ROUTE_NOT_FOUND: 'No such API route.',
  CONFLICT: 'The request conflicts with the current state.',
  ACCOUNT_EXISTS: 'An account with this e-mail already exists.',
  INVALID_EMAIL: 'Invalid email',
  DEPENDENCY_UNAVAILABLE: 'A service the product depends on is unavailable.',
  INTERNAL: 'An unexpected error occurred',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** The JSON body of every error answer of the API. */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  requestId?: string;
  /** Field name to message, for validation failures. */
  fields?: Record<string, string>;
}
