import { type Address, type Hex, hexToBigInt, isAddress, isHex } from 'viem'
import type { WalletState } from './createWalletState.ts'
import { DevWalletRpcError, rpcErrorCodes } from './DevWalletRpcError.ts'
import { invalidParams } from './invalidParams.ts'

/** One call of a batch, checked. */
export type DevWalletCall = {
  to: Address | undefined
  value: bigint
  data: Hex | undefined
}

/** The `paymasterService` capability (ERC-7677) a batch asks for, checked. */
export type PaymasterServiceCapability = {
  url: string
  context: Record<string, unknown> | undefined
  optional: boolean
}

/** `wallet_sendCalls`' request (EIP-5792 2.0.0), checked. */
export type SendCallsParameters = {
  id: string | undefined
  from: unknown
  chainId: number
  atomicRequired: boolean
  calls: DevWalletCall[]
  paymasterService: PaymasterServiceCapability | undefined
}

/**
 * Checks `wallet_sendCalls`' params as EIP-5792 2.0.0 defines them: -32602
 * for a malformed request, 5710 for a chain the wallet does not know, 5700
 * for a capability it must honour and cannot (it knows `paymasterService`
 * only, whose use `wallet_sendCalls` decides; optional unknown ones are
 * ignored).
 */
export function parseSendCallsParameters(
  state: WalletState,
  [request]: unknown[],
): SendCallsParameters {
  if (!isObject(request))
    throw invalidParams(
      'Expected [{ version, chainId, atomicRequired, calls }].',
    )
  if (request.version !== '2.0.0')
    throw invalidParams(
      `Expected version "2.0.0" (EIP-5792), got ${JSON.stringify(request.version)}.`,
    )
  if (
    request.id !== undefined &&
    (typeof request.id !== 'string' || request.id.length > 4096)
  )
    throw invalidParams('Expected "id" to be a string of at most 4096 bytes.')
  if (typeof request.atomicRequired !== 'boolean')
    throw invalidParams('Expected "atomicRequired" to be a boolean.')
  if (
    typeof request.chainId !== 'string' ||
    !/^0x[0-9a-f]+$/i.test(request.chainId)
  )
    throw invalidParams('Expected "chainId" to be a hex chain id.')
  const chainId = Number(request.chainId)
  if (!state.chains.has(chainId))
    throw new DevWalletRpcError({
      code: rpcErrorCodes.unsupportedChain,
      message: `The wallet does not know chain ${request.chainId}.`,
    })
  if (!Array.isArray(request.calls) || request.calls.length === 0)
    throw invalidParams('Expected "calls" to be a non-empty array.')
  const { paymasterService, ...others } = capabilitiesOf(request.capabilities)
  refuseRequiredCapabilities(others)
  const calls = request.calls.map((call: unknown, index) => {
    if (!isObject(call))
      throw invalidParams(`Expected call ${index} to be an object.`)
    refuseRequiredCapabilities(call.capabilities)
    const { to, value, data } = call
    if (
      to !== undefined &&
      (typeof to !== 'string' || !isAddress(to, { strict: false }))
    )
      throw invalidParams(`Expected an address for call ${index}'s "to".`)
    if (
      value !== undefined &&
      (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value))
    )
      throw invalidParams(
        `Expected a hex quantity for call ${index}'s "value".`,
      )
    if (
      data !== undefined &&
      (!isHex(data, { strict: true }) || data.length % 2 !== 0)
    )
      throw invalidParams(`Expected hex bytes for call ${index}'s "data".`)
    return {
      to: to as Address | undefined,
      value: value === undefined ? 0n : hexToBigInt(value as Hex),
      data: data === undefined || data === '0x' ? undefined : (data as Hex),
    }
  })
  return {
    id: request.id,
    from: request.from,
    chainId,
    atomicRequired: request.atomicRequired,
    calls,
    paymasterService:
      paymasterService === undefined
        ? undefined
        : parsePaymasterService(paymasterService),
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function capabilitiesOf(capabilities: unknown): Record<string, unknown> {
  if (capabilities === undefined) return {}
  if (!isObject(capabilities))
    throw invalidParams('Expected "capabilities" to be an object.')
  return capabilities
}

// EIP-5792: a capability not marked optional must be honoured or refused.
function refuseRequiredCapabilities(given: unknown) {
  const capabilities = capabilitiesOf(given)
  for (const [name, capability] of Object.entries(capabilities))
    if (!isObject(capability) || capability.optional !== true)
      throw new DevWalletRpcError({
        code: rpcErrorCodes.unsupportedCapability,
        message: `The wallet does not support the capability "${name}".`,
      })
}

// ERC-7677: `{ url, context?, optional? }`, the service's URL an http(s) one.
function parsePaymasterService(value: unknown): PaymasterServiceCapability {
  if (!isObject(value))
    throw invalidParams(
      'Expected "paymasterService" to be an object { url, context?, optional? }.',
    )
  const { url, context, optional } = value
  if (typeof url !== 'string' || url.length > 2048 || !isHttpUrl(url))
    throw invalidParams(
      'Expected "paymasterService.url" to be an http(s) URL of at most 2048 characters.',
    )
  if (
    context !== undefined &&
    (!isObject(context) ||
      ![Object.prototype, null].includes(Object.getPrototypeOf(context)))
  )
    throw invalidParams('Expected "paymasterService.context" to be an object.')
  if (optional !== undefined && typeof optional !== 'boolean')
    throw invalidParams('Expected "paymasterService.optional" to be a boolean.')
  return { url, context, optional: optional === true }
}

function isHttpUrl(text: string) {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol)
  } catch {
    return false
  }
}
