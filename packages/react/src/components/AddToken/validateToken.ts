import { type Address, getAddress, isAddress } from 'viem'

/** The form's values, as typed. */
export type TokenForm = {
  address: string
  symbol: string
  decimals: string
  image: string
}

/** Which rule a field breaks. */
export type TokenFormProblem =
  | 'address'
  | 'checksum'
  | 'symbol'
  | 'decimals'
  | 'image'

/** The EIP-747 options, once every field is valid. */
export type TokenOptions = {
  address: Address
  symbol: string
  decimals: number
  image?: string | undefined
}

/** The limits the form checks, which its hints and errors state. */
export const tokenLimits = {
  /** Hexadecimal digits after `0x`. */
  addressDigits: 40,
  /** The longest symbol (MetaMask's limit). */
  symbolLength: 11,
} as const

/** The token address, checksummed when it is a valid one; as typed otherwise. */
export function checksumAddress(value: string): string {
  const address = value.trim()
  return addressProblem(address) ? address : getAddress(address)
}

/**
 * Checks each field with the limits wallets apply (EIP-747 as MetaMask
 * enforces it): a 20-byte address whose mixed case, if any, is a valid
 * checksum; a 1–11 character symbol; decimals a whole number 0–36; an image
 * that is an `https:` URL or a `data:image/` URI, or none.
 */
export function validateToken(form: TokenForm): {
  problems: Partial<Record<keyof TokenForm, TokenFormProblem>>
  options: TokenOptions | undefined
} {
  const problems: Partial<Record<keyof TokenForm, TokenFormProblem>> = {}
  const address = form.address.trim()
  const addressError = addressProblem(address)
  if (addressError) problems.address = addressError

  const symbol = form.symbol.trim()
  if (symbol.length < 1 || [...symbol].length > tokenLimits.symbolLength)
    problems.symbol = 'symbol'

  const decimals = form.decimals.trim()
  if (!/^\d{1,2}$/.test(decimals) || Number(decimals) > 36)
    problems.decimals = 'decimals'

  const image = form.image.trim()
  if (image && !isImageUrl(image)) problems.image = 'image'

  if (Object.keys(problems).length > 0) return { problems, options: undefined }
  return {
    problems,
    options: {
      address: getAddress(address),
      symbol,
      decimals: Number(decimals),
      ...(image ? { image } : {}),
    },
  }
}

function addressProblem(address: string): TokenFormProblem | undefined {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return 'address'
  if (!isAddress(address) && !isOneCase(address)) return 'checksum'
  return undefined
}

// All lower or all upper case carries no checksum: any such address is valid.
function isOneCase(address: string): boolean {
  const hex = address.slice(2)
  return hex === hex.toLowerCase() || hex === hex.toUpperCase()
}

function isImageUrl(value: string): boolean {
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(value)) return true
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}
