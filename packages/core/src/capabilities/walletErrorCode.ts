/**
 * The code the wallet reported (EIP-1193, JSON-RPC, EIP-5792) in what was
 * thrown: the innermost along `cause` (viem's wrappers nest the wallet's
 * error there; their `-1` is viem's own "unknown", not the wallet's). Never
 * throws, whatever it is given.
 */
export function walletErrorCode(error: unknown): number | undefined {
  let code: number | undefined
  let current = error
  // Real wrappers nest two to four levels; the bound ends a cycle.
  for (let depth = 0; depth < 16 && isObject(current); depth++) {
    const value = read(current, 'code')
    if (typeof value === 'number' && Number.isInteger(value) && value !== -1)
      code = value
    current = read(current, 'cause')
  }
  return code
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null
}

function read(value: object, key: string): unknown {
  try {
    return (value as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
}
