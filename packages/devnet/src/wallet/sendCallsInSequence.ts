import { type Hex, type LocalAccount, numberToHex } from 'viem'
import type { CallsBatch } from './callsStatus.ts'
import type { WalletState } from './createWalletState.ts'
import { currentHash } from './currentHash.ts'
import type { DevWalletCall } from './parseSendCallsParameters.ts'
import { rpcRequest } from './rpcRequest.ts'
import { sendWalletTransaction } from './sendWalletTransaction.ts'

/**
 * Sends a batch's calls one transaction each, each once the one before is
 * mined (a call may need the one before: approve, then transferFrom), and
 * records them in `batch`; stops at the first call the node refuses.
 */
export async function sendCallsInSequence(
  state: WalletState,
  batch: CallsBatch,
  account: LocalAccount,
  calls: readonly DevWalletCall[],
): Promise<void> {
  const { rpcUrl } = state.chains.get(batch.chainId)!
  // A page that goes away stops sending: the calls left are never sent,
  // and the batch says so once the ones sent are mined.
  const stop = () => {
    batch.settled = true
    state.persist()
  }
  globalThis.addEventListener?.('pagehide', stop)
  try {
    for (const call of calls) {
      const hash = await sendWalletTransaction(state, {
        account,
        chainId: batch.chainId,
        transaction: {
          ...(call.to ? { to: call.to } : {}),
          value: numberToHex(call.value),
          ...(call.data ? { data: call.data } : {}),
        },
      })
      batch.hashes.push(hash)
      state.persist()
      if (!(await mined(state, rpcUrl, hash))) break
    }
  } catch {
    // The node refused a call: the status tells the calls sent before it.
  } finally {
    globalThis.removeEventListener?.('pagehide', stop)
    stop()
  }
}

// Waits for the transaction (or its speed-up) to be mined; false if it was
// cancelled or dropped, so the calls after it are not sent.
async function mined(state: WalletState, rpcUrl: string, sent: Hex) {
  for (;;) {
    const hash = currentHash(state, sent)
    if (hash === undefined) return false
    if (await rpcRequest(rpcUrl, 'eth_getTransactionReceipt', [hash]))
      return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
