import { normalize } from 'viem/ens'
import { accountNameMaxLength } from './accountNameMaxLength.ts'

/**
 * Whether `name` may be shown as an account's name: it is its own ENSIP-15
 * normalisation (no bidi control, no invisible character, no mix of scripts
 * that look alike) and within `accountNameMaxLength`. Loads the normaliser
 * (tens of KiB): import this module lazily.
 */
export function isNormalizedAccountName(name: unknown): name is string {
  if (typeof name !== 'string' || name.length > accountNameMaxLength)
    return false
  try {
    return normalize(name) === name
  } catch {
    // ENSIP-15 rejects the name outright (a disallowed character, mixed
    // scripts, a confusable).
    return false
  }
}
