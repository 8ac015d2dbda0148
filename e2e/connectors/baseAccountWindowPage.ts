// The page the e2e serves at https://keys.coinbase.com/connect (routed in
// Playwright, nothing leaves the machine): Base Account's window, as far as
// its SDK can tell. Bundled by `baseAccountWindowScript`, it runs the
// window's side of the protocol (`baseAccountWindow`) with the Dev wallet
// behind it, answering the page that opened it.
import { createDevWallet, type DevWalletChain } from '@latch/devnet/browser'
import {
  type BaseAccountWindowKeyStore,
  baseAccountWindow,
} from '@latch/testing/browser'

declare const __baseAccountWindowConfig: { chains: DevWalletChain[] }

const { chains } = __baseAccountWindowConfig
// The page that opened the window, as the SDK names it.
const dapp = new URL(location.href).searchParams.get('origin') ?? ''
const opener = window.opener as Window | null

// What the window keeps between its openings, in keys.coinbase.com's own
// storage: its key pair and the wallet's approval.
const keyName = 'standIn.keys'
const algorithm = { name: 'ECDH', namedCurve: 'P-256' }
const keys: BaseAccountWindowKeyStore = {
  async load() {
    const stored = localStorage.getItem(keyName)
    if (!stored) return undefined
    const { privateKey, publicKey } = JSON.parse(stored) as {
      privateKey: JsonWebKey
      publicKey: JsonWebKey
    }
    return {
      privateKey: await crypto.subtle.importKey(
        'jwk',
        privateKey,
        algorithm,
        true,
        ['deriveKey'],
      ),
      publicKey: await crypto.subtle.importKey(
        'jwk',
        publicKey,
        algorithm,
        true,
        [],
      ),
    }
  },
  async save(pair) {
    localStorage.setItem(
      keyName,
      JSON.stringify({
        privateKey: await crypto.subtle.exportKey('jwk', pair.privateKey),
        publicKey: await crypto.subtle.exportKey('jwk', pair.publicKey),
      }),
    )
  },
}

const wallet = createDevWallet({
  chains,
  info: { name: 'Base Account stand-in', rdns: 'dev.latch.base' },
  storage: localStorage,
})
// keys.coinbase.com remembers who signed in: a later window (to sign) finds
// the account it approved, as the Dev wallet's approval is per page load.
const signedIn = {
  async request(args: { method: string; params?: unknown }) {
    const accounts = (await wallet.provider.request({
      method: 'eth_accounts',
    })) as string[]
    if (args.method !== 'eth_requestAccounts' && accounts.length === 0)
      await wallet.provider.request({ method: 'eth_requestAccounts' })
    return wallet.provider.request(args as never)
  },
}
const standIn = baseAccountWindow({
  wallet: signedIn as Parameters<typeof baseAccountWindow>[0]['wallet'],
  chains,
  keys,
})

window.addEventListener('message', (event) => {
  if (!opener || event.origin !== dapp || event.source !== opener) return
  void standIn.answer(event.data).then((reply) => {
    if (!reply) return
    opener.postMessage(reply, dapp)
    // A request answered (not the handshake): the window closes, as
    // keys.coinbase.com's does, and says so.
    if (
      (event.data as { content?: { encrypted?: unknown } }).content?.encrypted
    ) {
      opener.postMessage(
        { event: 'PopupUnload', id: crypto.randomUUID() },
        dapp,
      )
      window.close()
    }
  })
})
opener?.postMessage(standIn.loaded(), dapp)
