/**
 * A failure the user can act on: its message is safe to show and its status follows the API's
 * rule (400 bad input, 401 not signed in, 403 not verified, 402 no credits, 404, 409, 429;
 * docs/decisions.md, 'API errors').
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError

/**
 * A refusal (400) of one field's value that only the domain can judge (one of the account's
 * children): the API answers the message, which names the field; a page shows `pageMessage` under
 * that field.
 */
export class FieldRefusal extends AppError {
  constructor(
    readonly field: string,
    message: string,
    readonly pageMessage: string,
  ) {
    super(400, message)
  }
}
