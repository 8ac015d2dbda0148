import type { AddEthereumChainParameter } from 'viem'
import type { DevWalletChain } from './createDevWallet.ts'
import { invalidParams } from './invalidParams.ts'

const fields = new Set([
  'chainId',
  'chainName',
  'nativeCurrency',
  'rpcUrls',
  'blockExplorerUrls',
  'iconUrls',
])

/**
 * Validates `wallet_addEthereumChain` params the way a strict wallet does
 * (EIP-3085, plus MetaMask's requirements), so an app that sends a sloppy
 * payload fails in tests as it would in front of a real wallet.
 */
export function parseAddEthereumChainParameter(params: unknown): {
  chain: DevWalletChain
  parameter: AddEthereumChainParameter
} {
  const parameter = Array.isArray(params) ? params[0] : undefined
  if (!isObject(parameter))
    throw invalidParams('Expected [AddEthereumChainParameter] as params.')
  for (const [key, value] of Object.entries(parameter))
    if (value !== undefined && !fields.has(key))
      throw invalidParams(
        `Unexpected field "${key}" in AddEthereumChainParameter.`,
      )

  const { chainId, chainName, nativeCurrency, rpcUrls } = parameter
  const id = parseChainId(chainId)
  if (typeof chainName !== 'string' || chainName.trim() === '')
    throw invalidParams('Expected a non-empty string "chainName".')
  if (!isObject(nativeCurrency))
    throw invalidParams('Expected an object "nativeCurrency".')
  if (typeof nativeCurrency.name !== 'string' || nativeCurrency.name === '')
    throw invalidParams('Expected a non-empty string "nativeCurrency.name".')
  if (
    typeof nativeCurrency.symbol !== 'string' ||
    nativeCurrency.symbol.length < 2 ||
    nativeCurrency.symbol.length > 6
  )
    throw invalidParams(
      'Expected a 2-6 character string "nativeCurrency.symbol".',
    )
  if (nativeCurrency.decimals !== 18)
    throw invalidParams('Expected the number 18 for "nativeCurrency.decimals".')
  if (!isUrlList(rpcUrls) || rpcUrls.length === 0)
    throw invalidParams(
      'Expected "rpcUrls" to be a non-empty array of http(s) URLs.',
    )
  const blockExplorerUrls = parameter.blockExplorerUrls ?? undefined
  if (blockExplorerUrls !== undefined && !isUrlList(blockExplorerUrls))
    throw invalidParams(
      'Expected "blockExplorerUrls" to be an array of http(s) URLs.',
    )
  const iconUrls = parameter.iconUrls ?? undefined
  if (
    iconUrls !== undefined &&
    !(Array.isArray(iconUrls) && iconUrls.every((x) => typeof x === 'string'))
  )
    throw invalidParams('Expected "iconUrls" to be an array of strings.')

  return {
    chain: {
      id,
      name: chainName,
      rpcUrl: rpcUrls[0]!,
      nativeCurrency: {
        name: nativeCurrency.name,
        symbol: nativeCurrency.symbol,
        decimals: 18,
      },
      ...(blockExplorerUrls ? { blockExplorerUrls } : {}),
    },
    parameter: parameter as AddEthereumChainParameter,
  }
}

/** Parses an EIP-695 hex chain id (`0x`-prefixed, no leading zeros). */
export function parseChainId(chainId: unknown): number {
  if (typeof chainId !== 'string' || !/^0x[1-9a-f][0-9a-f]*$/i.test(chainId))
    throw invalidParams(
      `Expected a 0x-prefixed hexadecimal chain id without leading zeros, got ${JSON.stringify(chainId)}.`,
    )
  const id = Number.parseInt(chainId, 16)
  if (!Number.isSafeInteger(id))
    throw invalidParams(`The chain id ${chainId} is too large.`)
  return id
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isUrlList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.every((url) => {
      if (typeof url !== 'string') return false
      try {
        const { protocol } = new URL(url)
        return protocol === 'http:' || protocol === 'https:'
      } catch {
        return false
      }
    })
  )
}
