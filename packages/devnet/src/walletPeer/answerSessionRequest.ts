import type { SignClientTypes } from '@walletconnect/types'
import {
  type Address,
  createWalletClient,
  type Hex,
  http,
  isHex,
  type TypedDataDefinition,
} from 'viem'
import type { WalletPeerRequest } from './startWalletPeer.ts'
import { switchWalletPeerChain } from './switchWalletPeerChain.ts'
import type { WalletPeerContext } from './WalletPeerContext.ts'
import { walletPeerCapabilities } from './walletPeerCapabilities.ts'
import { walletPeerErrors } from './walletPeerErrors.ts'

/** Answers a dapp's request (or turns it down) and records it in `requests`. */
export async function answerSessionRequest(
  peer: WalletPeerContext,
  { id, topic, params }: SignClientTypes.EventArguments['session_request'],
) {
  const { client } = peer
  const { request, chainId: requestChainId } = params
  const entry: WalletPeerRequest = { ...request, chainId: requestChainId }
  peer.requests.push(entry)
  try {
    if (peer.rejecting.request) {
      peer.rejecting.request = false
      throw walletPeerErrors.userRejected
    }
    const target = Number(requestChainId.split(':')[1])
    entry.result = await answer(peer, request, target)
    await client.respond({
      topic,
      response: { id, jsonrpc: '2.0', result: entry.result },
    })
  } catch (thrown) {
    const { code = -32603, message = String(thrown) } = thrown as {
      code?: number
      message?: string
    }
    entry.error = { code, message }
    await client
      .respond({
        topic,
        response: { id, jsonrpc: '2.0', error: entry.error },
      })
      .catch(() => {})
  }
}

async function answer(
  peer: WalletPeerContext,
  { method, params }: { method: string; params: unknown },
  target: number,
): Promise<unknown> {
  const { account } = peer
  const args = params as unknown[]
  switch (method) {
    case 'personal_sign': {
      const message = args[0] as string
      return account.signMessage({
        message: isHex(message) ? { raw: message } : message,
      })
    }
    case 'eth_signTypedData_v4': {
      const data = args[1]
      return account.signTypedData(
        (typeof data === 'string'
          ? JSON.parse(data)
          : data) as TypedDataDefinition,
      )
    }
    case 'eth_sendTransaction': {
      const tx = args[0] as { to?: Address; data?: Hex; value?: Hex }
      // On the chain the dapp addressed, which the wallet knows.
      const wallet = createWalletClient({
        account,
        transport: http(peer.chains.get(target)),
      })
      return wallet.sendTransaction({
        chain: null,
        to: tx.to ?? null,
        data: tx.data,
        value: tx.value ? BigInt(tx.value) : undefined,
      })
    }
    case 'wallet_switchEthereumChain':
      await switchWalletPeerChain(
        peer,
        Number((args[0] as { chainId: string }).chainId),
      )
      return null
    case 'wallet_addEthereumChain': {
      const chain = args[0] as { chainId: string; rpcUrls: string[] }
      peer.chains.set(Number(chain.chainId), chain.rpcUrls[0]!)
      return null
    }
    case 'wallet_getCapabilities':
      return walletPeerCapabilities(peer, args)
    default:
      throw { code: 4200, message: `${peer.name} does not support ${method}.` }
  }
}
