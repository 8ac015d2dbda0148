/** Hands a `wc:` URI to the operating system, which opens a wallet app. */
export function openDeepLink(uri: string): void {
  window.location.href = uri
}
