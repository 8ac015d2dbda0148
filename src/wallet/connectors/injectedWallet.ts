import { type InjectedParameters, injected } from '@wagmi/core'
import { latchConnector } from './latchConnector.ts'

/**
 * A browser wallet (`window.ethereum`, or one announced over EIP-6963):
 * wagmi's injected connector under Latch's rules.
 */
export function injectedWallet(parameters: InjectedParameters) {
  return latchConnector(injected(parameters))
}
