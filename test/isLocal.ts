/** True for loopback, data, blob and about URLs: the only ones let through. */
export function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  if (['data:', 'blob:', 'about:', 'chrome-extension:'].includes(protocol))
    return true
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  )
}
