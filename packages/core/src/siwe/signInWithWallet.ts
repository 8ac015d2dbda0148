import type { Address } from 'viem'
import { signMessage } from 'viem/actions'
import { createSiweMessage } from 'viem/siwe'
import { getConnectedWalletClient } from '../actions/getConnectedWalletClient.ts'
import { getWalletConnection } from '../actions/getWalletConnection.ts'
import { classifyWalletError } from '../errors/classify.ts'
import { SignInError } from '../errors/signIn.ts'
import type { SignInNonce } from './createSignInNonce.ts'
import type { SiweClientSession } from './createSiweSession.ts'
import type { SiweClientContext } from './SiweClientContext.ts'
import { siweStep } from './siweStep.ts'

/**
 * *Sign in* (`SiweClient.signIn`, internal): the connected wallet signs an
 * EIP-4361 message made with viem, with the nonce fetched before the tap
 * when there is one, and the backend verifies it. Never throws: a failure
 * is the state's `error`, and a fresh nonce is fetched for the next tap.
 */
export async function signInWithWallet(
  context: SiweClientContext,
  parts: { session: SiweClientSession; nonce: SignInNonce },
): Promise<void> {
  const { config, backend, state, settings, place } = context
  const { account, chain } = getWalletConnection(config)
  if (!account || !chain || state.get().status === 'signing') return
  const current = ++context.attempt
  state.set({ status: 'signing', error: undefined })
  try {
    // Ready before the tap when all went well: the wallet's prompt then
    // opens inside it.
    const ready = parts.nonce.take(account)
    const nonce =
      (await ready) ?? (await siweStep('nonce', () => backend.getNonce()))
    const message = createSiweMessage({
      address: account,
      chainId: chain.id,
      domain: place.host,
      uri: place.origin,
      nonce,
      version: '1',
      issuedAt: new Date(),
      ...(settings.statement ? { statement: settings.statement } : {}),
    })
    const signature = await sign(context, account, message)
    const session = await siweStep('verify', () =>
      backend.verify({ message, signature }),
    )
    if (current !== context.attempt || context.stopped) return
    await parts.session.signedIn(session)
  } catch (error) {
    if (current !== context.attempt) return
    state.signedOut(
      error instanceof SignInError
        ? error
        : classifyWalletError(error, { operation: 'signMessage' }),
    )
    // A fresh nonce for the next tap: each one is single use.
    parts.nonce.prefetch()
  }
}

/** The wallet's signature of `message`; what it throws, classified. */
async function sign(
  context: SiweClientContext,
  account: Address,
  message: string,
): Promise<`0x${string}`> {
  try {
    return await signMessage(
      await getConnectedWalletClient(context.config, { account }),
      { account, message },
    )
  } catch (error) {
    throw classifyWalletError(error, { operation: 'signMessage' })
  }
}
