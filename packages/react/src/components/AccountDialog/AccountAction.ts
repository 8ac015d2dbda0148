import type { ReactNode } from 'react'

/**
 * An action of the dapp's own in the account dialog (`LatchProvider`'s
 * `accountActions`), after the built-in ones: a button that runs
 * `onSelect`, or a link to `href`; either closes the dialog.
 */
export type AccountAction = {
  /** Its text: the button's or the link's accessible name. */
  label: string
  /**
   * Before the label, hidden from assistive technology: an element, or an
   * image URL under the wallet icons' rules (an image `data:` URI, a path on
   * the page's origin, or `https:`; another is not shown).
   */
  icon?: ReactNode | string | undefined
} & (
  | {
      /** Runs once the dialog has closed: it may move focus, or open another of Latch's dialogs. */
      onSelect: () => void
      href?: never
    }
  | {
      /** Followed as any link; the dialog closes. */
      href: string
      onSelect?: never
    }
)
