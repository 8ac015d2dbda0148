/**
 * The key a client's address is counted under for the rate limits: an IPv4
 * address as it is, an IPv6 address by its /64 (one subscriber's network:
 * a home or a server gets a whole /64, so counting each of its 2^64
 * addresses apart would be no limit at all). Anything else (a header's
 * value) is cut to 64 characters.
 */
export function clientGroup(address: string): string {
  let value = address.trim().toLowerCase()
  if (value.startsWith('[') && value.endsWith(']')) value = value.slice(1, -1)
  const zone = value.indexOf('%')
  if (zone !== -1) value = value.slice(0, zone)
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value)
  if (mapped) return mapped[1]!
  if (!value.includes(':')) return value.slice(0, 64)
  const groups = ipv6Groups(value)
  if (!groups) return value.slice(0, 64)
  return `${groups.slice(0, 4).join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address (hex, no leading zeros), or `undefined`. */
function ipv6Groups(value: string): string[] | undefined {
  if (value.length > 45) return undefined
  const halves = value.split('::')
  if (halves.length > 2) return undefined
  const words = (part: string) => {
    if (part === '') return []
    const list = part.split(':')
    const last = list.at(-1)!
    // An IPv4 tail (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) is two groups.
    if (last.includes('.')) {
      const bytes = last.split('.').map(Number)
      if (
        bytes.length !== 4 ||
        bytes.some((byte) => !Number.isInteger(byte) || byte > 255)
      )
        return undefined
      list.splice(
        -1,
        1,
        ((bytes[0]! << 8) | bytes[1]!).toString(16),
        ((bytes[2]! << 8) | bytes[3]!).toString(16),
      )
    }
    return list.every((word) => /^[0-9a-f]{1,4}$/.test(word))
      ? list.map((word) => Number.parseInt(word, 16).toString(16))
      : undefined
  }
  const head = words(halves[0]!)
  const tail = halves.length === 2 ? words(halves[1]!) : []
  if (!head || !tail) return undefined
  if (halves.length === 1) return head.length === 8 ? head : undefined
  const missing = 8 - head.length - tail.length
  if (missing < 1) return undefined
  return [...head, ...Array<string>(missing).fill('0'), ...tail]
}
