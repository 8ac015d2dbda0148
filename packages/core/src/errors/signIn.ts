import { BaseError } from './base.ts'

/** Which step of Sign-In with Ethereum the server refused or did not answer. */
export type SignInOperation = 'nonce' | 'verify' | 'session' | 'signOut'

/** `SignInError` narrowed to its literal `name`, for exhaustive switches. */
export type SignInErrorType = SignInError & { name: 'SignInError' }

/**
 * The dapp's Sign-In with Ethereum backend refused a step (the signature or
 * message did not verify) or did not answer (offline, an error status, an
 * answer of the wrong shape). Nothing is signed in.
 */
export class SignInError extends BaseError {
  override name = 'SignInError' as const
  readonly operation: SignInOperation
  /** The HTTP status the backend answered, when it answered one. */
  readonly status: number | undefined
  constructor({
    operation,
    status,
    cause,
  }: {
    operation: SignInOperation
    status?: number | undefined
    cause?: unknown
  }) {
    super(
      operation === 'verify' && status !== undefined && status < 500
        ? 'The server did not accept the sign-in.'
        : 'The sign-in server cannot be reached right now.',
      {
        cause,
        metaMessages: [
          `Step: ${operation}`,
          ...(status === undefined ? [] : [`Status: ${status}`]),
        ],
      },
    )
    this.operation = operation
    this.status = status
  }
}
