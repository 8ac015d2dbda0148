import { accountNameMaxLength } from './accountNameMaxLength.ts'
import { plainAccountName } from './plainAccountName.ts'

/**
 * Whether `name` is an account name that may be shown as it is, known at
 * once (no normaliser loaded): within `accountNameMaxLength`, ASCII
 * lowercase labels. Any other name waits for `isNormalizedAccountName`.
 */
export function isPlainAccountName(name: unknown): name is string {
  return (
    typeof name === 'string' &&
    name.length <= accountNameMaxLength &&
    plainAccountName.test(name)
  )
}
