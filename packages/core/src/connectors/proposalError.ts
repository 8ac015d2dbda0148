import { UserRejectedRequestError } from 'viem'
import { PairingExpiredError } from '../errors/provider.ts'

/**
 * The error a proposal failed with, typed. What the SDK rejects a proposal
 * with: the wallet's answer (5000 "User rejected."), or its own expiry
 * ("Proposal expired"), or an error.
 */
export function proposalError(error: unknown): unknown {
  const { code, message } = (error ?? {}) as {
    code?: unknown
    message?: unknown
  }
  // The sign-in's rejection comes as the bare message.
  const text =
    typeof error === 'string'
      ? error
      : typeof message === 'string'
        ? message
        : ''
  if (/expired/i.test(text)) return new PairingExpiredError({ cause: error })
  if (
    code === 4001 ||
    code === 5000 ||
    code === 5001 ||
    /user rejected|rejected by user/i.test(text)
  )
    return new UserRejectedRequestError(
      error instanceof Error ? error : new Error(text || 'Rejected.'),
    )
  return error
}
