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
