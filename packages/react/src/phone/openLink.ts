import type { LinkStrategy } from '@latch/core/internal'
import { linkTarget } from './linkTarget.ts'

/**
 * Follows `href` as a tapped link does, in the caller's task (call it from
 * the tap's handler before any `await`: iOS opens an app only from the
 * gesture); in a web view that lets links out only as new windows, as one.
 */
export function openLink(href: string, linkStrategy: LinkStrategy): void {
  const anchor = Object.assign(
    document.createElement('a'),
    linkTarget(linkStrategy),
  )
  anchor.href = href
  anchor.click()
}
