import { formatMessage } from '@walletconnect/utils'
import {
  getAddress,
  isAddress,
  numberToHex,
  ProviderDisconnectedError,
} from 'viem'
import { adoptWalletConnectSession } from './adoptWalletConnectSession.ts'
import type {
  WalletConnectAuthenticateParameters,
  WalletConnectAuthenticateReturnType,
} from './createWalletConnectProvider.ts'
import { emitWalletConnectEvent } from './emitWalletConnectEvent.ts'
import { proposalError } from './proposalError.ts'
import { walletConnectNamespace } from './walletConnectNamespace.ts'
import type { WalletConnectState } from './walletConnectState.ts'

/**
 * Proposes a session with Sign-In with Ethereum (`wc_sessionAuthenticate`);
 * `undefined` when the wallet approved the session without signing.
 */
export async function authenticateWalletConnect(
  state: WalletConnectState,
  {
    chainId: target,
    pairingTopic: _,
    ...siwe
  }: WalletConnectAuthenticateParameters,
): Promise<WalletConnectAuthenticateReturnType | undefined> {
  const { signer } = state
  const chains = [...new Set([target, ...state.chainIds])].map(
    (id) => `eip155:${id}`,
  )
  let result: Awaited<ReturnType<typeof signer.authenticate>>
  try {
    result = await signer.authenticate({
      ...siwe,
      chains,
      methods: walletConnectNamespace.methods,
    })
  } catch (error) {
    throw proposalError(error)
  }
  const cacao = result?.auths?.[0]
  const session = result?.session
  if (!session)
    throw new ProviderDisconnectedError(
      new Error('The wallet answered the sign-in without a session.'),
    )
  if (!cacao) {
    // Connected, not signed in: the visitor is offered Sign in after.
    adoptWalletConnectSession(state, session, target)
    emitWalletConnectEvent(state, 'connect', {
      chainId: numberToHex(state.chainId),
    })
    return undefined
  }
  const issuer = String(cacao.p?.iss ?? '')
  const address = issuer.split(':')[4]
  const signature = cacao.s?.s
  if (
    !address ||
    !isAddress(address, { strict: false }) ||
    typeof signature !== 'string' ||
    !/^0x[0-9a-fA-F]+$/.test(signature)
  ) {
    await signer.disconnect().catch(() => {})
    throw new ProviderDisconnectedError(
      new Error('The wallet answered the sign-in with a malformed proof.'),
    )
  }
  adoptWalletConnectSession(state, session, target)
  emitWalletConnectEvent(state, 'connect', {
    chainId: numberToHex(state.chainId),
  })
  return {
    address: getAddress(address),
    message: formatMessage(cacao.p, issuer),
    signature: signature as `0x${string}`,
  }
}
