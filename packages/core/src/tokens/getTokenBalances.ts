import type { Config } from '@wagmi/core'
import {
  type Address,
  type Client,
  encodeFunctionData,
  erc20Abi,
  type Hex,
} from 'viem'
import { call } from 'viem/actions'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import { classifyWalletError, type WalletError } from '../errors/classify.ts'
import type { InvalidTokenErrorType } from '../errors/tokens.ts'
import { parseTokenBalance, type TokenAnswers } from './parseTokenBalance.ts'
import { parseTokens } from './parseTokens.ts'
import type { TokenBalance } from './TokenBalance.ts'
import { type TokenMetadata, tokenMetadataCache } from './tokenMetadataCache.ts'

export type GetTokenBalancesParameters = {
  /** The account whose balances are read. */
  address: Address
  /** A configured chain: its listed tokens are read. */
  chainId: number
}

/** The listed tokens' balances, in the config's order. */
export type GetTokenBalancesReturnType = readonly TokenBalance[]

export type GetTokenBalancesErrorType = WalletError | InvalidTokenErrorType

/**
 * Reads the balances of the tokens the dapp lists for `chainId`
 * (`createLatchConfig({ tokens })`): each token's `balanceOf(address)` and,
 * for a token without the dapp's symbol and decimals nor ones read in the
 * last 24 hours, its `symbol()` and `decimals()`, in one multicall to the
 * chain's node (its multicall3, or a deployless one where the chain names
 * none), each call's return data then decoded and checked
 * (`parseTokenBalance`). A token whose calls fail or answer nonsense is `unavailable`
 * (`parseTokenBalance`); the read fails, classified, only when the node
 * does not answer (`NetworkUnavailableError`). A list that is not valid
 * throws `InvalidTokenError`. Nothing is asked of anyone but the node.
 */
export async function getTokenBalances(
  config: Config,
  parameters: GetTokenBalancesParameters,
): Promise<GetTokenBalancesReturnType> {
  const { address, chainId } = parameters
  const latch = (config as Partial<LatchConfig>).latch
  const listings =
    parseTokens(
      latch?.tokens,
      config.chains.map((chain) => chain.id),
    ).get(chainId) ?? []
  // The chain's client, not wagmi's public one (which brings all of viem's
  // public actions): the multicall is the only read.
  const client = config.chains.some((chain) => chain.id === chainId)
    ? config.getClient({ chainId })
    : undefined
  if (listings.length === 0 || !client) return []
  const cache = tokenMetadataCache(config, latch?.storage)

  // The calls, each its target and data; a token's symbol() and decimals()
  // only when neither the dapp nor the cache has them.
  const calls: { to: Address; data: Hex }[] = []
  const plan = listings.map((listing) => {
    const cached =
      listing.symbol !== undefined && listing.decimals !== undefined
        ? undefined
        : cache.get(chainId, listing.address)
    const at = calls.length
    const to = listing.address
    calls.push({
      to,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    })
    const ask =
      !cached &&
      (listing.symbol === undefined || listing.decimals === undefined)
    if (ask)
      calls.push(
        {
          to,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' }),
        },
        {
          to,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }),
        },
      )
    return { listing, cached, at, ask }
  })

  // One multicall (aggregate3, each call allowed to fail): viem's call
  // batching, on the chain's multicall3 or, where the chain names none, a
  // deployless one; under an id of its own, so no other batch joins it.
  const batched: Client = {
    ...client,
    uid: `${client.uid}.tokens`,
    batch: {
      multicall: {
        deployless: !client.chain?.contracts?.multicall3,
        batchSize: Number.MAX_SAFE_INTEGER,
        wait: 0,
      },
    },
  }
  const settled = await Promise.allSettled(
    calls.map((request) => call(batched, { ...request, batch: true })),
  )
  // A node that did not answer fails every call alike: the read, not the
  // tokens, failed.
  for (const result of settled) {
    if (result.status === 'fulfilled') continue
    const classified = classifyWalletError(result.reason, {
      operation: 'read',
      chain: client.chain,
    })
    if (classified.name === 'NetworkUnavailableError') throw classified
  }
  const results = settled.map((result) =>
    result.status === 'fulfilled' ? result.value.data : undefined,
  )

  const read: [number, Address, TokenMetadata][] = []
  const balances = plan.map(({ listing, cached, at, ask }) => {
    const answers: TokenAnswers = ask
      ? {
          balance: results[at],
          symbol: results[at + 1],
          decimals: results[at + 2],
        }
      : { balance: results[at] }
    const { balance, metadata } = parseTokenBalance(listing, answers, cached)
    if (ask && metadata) read.push([chainId, listing.address, metadata])
    return balance
  })
  cache.set(read)
  return balances
}
