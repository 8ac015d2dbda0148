import type { identicon } from '../components/Avatar/identicon.ts'
import type { createAccountButton } from './createAccountButton.ts'
import type { readStoredAccount } from './readStoredAccount.ts'
import type { StoredAccountScriptData } from './storedAccountScript.ts'

/**
 * The first-paint script's body: finds the prerendered ConnectButton, now
 * or, placed before it (in the page's head, where no stylesheet still
 * loading holds it back), the moment the parser has put it in, before the
 * frame that would show it; then paints the stored account into it. A
 * hydrated page (`ssr`) keeps a slot for it that React leaves alone, and the
 * stylesheet hides *Connect wallet* while it is filled; a page its app
 * renders anew takes the button in place of *Connect wallet*. Storage that
 * throws, text that is not JSON: the page stays as built. Self-contained
 * (the script inlines its source): its parts come as arguments.
 */
export function paintStoredAccount(
  data: StoredAccountScriptData,
  read: typeof readStoredAccount,
  create: typeof createAccountButton,
  draw: typeof identicon,
): void {
  const find = () => {
    const slot = document.querySelector('.latch-connect-button')
    const connect = slot?.querySelector('.latch-connect-button__connect')
    return slot && connect ? { slot, connect } : undefined
  }
  const paint = (slot: Element, connect: Element) => {
    try {
      const stored = read(data)
      if (!stored) return
      const button = create(stored, data.unsupported, draw)
      const painted = slot.querySelector('.latch-connect-button__painted')
      if (painted) painted.replaceChildren(button)
      else connect.replaceWith(button)
    } catch {}
  }
  const found = find()
  if (found) {
    paint(found.slot, found.connect)
    return
  }
  try {
    const observer = new MutationObserver(() => {
      const now = find()
      if (!now) return
      observer.disconnect()
      paint(now.slot, now.connect)
    })
    observer.observe(document, { childList: true, subtree: true })
    document.addEventListener('DOMContentLoaded', () => observer.disconnect())
  } catch {}
}
