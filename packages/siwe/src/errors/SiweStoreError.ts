import { SiweError } from './SiweError.ts'

/** `SiweStoreError` narrowed to its literal `name`. */
export type SiweStoreErrorType = SiweStoreError & { name: 'SiweStoreError' }

/**
 * A store could not do what it was asked: full (the memory store's cap), or
 * its backend failed or answered something it should not hold. The handlers
 * fail closed on it.
 */
export class SiweStoreError extends SiweError {
  override name = 'SiweStoreError' as const
  constructor({ reason, cause }: { reason: string; cause?: unknown }) {
    super(`The SIWE store failed: ${reason}.`, { cause })
  }
}
