import type { Chain } from 'viem'
import { BaseError } from './base.ts'

/** `NetworkUnavailableError` narrowed to its literal `name`, for exhaustive switches. */
export type NetworkUnavailableErrorType = NetworkUnavailableError & {
  name: 'NetworkUnavailableError'
}
/**
 * No node of the chain answered: every transport refused, failed or timed
 * out. It says nothing about the account or the wallet, and passes when a
 * node is back.
 */
export class NetworkUnavailableError extends BaseError {
  override name = 'NetworkUnavailableError' as const
  readonly chain: Pick<Chain, 'id' | 'name'> | undefined
  constructor({
    cause,
    chain,
  }: {
    cause?: unknown
    chain?: Pick<Chain, 'id' | 'name'> | undefined
  } = {}) {
    super(
      `${chain ? chain.name : 'The network'} cannot be reached right now.`,
      {
        cause,
        metaMessages: chain
          ? [`Chain: ${chain.name} (${chain.id})`]
          : undefined,
      },
    )
    this.chain = chain
  }
}

/**
 * The names viem gives a node that did not answer (refused, HTTP error
 * status, dropped socket, timeout), as opposed to a node that answered with
 * a JSON-RPC error.
 */
export const unreachableNodeErrorNames: ReadonlySet<string> = new Set([
  'HttpRequestError',
  'WebSocketRequestError',
  'SocketClosedError',
  'TimeoutError',
])
