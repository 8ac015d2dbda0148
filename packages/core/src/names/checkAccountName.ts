import { accountNameMaxLength } from './accountNameMaxLength.ts'
import { isPlainAccountName } from './isPlainAccountName.ts'

/**
 * Whether `name` may be shown as an account's name (`isNormalizedAccountName`):
 * a plain name is answered at once; any other loads the ENSIP-15 normaliser
 * first (tens of KiB, kept out of a page's initial JS).
 */
export async function checkAccountName(name: unknown): Promise<boolean> {
  if (isPlainAccountName(name)) return true
  if (typeof name !== 'string' || name.length > accountNameMaxLength)
    return false
  const { isNormalizedAccountName } = await import(
    './isNormalizedAccountName.ts'
  )
  return isNormalizedAccountName(name)
}
