import { SignInError } from '../errors/signIn.ts'

/**
 * A backend's step (internal): what it throws is a `SignInError` (a backend
 * of the dapp's own may throw anything), never taken for the wallet's.
 */
export async function siweStep<result>(
  operation: 'nonce' | 'verify',
  run: () => Promise<result>,
): Promise<result> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof SignInError) throw error
    throw new SignInError({ operation, cause: error })
  }
}
