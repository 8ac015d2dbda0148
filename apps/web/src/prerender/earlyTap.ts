/** What the page's body script keeps of a tap made before the app was there. */
type EarlyTap = { tapped: boolean; stop: () => void }

let taken = false

/**
 * Stops the body script's listening for taps on the prerendered wallet
 * button (from the app's mount on, React answers them), and keeps whether
 * there was one, for `replayEarlyTap`.
 */
export function takeEarlyTap(): void {
  const page = window as { __latchEarlyTap?: EarlyTap | undefined }
  const tap = page.__latchEarlyTap
  if (!tap) return
  tap.stop()
  taken ||= tap.tapped
  page.__latchEarlyTap = undefined
}

/**
 * Answers a tap on the prerendered wallet button made before the app could
 * (kept by `takeEarlyTap` as the app mounted): once the app has rendered,
 * the button is clicked for the visitor. Returns whether there was one.
 */
export function replayEarlyTap(): boolean {
  if (!taken) return false
  taken = false
  document
    .querySelector<HTMLButtonElement>('.latch-connect-button button')
    ?.click()
  return true
}
