import { checksumAddress } from 'viem'

/** An EIP-4361 message's fields, as its text gives them (names as viem's `SiweMessage`). */
export type Eip4361Message = {
  scheme?: string | undefined
  domain: string
  address: `0x${string}`
  statement?: string | undefined
  uri: string
  version: '1'
  chainId: number
  nonce: string
  issuedAt: Date
  expirationTime?: Date | undefined
  notBefore?: Date | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

/** Why a text is not an EIP-4361 message: the line (from 1) and what is wrong with it. */
export type Eip4361Refusal = {
  refused: 'malformed-message' | 'wrong-version'
  line: number
  detail: string
}

export type ParseEip4361MessageReturnType =
  | { message: Eip4361Message }
  | Eip4361Refusal

/** The longest message read: a client's is a few hundred characters. */
export const maxMessageLength = 4_096
/** The longest line read, a URI's included. */
export const maxLineLength = 2_048

const header = ' wants you to sign in with your Ethereum account:'
// The optional fields, in the order the ABNF gives them, each at most once.
const optional = [
  'Expiration Time: ',
  'Not Before: ',
  'Request ID: ',
  'Resources:',
] as const

// Each pattern runs on one line already bounded by maxLineLength, and none
// can backtrack: every repetition is of one character class, or of
// alternatives that start with different characters.
const schemePattern = /^[A-Za-z][A-Za-z0-9+.-]*$/
const addressPattern = /^0x[0-9A-Fa-f]{40}$/
// RFC 3986's reserved / unreserved, and the space: no LF, no `%`.
const statementPattern = /^[A-Za-z0-9._~:/?#[\]@!$&'()*+,;= -]*$/
const digitsPattern = /^[0-9]+$/
const noncePattern = /^[A-Za-z0-9]{8,}$/
// RFC 3986: pchar, and the characters of a userinfo, a reg-name, a path,
// a query or a fragment (pct-encoded as `%` and two hex digits).
const pcharPattern = /^(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})*$/
const userinfoPattern = /^(?:[A-Za-z0-9._~!$&'()*+,;=:-]|%[0-9A-Fa-f]{2})*$/
const regNamePattern = /^(?:[A-Za-z0-9._~!$&'()*+,;=-]|%[0-9A-Fa-f]{2})*$/
const pathPattern = /^(?:[A-Za-z0-9._~!$&'()*+,;=:@/-]|%[0-9A-Fa-f]{2})*$/
const queryPattern = /^(?:[A-Za-z0-9._~!$&'()*+,;=:@/?-]|%[0-9A-Fa-f]{2})*$/
const ipvFuturePattern = /^v[0-9A-Fa-f]+\.[A-Za-z0-9._~!$&'()*+,;=:-]+$/
const hexGroupPattern = /^[0-9A-Fa-f]{1,4}$/
const decOctetPattern = /^(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])$/
// RFC 3339's date-time ("T" and "Z" in either case, as it allows).
const dateTimePattern =
  /^([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt]([0-9]{2}):([0-9]{2}):([0-9]{2})(\.[0-9]+)?(?:([Zz])|([+-])([0-9]{2}):([0-9]{2}))$/

/**
 * Reads an EIP-4361 (Sign-In with Ethereum) message as the EIP's ABNF
 * writes it, or says which line breaks it: LF line ends only, the header,
 * the address (EIP-55), the blank lines around the statement, the required
 * fields, the optional ones in the ABNF's order and at most once, then
 * nothing. The message and each line are bounded before any pattern runs,
 * and each line is read once: linear in the message's length.
 */
export function parseEip4361Message(
  text: string,
): ParseEip4361MessageReturnType {
  const refuse = (line: number, detail: string): Eip4361Refusal => ({
    refused: 'malformed-message',
    line,
    detail,
  })
  if (text.length > maxMessageLength)
    return refuse(0, `longer than ${maxMessageLength} characters`)
  const lines = text.split('\n')
  for (const [index, line] of lines.entries())
    if (line.length > maxLineLength)
      return refuse(index + 1, `longer than ${maxLineLength} characters`)

  const first = lines[0]!
  if (!first.endsWith(header)) return refuse(1, 'not the EIP-4361 header')
  const origin = first.slice(0, -header.length)
  const separator = origin.indexOf('://')
  const scheme = separator === -1 ? undefined : origin.slice(0, separator)
  const domain = separator === -1 ? origin : origin.slice(separator + 3)
  if (scheme !== undefined && !schemePattern.test(scheme))
    return refuse(1, 'the scheme is not an RFC 3986 scheme')
  if (!isAuthority(domain))
    return refuse(1, 'the domain is not an RFC 3986 authority')

  const address = lines[1]
  if (address === undefined || !addressPattern.test(address))
    return refuse(2, 'not an address')
  if (checksumAddress(address as `0x${string}`) !== address)
    return refuse(2, 'the address is not in its EIP-55 checksum case')
  if (lines[2] !== '') return refuse(3, 'not a blank line')

  // `address LF LF [ statement LF ] LF`: two blank lines, or a statement
  // (perhaps empty) between two.
  let at = 3
  let statement: string | undefined
  if (lines[3] === '' && lines[4] !== undefined && lines[4].startsWith('URI: '))
    at = 4
  else {
    statement = lines[3]
    if (statement === undefined) return refuse(4, 'the message ends here')
    if (!statementPattern.test(statement))
      return refuse(
        4,
        'the statement has a character other than RFC 3986 reserved, unreserved or space',
      )
    if (lines[4] !== '') return refuse(5, 'not a blank line')
    at = 5
  }

  const field = (label: string) => {
    const line = lines[at]
    if (line === undefined) return refuse(at + 1, `no ${label.trim()} line`)
    if (!line.startsWith(label))
      return refuse(at + 1, `not the ${label.trim()} line`)
    at += 1
    return line.slice(label.length)
  }
  const uri = field('URI: ')
  if (typeof uri !== 'string') return uri
  if (!isUri(uri)) return refuse(at, 'the URI is not an RFC 3986 URI')
  const version = field('Version: ')
  if (typeof version !== 'string') return version
  // Another number is told apart (a later version of the EIP, perhaps).
  if (version !== '1')
    return digitsPattern.test(version)
      ? { refused: 'wrong-version', line: at, detail: 'the version is not 1' }
      : refuse(at, 'the version is not a number')
  const chainId = field('Chain ID: ')
  if (typeof chainId !== 'string') return chainId
  if (
    !digitsPattern.test(chainId) ||
    chainId.length > 16 ||
    !Number.isSafeInteger(Number(chainId))
  )
    return refuse(at, 'the chain ID is not a whole number')
  const nonce = field('Nonce: ')
  if (typeof nonce !== 'string') return nonce
  if (!noncePattern.test(nonce))
    return refuse(at, 'the nonce is not 8 or more letters and digits')
  const issuedAtText = field('Issued At: ')
  if (typeof issuedAtText !== 'string') return issuedAtText
  const issuedAt = parseDateTime(issuedAtText)
  if (!issuedAt) return refuse(at, 'not an RFC 3339 date-time')

  const message: Eip4361Message = {
    ...(scheme === undefined ? {} : { scheme }),
    domain,
    address: address as `0x${string}`,
    ...(statement === undefined ? {} : { statement }),
    uri,
    version: '1',
    chainId: Number(chainId),
    nonce,
    issuedAt,
  }
  // Each optional field may follow only those before it in the ABNF: one
  // out of its place, twice, unknown, or a line after the last is refused.
  let next = 0
  while (at < lines.length) {
    const line = lines[at]!
    at += 1
    const found = optional.findIndex((label) => line.startsWith(label))
    if (found === -1) return refuse(at, 'not a field of EIP-4361 here')
    if (found < next)
      return refuse(
        at,
        `${optional[found]!.split(':')[0]} out of the ABNF's order, or twice`,
      )
    next = found + 1
    const value = line.slice(optional[found]!.length)
    if (found === 0 || found === 1) {
      const date = parseDateTime(value)
      if (!date) return refuse(at, 'not an RFC 3339 date-time')
      if (found === 0) message.expirationTime = date
      else message.notBefore = date
    } else if (found === 2) {
      if (!pcharPattern.test(value))
        return refuse(at, 'the request ID is not RFC 3986 pchars')
      message.requestId = value
    } else {
      if (value !== '') return refuse(at, 'text after Resources:')
      const resources: string[] = []
      // `resources = *( LF "- " URI )`, and the message ends with them.
      while (at < lines.length) {
        const resource = lines[at]!
        at += 1
        if (!resource.startsWith('- ') || !isUri(resource.slice(2)))
          return refuse(at, 'not a resource ("- " and an RFC 3986 URI)')
        resources.push(resource.slice(2))
      }
      message.resources = resources
    }
  }
  return { message }
}

/** RFC 3986's `URI`: scheme ":" hier-part [ "?" query ] [ "#" fragment ]. */
function isUri(value: string): boolean {
  const colon = value.indexOf(':')
  if (colon < 1 || !schemePattern.test(value.slice(0, colon))) return false
  let rest = value.slice(colon + 1)
  const hash = rest.indexOf('#')
  if (hash !== -1) {
    if (!queryPattern.test(rest.slice(hash + 1))) return false
    rest = rest.slice(0, hash)
  }
  const question = rest.indexOf('?')
  if (question !== -1) {
    if (!queryPattern.test(rest.slice(question + 1))) return false
    rest = rest.slice(0, question)
  }
  if (rest.startsWith('//')) {
    const slash = rest.indexOf('/', 2)
    const end = slash === -1 ? rest.length : slash
    return isAuthority(rest.slice(2, end)) && pathPattern.test(rest.slice(end))
  }
  return pathPattern.test(rest)
}

/** RFC 3986's `authority`: [ userinfo "@" ] host [ ":" port ]. */
function isAuthority(value: string): boolean {
  const at = value.indexOf('@')
  if (at !== -1 && !userinfoPattern.test(value.slice(0, at))) return false
  const hostPort = value.slice(at + 1)
  let port = ''
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']')
    if (close === -1) return false
    const literal = hostPort.slice(1, close)
    if (!isIpv6(literal) && !ipvFuturePattern.test(literal)) return false
    const after = hostPort.slice(close + 1)
    if (after !== '') {
      if (!after.startsWith(':')) return false
      port = after.slice(1)
    }
  } else {
    const colon = hostPort.indexOf(':')
    const host = colon === -1 ? hostPort : hostPort.slice(0, colon)
    if (!regNamePattern.test(host)) return false
    if (colon !== -1) port = hostPort.slice(colon + 1)
  }
  return port === '' || digitsPattern.test(port)
}

/** RFC 3986's `IPv6address`: eight groups, `::` once for a run of zeros, an IPv4 tail. */
function isIpv6(value: string): boolean {
  const halves = value.split('::')
  if (halves.length > 2) return false
  let groups = 0
  for (const [index, half] of halves.entries()) {
    if (half === '') continue
    const parts = half.split(':')
    for (const [position, part] of parts.entries()) {
      const last = index === halves.length - 1 && position === parts.length - 1
      if (last && part.includes('.')) {
        const octets = part.split('.')
        if (
          octets.length !== 4 ||
          !octets.every((octet) => decOctetPattern.test(octet))
        )
          return false
        groups += 2
      } else if (hexGroupPattern.test(part)) groups += 1
      else return false
    }
  }
  return halves.length === 2 ? groups <= 7 : groups === 8
}

/** RFC 3339's `date-time`, its calendar checked, as a `Date` (or `undefined`). */
function parseDateTime(value: string): Date | undefined {
  const parts = dateTimePattern.exec(value)
  if (!parts) return undefined
  const [year, month, day, hour, minute, second] = parts
    .slice(1, 7)
    .map(Number) as [number, number, number, number, number, number]
  // Day 0 of the next month: this month's last day.
  const lastDay = new Date(0)
  lastDay.setUTCFullYear(year, month, 0)
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > lastDay.getUTCDate() ||
    hour > 23 ||
    minute > 59 ||
    // 60: a leap second, which RFC 3339 allows.
    second > 60
  )
    return undefined
  let offset = 0
  if (!parts[8]) {
    const offsetHour = Number(parts[10])
    const offsetMinute = Number(parts[11])
    if (offsetHour > 23 || offsetMinute > 59) return undefined
    offset =
      (parts[9] === '-' ? -1 : 1) * (offsetHour * 60 + offsetMinute) * 60_000
  }
  const milliseconds = Number((parts[7] ?? '.0').slice(1, 4).padEnd(3, '0'))
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute, second, milliseconds)
  return new Date(date.getTime() - offset)
}
