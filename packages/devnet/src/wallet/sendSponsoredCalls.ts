import {
  BaseError,
  createPublicClient,
  type Hex,
  HttpRequestError,
  hexToNumber,
  http,
  type LocalAccount,
  type PrivateKeyAccount,
  RpcRequestError,
  TimeoutError,
} from 'viem'
// Static: a lazy chunk shared with the page's own viem made Rolldown split
// its runtime into a chunk the page then preloads before its first paint.
import {
  createBundlerClient,
  createPaymasterClient,
  toSimple7702SmartAccount,
} from 'viem/account-abstraction'
import { devnetAccountAbstractionContracts } from '../chains/devnetChains.ts'
import type { WalletState } from './createWalletState.ts'
import { DevWalletRpcError, rpcErrorCodes } from './DevWalletRpcError.ts'
import { invalidParams } from './invalidParams.ts'
import { isDelegatedTo } from './isDelegatedTo.ts'
import type {
  DevWalletCall,
  PaymasterServiceCapability,
} from './parseSendCallsParameters.ts'
import { rpcRequest } from './rpcRequest.ts'

export type SendSponsoredCallsParameters = {
  account: LocalAccount
  /** A chain of the wallet's with a `bundlerUrl`. */
  chainId: number
  calls: readonly DevWalletCall[]
  paymasterService: PaymasterServiceCapability
}

const { simple7702Account } = devnetAccountAbstractionContracts

/**
 * Sends a batch as one ERC-4337 UserOperation through the chain's bundler,
 * its gas paid through the app's ERC-7677 paymaster service: from the
 * account delegated by EIP-7702 to Simple7702Account (the authorization
 * signed and carried with it when the account is not yet), so the account
 * needs no ETH. Resolves with the UserOperation's hash; a paymaster service
 * that does not sponsor is 5800, and nothing is sent.
 */
export async function sendSponsoredCalls(
  state: WalletState,
  { account, chainId, calls, paymasterService }: SendSponsoredCallsParameters,
): Promise<Hex> {
  const chain = state.chains.get(chainId)!
  if (calls.some((call) => call.to === undefined))
    throw invalidParams(
      'A contract creation cannot be part of a sponsored batch.',
    )
  const client = createPublicClient({
    chain: {
      id: chain.id,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency ?? {
        name: 'Ether',
        symbol: 'ETH',
        decimals: 18,
      },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    },
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
  // Once each: the service's answer is the wallet's to report, not to retry.
  const paymaster = createPaymasterClient({
    transport: http(paymasterService.url, { retryCount: 0 }),
  })
  const bundler = createBundlerClient({
    client,
    chain: client.chain,
    transport: http(chain.bundlerUrl, { retryCount: 0 }),
    paymaster: {
      getPaymasterStubData: (parameters) =>
        sponsorship(paymasterService.url, () =>
          paymaster.getPaymasterStubData(parameters),
        ),
      getPaymasterData: (parameters) =>
        sponsorship(paymasterService.url, () =>
          paymaster.getPaymasterData(parameters),
        ),
    },
    paymasterContext: paymasterService.context,
  })
  const smartAccount = await toSimple7702SmartAccount({
    client,
    owner: account as PrivateKeyAccount,
    implementation: simple7702Account,
  })
  // Delegated elsewhere (the batch executor) or not at all: the operation
  // carries the authorization that delegates it (EntryPoint v0.8's `0x7702`
  // initCode marker says so), checked against the account's next nonce.
  const delegation = (await isDelegatedTo(
    chain.rpcUrl,
    account.address,
    simple7702Account,
  ))
    ? {}
    : {
        factory: '0x7702' as const,
        factoryData: '0x' as const,
        authorization: await account.signAuthorization!({
          chainId,
          contractAddress: simple7702Account,
          nonce: hexToNumber(
            (await rpcRequest(chain.rpcUrl, 'eth_getTransactionCount', [
              account.address,
              'pending',
            ])) as Hex,
          ),
        }),
      }
  try {
    return await bundler.sendUserOperation({
      account: smartAccount,
      calls: calls.map((call) => ({
        to: call.to!,
        value: call.value,
        data: call.data ?? '0x',
      })),
      ...delegation,
    })
  } catch (error) {
    throw sponsorshipFailure(error) ?? bundlerFailure(chain.bundlerUrl, error)
  }
}

// The paymaster service's failures, told apart from the bundler's: viem
// wraps them in its UserOperation errors, which keep them as a cause.
async function sponsorship<result>(
  url: string,
  ask: () => Promise<result>,
): Promise<result> {
  try {
    return await ask()
  } catch (error) {
    throw new DevWalletRpcError({
      code: rpcErrorCodes.sponsorshipFailed,
      message: `The paymaster service at ${url} ${whatHappened(error)}. Nothing was sent.`,
    })
  }
}

function whatHappened(error: unknown) {
  // A JSON-RPC error, which viem classifies by its code (e.g. -32000 as
  // InvalidInputRpcError) over the service's own words.
  const refusal =
    error instanceof BaseError
      ? error.walk((cause) => cause instanceof RpcRequestError)
      : null
  if (refusal instanceof RpcRequestError)
    return `refused to sponsor the calls: ${JSON.stringify(refusal.details)}`
  if (error instanceof TimeoutError) return 'did not answer in time'
  if (error instanceof HttpRequestError)
    return error.status === undefined
      ? 'could not be reached'
      : `failed (HTTP ${error.status})`
  return `failed: ${error instanceof BaseError ? error.shortMessage : String(error)}`
}

function sponsorshipFailure(error: unknown): DevWalletRpcError | undefined {
  let cause = error
  // Bounded: a cause chain is a few links long.
  for (let depth = 0; depth < 16 && cause instanceof Error; depth++) {
    if (
      cause instanceof DevWalletRpcError &&
      cause.code === rpcErrorCodes.sponsorshipFailed
    )
      return cause
    cause = cause.cause
  }
  return undefined
}

// The bundler's refusal (e.g. a call that reverts in its simulation) with
// the bundler's own JSON-RPC code where it gave one.
function bundlerFailure(url: string | undefined, error: unknown) {
  const refusal =
    error instanceof BaseError
      ? error.walk((cause) => cause instanceof RpcRequestError)
      : null
  return new DevWalletRpcError({
    code:
      refusal instanceof RpcRequestError
        ? refusal.code
        : rpcErrorCodes.internal,
    message: `The bundler at ${url} did not take the UserOperation: ${
      error instanceof BaseError ? error.shortMessage : String(error)
    }`,
  })
}
