import type { Chain } from 'viem'
import { BaseError } from './base.ts'

/** What a chain error accepts: the chain concerned and the original error. */
export type ChainErrorParameters = {
  cause?: unknown
  chain?: Pick<Chain, 'id' | 'name'> | undefined
}

function chainMetaMessages(chain: ChainErrorParameters['chain']) {
  return chain ? [`Chain: ${chain.name} (${chain.id})`] : undefined
}

/** `ChainNotConfiguredError` narrowed to its literal `name`, for exhaustive switches. */
export type ChainNotConfiguredErrorType = ChainNotConfiguredError & {
  name: 'ChainNotConfiguredError'
}
/** The chain is not in the configured list; raised before any wallet request. */
export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfiguredError' as const
  readonly chain: ChainErrorParameters['chain']
  constructor({ cause, chain }: ChainErrorParameters = {}) {
    super(`${chain ? chain.name : 'This network'} is not supported here.`, {
      cause,
      metaMessages: chainMetaMessages(chain),
    })
    this.chain = chain
  }
}

/** `AddChainError` narrowed to its literal `name`, for exhaustive switches. */
export type AddChainErrorType = AddChainError & { name: 'AddChainError' }
/** The wallet failed to add the chain (EIP-3085), other than by refusal. */
export class AddChainError extends BaseError {
  override name = 'AddChainError' as const
  readonly chain: ChainErrorParameters['chain']
  constructor({ cause, chain }: ChainErrorParameters = {}) {
    super(
      `Could not add ${chain ? chain.name : 'the network'} to your wallet.`,
      { cause, metaMessages: chainMetaMessages(chain) },
    )
    this.chain = chain
  }
}

/** `SwitchChainError` narrowed to its literal `name`, for exhaustive switches. */
export type SwitchChainErrorType = SwitchChainError & {
  name: 'SwitchChainError'
}
/** Switching chain (EIP-3326) failed for any reason no other class names. */
export class SwitchChainError extends BaseError {
  override name = 'SwitchChainError' as const
  readonly chain: ChainErrorParameters['chain']
  constructor({ cause, chain }: ChainErrorParameters = {}) {
    super(
      `Could not switch your wallet to ${chain ? chain.name : 'that network'}.`,
      { cause, metaMessages: chainMetaMessages(chain) },
    )
    this.chain = chain
  }
}

/** `SwitchChainNotSupportedError` narrowed to its literal `name`, for exhaustive switches. */
export type SwitchChainNotSupportedErrorType = SwitchChainNotSupportedError & {
  name: 'SwitchChainNotSupportedError'
}
/** The wallet cannot switch on request (e.g. most WalletConnect peers). */
export class SwitchChainNotSupportedError extends BaseError {
  override name = 'SwitchChainNotSupportedError' as const
  readonly chain: ChainErrorParameters['chain']
  constructor({ cause, chain }: ChainErrorParameters = {}) {
    super(
      `Switch the network in your wallet${chain ? ` to ${chain.name}` : ''}.`,
      { cause, metaMessages: chainMetaMessages(chain) },
    )
    this.chain = chain
  }
}
