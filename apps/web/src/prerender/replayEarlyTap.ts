/**
 * Answers a tap on the prerendered wallet button made before the app could
 * (the page's body script keeps it in `window.__latchEarlyTap`): once the
 * app has rendered, the button is clicked for the visitor. Returns whether
 * there was one.
 */
export function replayEarlyTap(): boolean {
  const page = window as { __latchEarlyTap?: boolean }
  if (!page.__latchEarlyTap) return false
  page.__latchEarlyTap = false
  document
    .querySelector<HTMLButtonElement>('.latch-connect-button button')
    ?.click()
  return true
}
