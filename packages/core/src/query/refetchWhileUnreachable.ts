import { unreachableNodeErrorNames } from '../errors/network.ts'
import { failedReadRetryInterval } from './queryDefaults.ts'

/**
 * A read's `refetchInterval`: again while its last attempt found no node
 * answering (`NetworkUnavailableError`, or viem's error for a node that did
 * not answer, anywhere in the cause chain), else never; a node's own answer,
 * error or not, stands. Light enough for the first paint: it reads error
 * names, it does not classify.
 */
export function refetchWhileUnreachable(query: {
  state: { status: string; error: unknown }
}): number | false {
  if (query.state.status !== 'error') return false
  return unreachable(query.state.error) ? failedReadRetryInterval : false
}

function unreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 8) return false
  const { name, cause } = error as { name?: unknown; cause?: unknown }
  if (
    name === 'NetworkUnavailableError' ||
    (typeof name === 'string' && unreachableNodeErrorNames.has(name))
  )
    return true
  return unreachable(cause, depth + 1)
}
