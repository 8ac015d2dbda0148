import { checkAccountName, isPlainAccountName } from '@latch/core/internal'
import { useEffect, useState } from 'react'

// Each name checked once per page: a verdict never changes.
const verdicts = new Map<string, boolean>()

/**
 * The account name to show, or `undefined` for the address: `name` itself
 * only when it is its own ENSIP-15 normalisation within
 * `accountNameMaxLength`. A plain name (`isPlainAccountName`) is shown at
 * once; any other, from a restored cache or another writer of the query,
 * only once the lazily loaded normaliser has said yes.
 */
export function useShownAccountName(
  name: string | null | undefined,
): string | undefined {
  const plain = isPlainAccountName(name)
  const pending = typeof name === 'string' && !plain && !verdicts.has(name)
  const [, setChecked] = useState(0)
  useEffect(() => {
    if (!pending) return
    let active = true
    checkAccountName(name).then(
      (verdict) => {
        verdicts.set(name, verdict)
        if (active) setChecked((x) => x + 1)
      },
      // The normaliser could not load (offline): the address stays.
      () => {},
    )
    return () => {
      active = false
    }
  }, [pending, name])
  if (plain) return name
  return typeof name === 'string' && verdicts.get(name) === true
    ? name
    : undefined
}
