import type { LinkStrategy } from '@latch/core/internal'

/**
 * A wallet link's `target` and `rel` for this browser: a new window where an
 * in-app browser lets links out only that way (Telegram), else none.
 */
export function linkTarget(linkStrategy: LinkStrategy): {
  target?: '_blank'
  rel?: string
} {
  return linkStrategy === 'new-window'
    ? { target: '_blank', rel: 'noopener noreferrer' }
    : {}
}
